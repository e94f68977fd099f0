import { faqInputSchema } from '../../../shared/marketing/faq.schema'
import { publicProcedure, router } from '../../trpc/init'
import { faqOf } from './marketing.service'

export const marketingRouter = router({
  /** The FAQ of the home or services page, answers as sanitized HTML. */
  faq: publicProcedure
    .input(faqInputSchema)
    .query(({ ctx, input }) => faqOf(input.page, ctx.config.BRAND_NAME)),
})
