import { z } from 'zod'
import { textField } from '@/shared/text-field'

/**
 * The audit trail (issue 35, ADR 0120): one entry per staff write — who, which operation, which record, when,
 * from which address, and for a status or role change its values before and after. Never a request body, a
 * name, an email or a message: an entry says *that* a record changed, the record itself says how.
 */
export const AUDIT_PAGE_SIZE = 50

/** How the write reached the server: a procedure (the staff screens), a REST route, or another HTTP route. */
export const AUDIT_VIA = ['trpc', 'rest', 'http'] as const
export type AuditVia = (typeof AUDIT_VIA)[number]

/** Who wrote: a staff member's session, or an integration's API key (ADR 0095; the legacy ADMIN_API_KEY too). */
export const AUDIT_ACTOR_KINDS = ['staff', 'apiKey'] as const
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number]

const filterText = (max: number, description: string, example: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    textField('Must be text')
      .trim()
      .max(max, `Must be at most ${max} characters`)
      .optional()
      .meta({ description, examples: [example] }),
  )

/** `2026-02-30` parses (as March 2): a real day is one that reads back as itself. */
const realDay = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text
}

const day = (description: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
      .refine((text) => realDay(text), 'Use a real date')
      .optional()
      .meta({ description, format: 'date', examples: ['2026-11-28'] }),
  )

/** The audit screen's filters, all optional and combined with "and"; a page of fifty, newest first. */
export const auditQuerySchema = z
  .object({
    actor: filterText(100, 'A staff member’s username or an API key’s name, exactly', 'ana'),
    action: filterText(
      100,
      'An operation (`contact.setStatus`) or every operation under a prefix (`contact`)',
      'contact.setStatus',
    ),
    recordKind: filterText(50, 'The kind of record written', 'lead'),
    recordId: filterText(50, 'The record’s id (with its kind)', '42'),
    from: day('The first day (UTC) to list, inclusive'),
    to: day('The last day (UTC) to list, inclusive'),
    page: z.coerce
      .number('Page must be a number')
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .default(1)
      .meta({ description: 'Which page of entries, from 1', examples: [1] }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day must not be after the last',
    path: ['to'],
  })
export type AuditQuery = z.input<typeof auditQuerySchema>

/** The record a write touched, as `kind` + `id` (`lead` 42): never its content. */
export const auditRecordSchema = z.object({ kind: z.string(), id: z.string() })
export type AuditRecord = z.infer<typeof auditRecordSchema>

/** A status or role change: which field, and its value before and after (values are codes, not free text). */
export const auditChangeSchema = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
})
export type AuditChange = z.infer<typeof auditChangeSchema>

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.date(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    /** The staff member's account (null for a key). */
    userId: z.number().int().nullable(),
    /** Their username as it is now, or the key's name as it was when it wrote. */
    name: z.string(),
  }),
  action: z.string(),
  via: z.enum(AUDIT_VIA),
  record: auditRecordSchema.nullable(),
  change: auditChangeSchema.nullable(),
  ip: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AuditPage = z.infer<typeof auditPageSchema>
