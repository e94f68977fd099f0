import { auditPageSchema, auditQuerySchema } from '@/shared/audit/audit.schema'
import { operation, staff } from '@/server/operations/define'
import { listAudit } from './audit.service'

/** The audit trail on /staff/audit (issue 35, ADR 0120): admins read it; nobody writes it but the runner. */
export const auditOperations = {
  list: operation({
    summary:
      'The audit trail: staff writes, newest first, fifty a page, filtered by actor, action, record and days',
    access: staff('admin'),
    kind: 'query',
    input: auditQuerySchema,
    output: auditPageSchema,
    run: ({ ctx, input }) => listAudit(ctx.em, input),
    rest: { method: 'GET', path: '/admin/audit', envelope: { list: 'entries' }, noStore: true },
  }),
}
