import { z } from 'zod'
import { faqInputSchema, faqItemSchema } from '@/shared/marketing/faq.schema'
import { operation } from '@/server/operations/define'
import { networkWordsOf } from '@/shared/schools/network-words'
import { networkSize } from '@/server/features/schools/public'
import { faqOf } from './marketing.service'

export const marketingOperations = {
  faq: operation({
    summary: 'The FAQ of the home or services page, answers as sanitized HTML',
    access: 'public',
    kind: 'query',
    input: faqInputSchema,
    output: z.array(faqItemSchema),
    run: async ({ ctx, input }) =>
      faqOf(input.page, ctx.config.BRAND_NAME, networkWordsOf(await networkSize(ctx.em))),
    // The same for every caller; kept with the shared reads and emptied by any write, a school's included.
    sameForEveryone: true,
  }),
}
