import { privacyFactsSchema } from '@/shared/privacy/privacy.schema'
import { siteConfigSchema } from '@/shared/site'
import { operation } from '@/server/operations/define'
import { contentRevisionOperations } from './content-revisions.operations'
import { privacyFactsOf } from './privacy.service'
import { siteFigureOperations } from './site-figures.operations'
import { sitePageOperations } from './site-pages.operations'
import { siteConfigOf } from './site.service'

export const siteOperations = {
  config: operation({
    summary: 'The public, non-secret settings the pages need',
    access: 'public',
    kind: 'query',
    output: siteConfigSchema,
    run: ({ ctx }) => siteConfigOf(ctx.config),
  }),
  privacy: operation({
    summary: 'What this installation stores about people and for how long, for the privacy page',
    access: 'public',
    kind: 'query',
    output: privacyFactsSchema,
    run: ({ ctx }) => privacyFactsOf(ctx.config),
  }),
  ...siteFigureOperations,
  ...sitePageOperations,
  ...contentRevisionOperations,
}
