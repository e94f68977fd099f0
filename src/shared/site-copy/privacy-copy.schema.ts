import { z } from 'zod'
import { copyField } from './copy-fields'
import { LEGAL_MARKDOWN_MAX, policyUpdatedSchema } from './legal-copy.schema'

/**
 * The privacy policy's copy staff edit (issue 36 points 1 and 5, ADR 0156): its prose in markdown, with
 * `{privacy.facts}` on a line of its own where the page puts what this installation stores, for how long and how
 * erasure works. Those sections are written by the code from the running configuration, never by the markdown,
 * so an edit can move them but cannot remove or reword them.
 */
export const PRIVACY_FACTS_BLOCK = '{privacy.facts}'

/** How many lines of the markdown are the facts' block, and whether it appears anywhere else (inside a line). */
const factsBlockLines = (markdown: string) =>
  markdown.split('\n').filter((line) => line.trim() === PRIVACY_FACTS_BLOCK).length

export const keepsFactsBlock = (markdown: string) =>
  factsBlockLines(markdown) === 1 && markdown.split(PRIVACY_FACTS_BLOCK).length === 2

/** The prose before and after the facts; a document without the block (none is saved) has them at its end. */
export function splitAtFacts(markdown: string): { before: string; after: string } {
  const lines = markdown.split('\n')
  const at = lines.findIndex((line) => line.trim() === PRIVACY_FACTS_BLOCK)
  if (at < 0) return { before: markdown, after: '' }
  return { before: lines.slice(0, at).join('\n'), after: lines.slice(at + 1).join('\n') }
}

export const privacyCopySchema = z
  .object({
    markdown: copyField('Text', LEGAL_MARKDOWN_MAX, [PRIVACY_FACTS_BLOCK])
      .refine(keepsFactsBlock, {
        error: `Keep ${PRIVACY_FACTS_BLOCK} once, on a line of its own: it is where the page states what this site stores and for how long, from the settings it runs with`,
      })
      .meta({
        description: `The policy's prose in markdown (## for a section, [text](/path) for a link), with ${PRIVACY_FACTS_BLOCK} once on a line of its own where the page puts the sections the server writes from its configuration (what it stores, for how long, how erasure works); slots such as {brand} are filled`,
        examples: [
          `{brand} collects as little as it can.\n\n${PRIVACY_FACTS_BLOCK}\n\n## Your rights\n\nWrite to us through the [contact page](/contact).`,
        ],
      }),
  })
  .meta({
    description: `The privacy policy's prose; the sections at ${PRIVACY_FACTS_BLOCK} are not part of it`,
    examples: [{ markdown: `We collect as little as we can.\n\n${PRIVACY_FACTS_BLOCK}\n\n## Your rights` }],
  })
export type PrivacyCopy = z.output<typeof privacyCopySchema>

/**
 * What visitors read: the prose before and after the facts as sanitized HTML, its slots filled. The facts
 * themselves are `site.privacy`, which the page writes out between the two.
 */
export const shownPrivacyCopySchema = z.object({
  beforeFacts: z.string().meta({ description: 'The prose before the generated sections, as sanitized HTML' }),
  afterFacts: z.string().meta({ description: 'The prose after the generated sections, as sanitized HTML' }),
  updated: policyUpdatedSchema,
})
export type ShownPrivacyCopy = z.output<typeof shownPrivacyCopySchema>
