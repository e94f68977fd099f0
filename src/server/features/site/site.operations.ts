import { siteConfigSchema } from '@/shared/site'
import { operation } from '@/server/operations/define'
import { siteConfigOf } from './site.service'

export const siteOperations = {
  config: operation({
    summary: 'The public, non-secret settings the pages need',
    access: 'public',
    kind: 'query',
    output: siteConfigSchema,
    run: ({ ctx }) => siteConfigOf(ctx.config),
  }),
}
