import { z } from 'zod'
import { textField } from '@/shared/text-field'

/**
 * The history of site content (issue 36 point 3, ADR 0151): every save of an editable piece of the site keeps what
 * it saved, who saved it and when, in one table for every kind. Articles keep their own history (ADR 0136): their
 * revisions carry columns the search and the editor read; site content is a small JSON document per save.
 *
 * A kind is the content's type; a key names one record of it (a figure's key, a case study's id).
 */
export const CONTENT_KINDS = ['figure', 'case-study', 'page'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

export const CONTENT_KEY_MAX = 120

/** A revision's document: the fields the save wrote, as plain JSON. */
export type ContentSnapshot = Record<string, unknown>

/** `{ kind, key }`: one record's history. */
export const contentRecordSchema = z.object({
  kind: z
    .enum(CONTENT_KINDS, {
      error: `Unknown kind of content: the kinds with history are ${CONTENT_KINDS.join(', ')}`,
    })
    .meta({ description: 'The kind of site content', examples: ['figure'] }),
  key: textField({ error: 'Key is required' })
    .min(1, 'Key is required')
    .max(CONTENT_KEY_MAX, `Key must be at most ${CONTENT_KEY_MAX} characters`)
    .meta({
      description: 'The record of that kind: a figure’s key, a case study’s id',
      examples: ['studentsReached'],
    }),
})
export type ContentRecord = z.output<typeof contentRecordSchema>

/** `{ kind, key, version }`: one save of one record. */
export const contentRevisionKeySchema = contentRecordSchema.extend({
  version: z.coerce
    .number({ error: 'Version must be a number' })
    .int('Version must be a whole number')
    .positive('Version must be a positive number')
    .max(2_147_483_647, 'Version is too large')
    .meta({ description: 'The record’s version that save made', examples: [3] }),
})
export type ContentRevisionKey = z.output<typeof contentRevisionKeySchema>

/** One entry of a record's history, newest first. */
export const contentRevisionListItemSchema = z.object({
  version: z.number().int(),
  savedAt: z.date(),
  /** Null: an integration key saved it, or the person was removed since. */
  savedBy: z.object({ displayName: z.string() }).nullable(),
})
export type ContentRevisionListItem = z.output<typeof contentRevisionListItemSchema>

/** One save with what it wrote. */
export const contentRevisionSchema = contentRevisionListItemSchema.extend({
  snapshot: z.record(z.string(), z.unknown()).meta({
    description:
      'The fields that save wrote, as the kind’s editor sends them (restoring one saves them again)',
  }),
})
export type ContentRevision = z.output<typeof contentRevisionSchema>
