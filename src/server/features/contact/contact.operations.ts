import { z } from 'zod'
import {
  contactListQuerySchema,
  contactSubmissionInputSchema,
  contactSubmissionListSchema,
  contactSubmissionSchema,
  setContactStatusSchema,
} from '@/shared/contact/contact.schema'
import { fileSchema, operation, restOperation, staff } from '@/server/operations/define'
import { CONTACT_BODY_LIMIT } from './contact-limits'
import { listContactSubmissions } from './contact-list.service'
import { contactStatusOf, setContactStatus, submitContact } from './contact.service'
import { leadNotifierOf } from './lead-notifications'
import { contactSubmissionsCsv } from './contact-csv'
import { leadRecordOperations } from './lead-record.operations'

/**
 * The contact and call-request forms (decisions D3, D20) and the lead inbox: anyone sends, staff read and
 * triage (decision D4); scripts read the list with the API key (decision D6).
 */
export const contactOperations = {
  submit: operation({
    summary: 'Send the contact or call-request form (201 once the row is committed)',
    access: 'public',
    kind: 'mutation',
    input: contactSubmissionInputSchema,
    output: z.object({ id: z.number().int() }),
    run: ({ ctx, input }) =>
      submitContact(ctx.em, input, {
        ip: ctx.ip,
        limiter: ctx.runtime.contactLimiter,
        userId: ctx.user?.id,
        notify: leadNotifierOf(ctx.runtime, ctx.config),
      }),
    rest: {
      method: 'POST',
      path: '/contact',
      status: 201,
      bodyLimit: { bytes: CONTACT_BODY_LIMIT, message: 'The message is too large.' },
      errors: { 429: 'Too many messages from this address for now (CONTACT_RATE_LIMIT)' },
    },
  }),
  /** The inbox on /admin for a signed-in admin (no API key): filtered, newest first, a page at a time. */
  list: operation({
    summary: 'The lead inbox: filtered, newest first, a page at a time',
    access: staff('admin', 'sales'),
    kind: 'query',
    input: contactListQuerySchema.optional(),
    output: contactSubmissionListSchema,
    run: ({ ctx, input }) => listContactSubmissions(ctx.em, input ?? {}, ctx.config, ctx.user.id),
  }),
  /** `data` stays the spec's array of submissions; what else the list says comes alongside it in `meta`. */
  apiList: restOperation({
    summary:
      'The submissions for scripts (X-API-Key), with the inbox’s filters (`?status=&q=&lead=&page=&pageSize=`)',
    access: 'apiKey',
    apiScopes: ['leads:read'],
    kind: 'query',
    input: contactListQuerySchema,
    output: contactSubmissionListSchema,
    run: ({ ctx, input }) => listContactSubmissions(ctx.em, input, ctx.config),
    rest: { method: 'GET', path: '/admin/contact', envelope: { list: 'submissions' }, noStore: true },
  }),
  export: restOperation({
    summary: 'Every submission as CSV (UTF-8 with a byte-order mark, for spreadsheet programs)',
    access: staff('admin', 'sales'),
    apiScopes: ['leads:read'],
    kind: 'query',
    output: fileSchema,
    run: async ({ ctx }) => ({
      filename: `contact-submissions-${new Date().toISOString().slice(0, 10)}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: `\uFEFF${await contactSubmissionsCsv(ctx.em, ctx.config)}`,
    }),
    rest: { method: 'GET', path: '/admin/contact/export.csv', envelope: 'file', noStore: true },
  }),
  setStatus: operation({
    summary: 'Move a submission through the inbox (new, contacted, closed)',
    access: staff('admin', 'sales'),
    apiScopes: ['leads:status'],
    kind: 'mutation',
    input: setContactStatusSchema,
    output: contactSubmissionSchema,
    // An API key changes a status without a staff member: its history row names nobody.
    run: ({ ctx, input }) => setContactStatus(ctx.em, input, ctx.config, ctx.user?.id ?? null),
    audit: {
      // The status, its history row, its webhook deliveries and the entry commit together.
      withWrite: true,
      record: ({ input }) => ({ kind: 'lead', id: input.id }),
      change: {
        field: 'status',
        from: ({ ctx, input }) => contactStatusOf(ctx.em, input.id),
        to: ({ output }) => output.status,
      },
    },
    rest: { method: 'PATCH', path: '/admin/contact/:id' },
  }),
  ...leadRecordOperations,
}
