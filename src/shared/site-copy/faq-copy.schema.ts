import { z } from 'zod'
import type { FieldMaker } from './copy-fields'

/**
 * A page's FAQ as staff edit it (issue 36, ADR 0155): its heading and its questions in order, each answer in
 * markdown (`**bold**`, `[text](/path)`), which the server renders and sanitizes; visitors read the answer as
 * HTML (`answerHtml`), which the page and its FAQPage structured data show as they are.
 */
export const FAQ_MAX = 12

export const faqCopyOf = (field: FieldMaker) =>
  z
    .object({
      title: field('FAQ title', 120),
      items: z
        .array(
          z
            .object({
              question: field('Question', 200),
              answer: field('Answer', 2000).meta({
                description:
                  'Answer: markdown (**bold**, [text](/path)), at most 2,000 characters; slots such as {brand} are filled',
              }),
            })
            .meta({ description: 'A question and its answer in markdown' }),
        )
        .min(1, 'List at least one question')
        .max(FAQ_MAX, `List at most ${FAQ_MAX} questions`)
        .meta({ description: `The questions, in the order the page shows them (1 to ${FAQ_MAX})` }),
    })
    .meta({ description: 'The page’s FAQ: its heading and its questions' })

export type FaqCopy = z.output<ReturnType<typeof faqCopyOf>>

/** What visitors read: each answer rendered to sanitized HTML, its slots filled. */
export const shownFaqSchema = z
  .object({
    title: z.string().meta({ description: 'The FAQ’s heading' }),
    items: z.array(
      z.object({
        question: z.string(),
        answerHtml: z.string().meta({ description: 'The answer as sanitized HTML' }),
      }),
    ),
  })
  .meta({ description: 'The page’s FAQ, answers as sanitized HTML' })
export type ShownFaq = z.output<typeof shownFaqSchema>
