import { recordAudit, type AuditActor } from '@/server/features/audit/public'
import type { AuditVia } from '@/shared/audit/audit.schema'
import type { AppContext } from './context'
import { isStaffAccess, type AnyOperation, type AuditSpec } from './define'

type Spec = AuditSpec<unknown, unknown, AppContext>

/** Whether a call is a staff write the audit trail records: a staff or API-key mutation not marked `audit: false`. */
export const isAudited = (op: AnyOperation) =>
  op.kind === 'mutation' && op.audit !== false && (isStaffAccess(op.access) || op.access === 'apiKey')

/** The caller: the signed-in staff member, else the integration key by its name, else the legacy admin key. */
export function actorOf(ctx: AppContext): AuditActor {
  if (ctx.user) return { kind: 'staff', userId: ctx.user.id }
  if (ctx.apiKey) return { kind: 'apiKey', keyId: ctx.apiKey.id, name: ctx.apiKey.name }
  return { kind: 'apiKey', keyId: null, name: 'ADMIN_API_KEY' }
}

const idOf = (value: unknown) => {
  const id = (value as { id?: unknown } | null | undefined)?.id
  return typeof id === 'number' || typeof id === 'string' ? id : undefined
}

/** The record as declared, else the operation's group and the input's `id` or the answer's. */
function recordOf(name: string, spec: Spec, ctx: AppContext, input: unknown, output: unknown) {
  const record = spec.record
    ? spec.record({ ctx, input, output })
    : (() => {
        const id = idOf(input) ?? idOf(output)
        return id === undefined ? null : { kind: name.split('.').slice(0, -1).join('.') || name, id }
      })()
  return record ? { kind: record.kind, id: String(record.id) } : null
}

/**
 * Runs a staff write and records it (ADR 0120): after a successful run, so a failed or refused write has no
 * entry; with `withWrite`, in one transaction with the write, so the two commit together.
 */
export async function runAudited(
  name: string,
  op: AnyOperation,
  ctx: AppContext,
  input: unknown,
  via: AuditVia,
  run: (ctx: AppContext) => Promise<unknown>,
) {
  const spec = (op.audit || {}) as Spec
  const audited = async (inner: AppContext) => {
    const from = spec.change ? await spec.change.from({ ctx: inner, input }) : null
    const output = await run(inner)
    await recordAudit(inner.em, {
      action: name,
      via,
      actor: actorOf(inner),
      ip: inner.ip,
      record: recordOf(name, spec, inner, input, output),
      change: spec.change ? { field: spec.change.field, from, to: spec.change.to({ input, output }) } : null,
    })
    return output
  }
  if (!spec.withWrite) return audited(ctx)
  return ctx.em.transactional((tx) => audited({ ...ctx, em: tx }))
}
