import { publicProcedure, router } from '../../trpc/init'
import { siteConfigOf } from './site.service'

export const siteRouter = router({
  config: publicProcedure.query(({ ctx }) => siteConfigOf(ctx.config)),
})
