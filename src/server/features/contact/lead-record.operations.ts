import { contactIdSchema } from '@/shared/contact/contact.schema'
import {
  addLeadNoteSchema,
  assignLeadSchema,
  bulkDeleteSchema,
  bulkResultSchema,
  bulkStatusSchema,
  eraseLeadsSchema,
  eraseResultSchema,
  leadRecordSchema,
  markSpamSchema,
} from '@/shared/contact/lead-record.schema'
import { operation, staff } from '@/server/operations/define'
import { eraseLeads } from './lead-erase'
import { jobQueueOf } from './lead-notifications'
import {
  addLeadNote,
  assignLead,
  bulkDelete,
  bulkSetStatus,
  getLeadRecord,
  markSpam,
} from './lead-record.service'

/** The sales desk's roles (ADR 0091): every operation on a lead record is theirs. */
const SALES_DESK = staff('admin', 'sales')

/**
 * A lead as a record (issue 38 point 5, ADR 0130): its page, notes, owner, spam folder (ADR 0130), bulk
 * actions, and erase (ADR 0130). Spread into the contact table, so they are `contact.*` and `/api/admin/contact/…`.
 */
export const leadRecordOperations = {
  lead: operation({
    summary:
      'One lead as a record: the submission, further messages, calls, emails, notes and status history',
    access: SALES_DESK,
    kind: 'query',
    input: contactIdSchema,
    output: leadRecordSchema,
    run: ({ ctx, input }) => getLeadRecord(ctx.em, input.id, ctx.config),
    rest: { method: 'GET', path: '/admin/contact/:id/record', noStore: true },
  }),
  addNote: operation({
    summary: 'Write a note on a lead (signed as the staff member)',
    access: SALES_DESK,
    kind: 'mutation',
    input: addLeadNoteSchema,
    output: leadRecordSchema,
    run: ({ ctx, input }) => addLeadNote(ctx.em, input, ctx.user.id, ctx.config),
    rest: { method: 'POST', path: '/admin/contact/:id/notes', status: 201 },
  }),
  assign: operation({
    summary: 'Give a lead to a staff member (admin or sales), or to nobody',
    access: SALES_DESK,
    kind: 'mutation',
    input: assignLeadSchema,
    output: leadRecordSchema,
    run: ({ ctx, input }) => assignLead(ctx.em, input, ctx.config),
    rest: { method: 'POST', path: '/admin/contact/:id/owner' },
  }),
  markSpam: operation({
    summary: 'Move a lead into the spam folder, or back to the leads',
    access: SALES_DESK,
    kind: 'mutation',
    input: markSpamSchema,
    output: leadRecordSchema,
    run: ({ ctx, input }) => markSpam(ctx.em, input, ctx.user.id, ctx.config),
    rest: { method: 'POST', path: '/admin/contact/:id/spam' },
  }),
  bulkStatus: operation({
    summary: 'Move many leads to one status at once (each change in its history)',
    access: SALES_DESK,
    kind: 'mutation',
    input: bulkStatusSchema,
    output: bulkResultSchema,
    run: ({ ctx, input }) => bulkSetStatus(ctx.em, input, ctx.user.id),
    rest: { method: 'POST', path: '/admin/contact/bulk-status' },
  }),
  bulkDelete: operation({
    summary: 'Delete many leads at once, with their notes, history and call emails',
    access: SALES_DESK,
    kind: 'mutation',
    input: bulkDeleteSchema,
    output: bulkResultSchema,
    run: ({ ctx, input }) => bulkDelete(ctx.em, input),
    rest: { method: 'POST', path: '/admin/contact/bulk-delete' },
  }),
  erase: operation({
    summary:
      'Erase a person: every lead and call from one address, with notes, history, queued emails and webhook deliveries',
    access: SALES_DESK,
    kind: 'mutation',
    input: eraseLeadsSchema,
    output: eraseResultSchema,
    run: ({ ctx, input }) => eraseLeads(ctx.em, input, jobQueueOf(ctx.runtime)),
    rest: { method: 'POST', path: '/admin/contact/erase' },
  }),
}
