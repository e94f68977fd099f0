import { z } from 'zod'

/** The pages that carry a FAQ (spec: six questions on the home page, five on the services page). */
export const faqPageSchema = z.enum(['home', 'services'])
export type FaqPage = z.infer<typeof faqPageSchema>

export const faqInputSchema = z.object({ page: faqPageSchema })

/** Spec "FAQ item": a question and its answer, which may contain HTML (sanitized on the server, D10). */
export const faqItemSchema = z.object({ question: z.string(), answerHtml: z.string() })
export type FaqItem = z.infer<typeof faqItemSchema>
