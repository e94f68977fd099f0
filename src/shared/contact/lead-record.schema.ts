import { z } from 'zod'
import { MAX_INT } from '@/shared/fields'
import { textField } from '@/shared/text-field'
import { CONTACT_STATUSES, LEAD_NOTIFICATION_STATES } from './contact-fields'
import { contactIdSchema, contactStatusUpdateSchema, contactSubmissionSchema } from './contact.schema'

/** The longest note staff may write on a lead. */
export const LEAD_NOTE_MAX = 5000
/** The most leads one bulk action changes: a page of the inbox at its largest. */
export const BULK_MAX = 100

const staffMemberSchema = z.object({ id: z.number().int(), name: z.string() })

const historySide = z.enum([...CONTACT_STATUSES, 'spam']).meta({
  description: 'A status, or `spam` for the spam folder',
})

/**
 * A lead as one record (issue 38 point 5, ADR 0130): the submission, the further messages joined to it within a
 * day (ADR 0130), the calls booked from its address, the emails sent about it, staff notes, the status history,
 * and the staff it may be assigned to.
 */
export const leadRecordSchema = z.object({
  lead: contactSubmissionSchema,
  messages: z.array(z.object({ id: z.number().int(), message: z.string().nullable(), createdAt: z.date() })),
  calls: z.array(
    z.object({
      id: z.number().int(),
      startsAt: z.date(),
      label: z.string(),
      cancelled: z.boolean(),
    }),
  ),
  emails: z.array(
    z.object({
      /** `lead-notification`: the staff email; otherwise the visitor's call email of that kind. */
      kind: z.string(),
      state: z.enum([...LEAD_NOTIFICATION_STATES, 'sent']),
      at: z.date().nullable(),
    }),
  ),
  notes: z.array(
    z.object({
      id: z.number().int(),
      body: z.string(),
      createdAt: z.date(),
      author: staffMemberSchema.nullable(),
    }),
  ),
  history: z.array(
    z.object({
      id: z.number().int(),
      from: historySide,
      to: historySide,
      createdAt: z.date(),
      actor: staffMemberSchema.nullable(),
    }),
  ),
  /** Who the lead may be assigned to: the staff whose role handles leads. */
  assignable: z.array(staffMemberSchema),
})
export type LeadRecord = z.infer<typeof leadRecordSchema>

export const addLeadNoteSchema = contactIdSchema.extend({
  body: textField({ error: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(LEAD_NOTE_MAX, `A note is at most ${LEAD_NOTE_MAX} characters`)
    .meta({
      description: 'What staff want to remember about the lead',
      examples: ['Called back, wants a quote'],
    }),
})
export type AddLeadNoteInput = z.input<typeof addLeadNoteSchema>

export const assignLeadSchema = contactIdSchema.extend({
  ownerId: z
    .number()
    .int()
    .positive('Unknown staff member')
    .max(MAX_INT)
    .nullable()
    .meta({ description: 'The staff member who has the lead (admin or sales); null: nobody', examples: [3] }),
})

export const markSpamSchema = contactIdSchema.extend({
  spam: z
    .boolean()
    .meta({ description: 'true: into the spam folder; false: back to the leads', examples: [true] }),
})

const idsField = z
  .array(z.number().int().positive('Unknown submission').max(MAX_INT))
  .min(1, 'Choose at least one lead')
  .max(BULK_MAX, `At most ${BULK_MAX} leads at once`)
  .meta({ description: `The leads' ids (1-${BULK_MAX})`, examples: [[42, 43]] })

export const bulkStatusSchema = z.object({ ids: idsField, ...contactStatusUpdateSchema.shape })
export const bulkDeleteSchema = z.object({ ids: idsField })
export const bulkResultSchema = z.object({ changed: z.number().int() })

/**
 * Erase (ADR 0130): every lead from one address, or the address of one lead (the lead page's button). Exactly
 * one of the two.
 */
export const eraseLeadsSchema = z
  .object({
    email: textField()
      .trim()
      .max(255)
      .pipe(z.email('Enter a valid email address'))
      .optional()
      .meta({
        description: 'Erase everything from this address',
        format: 'email',
        examples: ['jordan@example.com'],
      }),
    id: z
      .number()
      .int()
      .positive('Unknown submission')
      .max(MAX_INT)
      .optional()
      .meta({ description: 'Erase everything from this lead’s address', examples: [42] }),
  })
  .refine((input) => (input.email === undefined) !== (input.id === undefined), {
    message: 'Give either an email address or a lead, not both',
  })
export const eraseResultSchema = z.object({
  /** How many leads (booked calls included) were erased; the only thing the audit trail learns. */
  erased: z.number().int(),
})
