import { z } from 'zod'
import { faqInputSchema, faqItemSchema } from '@/shared/marketing/faq.schema'
import { operation } from '@/server/operations/define'
import { networkWordsOf } from '@/shared/schools/network-words'
import { networkSize } from '@/server/features/schools/public'
import { publicFigures } from '@/server/features/site/public'
import { agencyFiguresOf } from '@/shared/marketing/agency-figures'
import { faqOf } from './marketing.service'

export const marketingOperations = {
  faq: operation({
    summary: 'The FAQ of the home or services page, answers as sanitized HTML',
    access: 'public',
    kind: 'query',
    input: faqInputSchema,
    output: z.array(faqItemSchema),
    run: async ({ ctx, input }) => {
      const network = networkWordsOf(await networkSize(ctx.em))
      return faqOf(input.page, ctx.config.BRAND_NAME, network, agencyFiguresOf(await publicFigures(ctx.em)))
    },
    // The same for every caller; kept with the shared reads and emptied by any write, a school's or a figure's
    // included.
    sameForEveryone: true,
  }),
}
