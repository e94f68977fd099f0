import { z } from 'zod'
import { faqInputSchema, faqItemSchema } from '@/shared/marketing/faq.schema'
import { operation } from '@/server/operations/define'
import { faqOf } from './marketing.service'

export const marketingOperations = {
  faq: operation({
    summary:
      'The FAQ of the home or services page, answers as sanitized HTML: the `faq.items` of the page’s copy (`GET /api/site/pages/home` or `/services`), which staff edit',
    access: 'public',
    kind: 'query',
    input: faqInputSchema,
    output: z.array(faqItemSchema),
    run: ({ ctx, input }) =>
      faqOf(ctx.em, input.page, { brandName: ctx.config.BRAND_NAME, partnerName: ctx.config.PARTNER_NAME }),
    // The same for every caller; kept with the shared reads and emptied by any write, a page's save, a school's
    // or a figure's included.
    sameForEveryone: true,
  }),
}
