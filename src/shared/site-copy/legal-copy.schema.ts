import { z } from 'zod'
import { copyField, type FieldMaker } from './copy-fields'

/**
 * A policy's copy staff edit (issue 36, ADR 0155): markdown, which the server renders through the articles'
 * sanitizer. The page's title, its layout and (for the privacy policy) the facts generated from the running
 * configuration stay in the code.
 */
export const LEGAL_MARKDOWN_MAX = 30_000

/**
 * The code's last review of the policies (their demo copy, and the privacy policy's generated sections): a page
 * states this date, or its part's last save if that is later. Change it with the wording.
 */
export const POLICIES_REVIEWED = '2026-11-23'

/** When a policy last changed, as its page states it ("November 23, 2026"). */
export const policyUpdatedSchema = z.string().meta({
  description:
    'When the policy last changed, as the page states it: its last save, or the last review of its wording in the code if that is later',
})

const legalCopyOf = (field: FieldMaker) =>
  z.object({
    markdown: field('Text', LEGAL_MARKDOWN_MAX).meta({
      description:
        'The policy in markdown (## for a section, [text](/path) for a link); slots such as {brand} are filled',
    }),
  })

export const legalCopySchema = legalCopyOf(copyField)
export type LegalCopy = z.output<typeof legalCopySchema>

/** What visitors read: the markdown rendered to sanitized HTML, its slots filled. */
export const shownLegalCopySchema = z.object({
  html: z.string().meta({ description: 'The policy as sanitized HTML' }),
  updated: policyUpdatedSchema,
})
export type ShownLegalCopy = z.output<typeof shownLegalCopySchema>
