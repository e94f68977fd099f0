import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server'
import type { z } from 'zod'
import type { AnyOperation, OperationDef, OperationTable } from '@/server/operations/define'
import { isOperation, isStaffAccess } from '@/server/operations/define'
import { runOperation } from '@/server/operations/run'
import { publicProcedure, staffProcedure, type ProcedureMeta } from './init'

// tRPC's own type for a procedure without input.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
type InputOf<I> = I extends z.ZodType ? z.input<I> : void

type ProcedureOf<T> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  T extends OperationDef<infer I, any, infer R, any, infer K>
    ? K extends 'query'
      ? TRPCQueryProcedure<{ input: InputOf<I>; output: Awaited<R>; meta: ProcedureMeta }>
      : TRPCMutationProcedure<{ input: InputOf<I>; output: Awaited<R>; meta: ProcedureMeta }>
    : never

/** A table's procedures, typed from each operation's input schema and its service's return type. */
export type ProceduresOf<T extends OperationTable> = {
  [K in keyof T as T[K] extends { trpc: false } ? never : K]: T[K] extends AnyOperation
    ? ProcedureOf<T[K]>
    : T[K] extends OperationTable
      ? ProceduresOf<T[K]>
      : never
}

/**
 * The tRPC side of a feature's operations: each becomes a procedure of the same name (a nested table, a nested
 * router), guarded by staffProcedure with the roles its access names (which the access-matrix test reads).
 */
export function proceduresOf<T extends OperationTable>(table: T, prefix = ''): ProceduresOf<T> {
  const record: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(table)) {
    const name = `${prefix}${key}`
    if (!isOperation(value)) {
      record[key] = proceduresOf(value, `${name}.`)
      continue
    }
    if (value.trpc === false) continue
    const op = value
    if (op.access === 'apiKey') throw new Error(`${name}: API-key operations are REST only (restOperation)`)
    const base = isStaffAccess(op.access)
      ? staffProcedure(op.access.roles, op.access.duringTwoFactorSetup)
      : publicProcedure
    const withInput = op.input ? base.input(op.input) : base
    const resolve = ({ ctx, input }: { ctx: Parameters<typeof runOperation>[2]; input: unknown }) =>
      runOperation(name, op, ctx, input, 'trpc')
    record[key] = op.kind === 'query' ? withInput.query(resolve) : withInput.mutation(resolve)
  }
  return record as ProceduresOf<T>
}
