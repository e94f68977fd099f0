import { z } from 'zod'
import { blankAsUnset, MAX_INT } from '@/shared/fields'
import { textField } from '@/shared/text-field'
import {
  CONTACT_LIMITS,
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  HONEYPOT_FIELD,
  INBOX_FOLDERS,
  LEAD_NOTIFICATION_STATES,
  SPAM_REASONS,
} from './contact-fields'
import { formatWholeNumber } from '@/shared/us-format'

export * from './contact-fields'

const requiredText = (label: string, max: number, example: string) =>
  textField({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .meta({ description: `The sender’s ${label.toLowerCase()} (1-${max} characters)`, examples: [example] })

/**
 * A contact submission as sent by the form (decision D3): validated with this one schema by the React form,
 * `POST /api/contact` and `contact.submit`. Limits come from the stored schema.
 */
export const contactSubmissionInputSchema = z.object({
  firstName: requiredText('First name', CONTACT_LIMITS.firstName, 'Jordan'),
  lastName: requiredText('Last name', CONTACT_LIMITS.lastName, 'Rivera'),
  email: textField({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email('Enter a valid email address'))
    .meta({
      description: 'Where the agency answers (trimmed)',
      format: 'email',
      examples: ['jordan.rivera@northwind.example'],
    }),
  jobTitle: requiredText('Job title', CONTACT_LIMITS.jobTitle, 'Brand Manager'),
  company: requiredText('Company', CONTACT_LIMITS.company, 'Northwind Beverages'),
  message: textField()
    .trim()
    .max(
      CONTACT_LIMITS.message,
      `Message must be at most ${formatWholeNumber(CONTACT_LIMITS.message)} characters`,
    )
    .nullish()
    .transform((value) => value || null)
    .meta({
      description: `What the sender wants to talk about (up to ${formatWholeNumber(CONTACT_LIMITS.message)} characters; optional)`,
      examples: ['We are launching a drink for students and want to sample it at three campuses this fall.'],
    }),
  source: z
    .enum(CONTACT_SOURCES)
    .default('contact')
    .meta({
      description: 'Which form sent it: the contact form, or a request to be called back',
      examples: ['contact'],
    }),
  /** The honeypot (see contact-fields.ts): any text goes here, and any text at all marks a bot. */
  [HONEYPOT_FIELD]: textField()
    .max(1000)
    .optional()
    .meta({
      description: 'Leave this out: a field people never see, so any text in it marks a bot',
      examples: [''],
    }),
})
export type ContactSubmissionInput = z.input<typeof contactSubmissionInputSchema>
export type ContactSubmissionValues = z.output<typeof contactSubmissionInputSchema>

/** A stored submission as staff see it (spec "Contact submission", plus status and source). */
export const contactSubmissionSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().meta({ format: 'email' }),
  jobTitle: z.string(),
  company: z.string(),
  message: z.string().nullable(),
  createdAt: z.date(),
  userId: z.number().int().nullable(),
  status: z.enum(CONTACT_STATUSES),
  source: z.enum(CONTACT_SOURCES),
  /** The staff email about it (ADR 0015); null when notifications were off as it came in. */
  notification: z.enum(LEAD_NOTIFICATION_STATES).nullable(),
  /**
   * The call booked on /book-call (ADR 0066), with its time in words on the office's clock
   * ("Tuesday, March 10, 2026 at 9:30 AM Eastern Time"); null for messages and call requests without a time.
   */
  /** A booked call (ADR 0066); `cancelled`: by the visitor's link (ADR 0104), its time kept, its slot free. */
  call: z
    .object({ startsAt: z.date(), endsAt: z.date(), label: z.string(), cancelled: z.boolean() })
    .nullable(),
  /** The school page it was sent from, when the sender came from one; null otherwise or once it is deleted. */
  school: z.object({ name: z.string(), slug: z.string() }).nullable(),
  /** The staff member who has the lead (ADR 0130), or null. */
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** In the spam folder (ADR 0130): caught by the honeypot or marked by staff; null for a lead. */
  spam: z.enum(SPAM_REASONS).nullable(),
  /** Further messages from the same address joined to this lead within a day (ADR 0130). */
  furtherMessages: z.number().int(),
})
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>

/** Submissions per page of /admin when a page is asked for. */
export const CONTACT_PAGE_SIZE = 20
export const CONTACT_SEARCH_MAX = 200

// A query string cannot leave a parameter out of a form: `?status=` means "any status", not a bad one.

/**
 * Which submissions to list (issue 16), the same for `GET /api/admin/contact?…` and `contact.list`: a status,
 * words that must each be found in the name, email or company, one lead (an email's link), and a page. Without
 * `page` every match is listed, as the spec's API for scripts has always answered; with it, `pageSize` (20) at a
 * time. Always newest first.
 */
export const contactListQuerySchema = z.object({
  status: blankAsUnset(
    z.enum(CONTACT_STATUSES, { error: `Status must be one of: ${CONTACT_STATUSES.join(', ')}` }),
  ).meta({ description: 'Only submissions in this state (blank: any)', examples: ['new'] }),
  q: textField()
    .trim()
    .max(CONTACT_SEARCH_MAX, `Search must be at most ${CONTACT_SEARCH_MAX} characters`)
    .optional()
    .meta({
      description: 'Words that must each appear in the name, email or company',
      examples: ['northwind'],
    }),
  lead: blankAsUnset(z.coerce.number().int().positive('Unknown submission').max(MAX_INT)).meta({
    description: 'Only this submission (its id, as in a lead email’s link)',
    examples: [42],
  }),
  folder: blankAsUnset(
    z.enum(INBOX_FOLDERS, { error: `Folder must be one of: ${INBOX_FOLDERS.join(', ')}` }),
  ).meta({ description: 'The leads (default) or the spam folder (ADR 0130)', examples: ['leads'] }),
  owner: blankAsUnset(z.enum(['me'], { error: 'Owner can only be "me"' })).meta({
    description: 'Only the leads assigned to the signed-in staff member ("mine")',
    examples: ['me'],
  }),
  page: blankAsUnset(z.coerce.number().int().min(1, 'Page must be 1 or more').max(1_000_000)).meta({
    description: 'A page of `pageSize` submissions, from 1; without it every match is listed',
    examples: [1],
  }),
  pageSize: blankAsUnset(z.coerce.number().int().min(1).max(100, 'Page size must be at most 100')).meta({
    description: `Submissions a page (1-100, default ${CONTACT_PAGE_SIZE})`,
    examples: [20],
  }),
})
export type ContactListQuery = z.output<typeof contactListQuerySchema>
export type ContactListInput = z.input<typeof contactListQuerySchema>

/** What staff get from the list: a page of submissions, how many match, and whether new leads are emailed. */
export const contactSubmissionListSchema = z.object({
  submissions: z.array(contactSubmissionSchema),
  /** Submissions matching the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  notifications: z.enum(['on', 'off']),
})
export type ContactSubmissionList = z.infer<typeof contactSubmissionListSchema>

export const contactIdSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive('Unknown submission')
    .meta({ description: 'The submission’s id', examples: [42] }),
})

export const contactStatusUpdateSchema = z.object({
  status: z
    .enum(CONTACT_STATUSES, { error: `Status must be one of: ${CONTACT_STATUSES.join(', ')}` })
    .meta({ description: 'Where it stands in the inbox: new, contacted or closed', examples: ['contacted'] }),
})

/** `PATCH /api/admin/contact/{id}`, `contact.setStatus`: merge semantics like every change (`{}` changes nothing). */
export const setContactStatusSchema = contactIdSchema.extend(contactStatusUpdateSchema.partial().shape)
export type SetContactStatusInput = z.input<typeof setContactStatusSchema>
