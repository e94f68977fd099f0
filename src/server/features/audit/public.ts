/**
 * What the rest of the server may use of the audit trail (ADR 0120): recording a write (the operation runner and
 * the routes outside it), and its purge job.
 */
export { recordAudit, type AuditActor, type AuditWrite } from './audit.service'
export { scheduleAuditPurge, workAuditPurge } from './audit-purge'
