import { z } from 'zod'
import { faqInputSchema, faqItemSchema } from '@/shared/marketing/faq.schema'
import { operation } from '@/server/operations/define'
import { faqOf } from './marketing.service'

export const marketingOperations = {
  faq: operation({
    summary: 'The FAQ of the home or services page, answers as sanitized HTML',
    access: 'public',
    kind: 'query',
    input: faqInputSchema,
    output: z.array(faqItemSchema),
    run: ({ ctx, input }) => faqOf(input.page, ctx.config.BRAND_NAME),
  }),
}
