import type { z } from 'zod'
import type { AppContext } from './context'
import type { AnyOperation } from './define'
import { resultKey } from './result-key'
import { isAudited, runAudited } from './audit'
import type { AuditVia } from '@/shared/audit/audit.schema'

/**
 * Runs an operation's service call with input the transport has already parsed. Under test every answer is
 * also checked against the operation's output schema (shape and no undocumented fields), so the documented
 * shapes cannot drift from what the services return; in production the answer is passed on untouched. An
 * answer that is the same for everyone comes from the shared read cache when it holds it (ADR 0074). A staff
 * write is recorded in the audit trail (ADR 0120) in its transaction; `via`: the transport it came by.
 */
export async function runOperation(
  name: string,
  op: AnyOperation,
  ctx: AppContext,
  input: unknown,
  via: AuditVia,
) {
  if (isAudited(op)) return runAudited(name, op, ctx, input, via, (inner) => answerOf(name, op, inner, input))
  if (!op.sameForEveryone) return answerOf(name, op, ctx, input)
  const cache = ctx.runtime.readCache
  const key = resultKey(name, input)
  const kept = cache.getResult(key)
  if (kept !== undefined) return kept
  const generation = cache.generation
  const output = await answerOf(name, op, ctx, input)
  // One object then answers many requests: under test it is frozen, so a caller that changes it fails there.
  cache.storeResult(key, ctx.config.NODE_ENV === 'test' ? deepFreeze(output) : output, generation)
  return output
}

async function answerOf(name: string, op: AnyOperation, ctx: AppContext, input: unknown) {
  const output: unknown = await op.run({ ctx, input } as never)
  if (ctx.config.NODE_ENV === 'test') assertDocumented(name, op.output, output)
  return output
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  for (const item of Object.values(value)) deepFreeze(item)
  return Object.freeze(value)
}

export function assertDocumented(name: string, schema: z.ZodType, output: unknown) {
  const result = schema.safeParse(output)
  if (!result.success)
    throw new Error(`${name} answered outside its output schema: ${JSON.stringify(result.error.issues)}`)
  const extra = undocumentedPaths(asJson(output), asJson(result.data))
  if (extra.length) throw new Error(`${name} answered fields its output schema does not document: ${extra}`)
}

const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)))

/** Paths present in what was sent but gone after parsing (z.object drops keys it does not know). */
function undocumentedPaths(sent: unknown, documented: unknown, path = '$'): string[] {
  if (Array.isArray(sent) && Array.isArray(documented))
    return sent.flatMap((item, index) => undocumentedPaths(item, documented[index], `${path}[${index}]`))
  if (!isObject(sent) || !isObject(documented)) return []
  return Object.keys(sent).flatMap((key) =>
    key in documented ? undocumentedPaths(sent[key], documented[key], `${path}.${key}`) : [`${path}.${key}`],
  )
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
