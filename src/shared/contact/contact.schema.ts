import { z } from 'zod'
import { textField } from '../text-field'
import {
  CONTACT_LIMITS,
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  HONEYPOT_FIELD,
  LEAD_NOTIFICATION_STATES,
} from './contact-fields'

export * from './contact-fields'

const requiredText = (label: string, max: number) =>
  textField({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

/**
 * A contact submission as sent by the form (decision D3): validated with this one schema by the React form,
 * `POST /api/contact` and `contact.submit`. Limits come from the stored schema.
 */
export const contactSubmissionInputSchema = z.object({
  firstName: requiredText('First name', CONTACT_LIMITS.firstName),
  lastName: requiredText('Last name', CONTACT_LIMITS.lastName),
  email: textField({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email('Enter a valid email address')),
  jobTitle: requiredText('Job title', CONTACT_LIMITS.jobTitle),
  company: requiredText('Company', CONTACT_LIMITS.company),
  message: textField()
    .trim()
    .max(
      CONTACT_LIMITS.message,
      `Message must be at most ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters`,
    )
    .nullish()
    .transform((value) => value || null),
  source: z.enum(CONTACT_SOURCES).default('contact'),
  /** The honeypot (see contact-fields.ts): any text goes here, and any text at all marks a bot. */
  [HONEYPOT_FIELD]: textField().max(1000).optional(),
})
export type ContactSubmissionInput = z.input<typeof contactSubmissionInputSchema>
export type ContactSubmissionValues = z.output<typeof contactSubmissionInputSchema>

/** A stored submission as staff see it (spec "Contact submission", plus status and source). */
export const contactSubmissionSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  message: z.string().nullable(),
  createdAt: z.date(),
  userId: z.number().int().nullable(),
  status: z.enum(CONTACT_STATUSES),
  source: z.enum(CONTACT_SOURCES),
  /** The staff email about it (ADR 0015); null when notifications were off as it came in. */
  notification: z.enum(LEAD_NOTIFICATION_STATES).nullable(),
})
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>

/** What staff get from the list: the submissions, and whether new leads are emailed (SMTP_URL, NOTIFY_EMAILS). */
export interface ContactSubmissionList {
  submissions: ContactSubmission[]
  notifications: 'on' | 'off'
}

export const contactIdSchema = z.object({ id: z.coerce.number().int().positive('Unknown submission') })

export const contactStatusUpdateSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: `Status must be one of: ${CONTACT_STATUSES.join(', ')}` }),
})

export const setContactStatusSchema = contactIdSchema.extend(contactStatusUpdateSchema.shape)
export type SetContactStatusInput = z.input<typeof setContactStatusSchema>
