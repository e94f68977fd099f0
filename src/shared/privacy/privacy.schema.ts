import { z } from 'zod'

/**
 * What the site stores about people, as the running configuration makes it (issue 36, point 5): the privacy
 * page is written from this, so it says what this installation does rather than what someone once wrote.
 */
export const storedCounterSchema = z.object({
  /** The counter's bucket in `rate_limit_counters`: tests match it against the rows the server writes. */
  bucket: z.string(),
  /** What the counter is for, completing "to limit ...". */
  purpose: z.string(),
  /** What the row is keyed by. */
  key: z.enum(['ip', 'ip-and-username', 'username', 'email']),
  /** The longest a row lives: its window, or how long after the last counted attempt it is forgotten. */
  keptMinutes: z.number().int().positive(),
})
export type StoredCounter = z.infer<typeof storedCounterSchema>

export const privacyFactsSchema = z.object({
  counters: z.array(storedCounterSchema),
  /** Rows whose time is up are deleted by the next counted request, at most this many minutes after it. */
  counterSweepMinutes: z.number().int().positive(),
  session: z.object({ idleMinutes: z.number().int(), maxHours: z.number().int() }),
  /** Days a staff write's audit entry (account, operation, record id, address) is kept: AUDIT_RETENTION_DAYS. */
  auditRetentionDays: z.number().int(),
  /**
   * Days a lead (booked calls included) is kept after its last activity, then erased: LEAD_RETENTION_DAYS. Null:
   * kept until staff erase it (LEAD_RETENTION_DAYS=0).
   */
  leadRetentionDays: z.number().int().positive().nullable(),
  /** Staff are emailed each new lead (its fields) when SMTP_URL and NOTIFY_EMAILS are set. */
  leadEmails: z.boolean(),
  /** And a digest of the leads still new, when NOTIFY_DIGEST_CRON is set too. */
  leadDigest: z.boolean(),
})
export type PrivacyFacts = z.infer<typeof privacyFactsSchema>
