import { z } from 'zod'
import type { ApiScope } from '@/shared/api-keys/api-key.schema'
import type { Role } from '@/shared/auth/roles'
import type { CurrentUser } from '@/server/features/auth/current-user'
import type { AppContext } from './context'

/**
 * One operation, defined once (ADR 0072): its input and output schemas, who may call it, the service call, and
 * where REST finds it. tRPC (trpc/operations.ts) and REST (http/rest-operations.ts) are both derived from this
 * definition, and the OpenAPI document (http/openapi.ts) is generated from the same schemas.
 */
/** Staff whose role is one of `roles` (ADR 0091): anonymous → 401, any other account → 403. */
export interface StaffAccess {
  readonly roles: readonly [Role, ...Role[]]
  /** Open to an account that must still set up two-factor sign-in (ADR 0115); every other staff operation refuses it. */
  readonly duringTwoFactorSetup?: true
}

export type Access =
  | 'public'
  /** REST only: the X-API-Key header must equal ADMIN_API_KEY (decision D6). */
  | 'apiKey'
  | StaffAccess

/**
 * The staff roles an operation allows, e.g. `access: staff('admin', 'editor')`. `admin` comes first and cannot
 * be left out: admins may do everything (issue 35), so each declaration reads as "admins and ...".
 */
export const staff = (...roles: ['admin', ...Role[]]): StaffAccess => ({ roles })

/** Every staff role: what any staff member may do for themselves (their profile, their password). */
export const anyStaff = staff('admin', 'editor', 'author', 'sales')

/** Every staff role, even before the two-factor set-up an admin requires: the set-up itself, one's sessions. */
export const anyStaffDuringTwoFactorSetup: StaffAccess = { ...anyStaff, duringTwoFactorSetup: true }

export const isStaffAccess = (access: Access): access is StaffAccess => typeof access === 'object'

/** What a staff operation's `run` receives: the context with a signed-in user, already checked. */
export type ContextFor<A extends Access> = A extends StaffAccess
  ? AppContext & { user: CurrentUser }
  : AppContext

export interface RestBinding {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Under /api, Hono style: `/campus-programs/:id`. Path parameters are fields of the input. */
  path: string
  /** Success status; 200 unless given. */
  status?: 200 | 201 | 202
  /**
   * Where the JSON body goes in the input: beside the path parameters (default), or under `values`
   * (`PATCH /x/:id` with the fields → `{ id, values }`, the procedures' update shape). 'optional': beside them,
   * and an empty body is `{}`.
   */
  body?: 'merge' | 'values' | 'optional'
  /** A path parameter whose input field has another name: `{ id: 'profileId' }`. */
  rename?: Record<string, string>
  /**
   * The body around the output: `{ data: output }` (default); `'raw'`: the output is the whole body; or
   * `{ list: key }`: `{ data: output[key], meta: the rest of output }`; `'file'`: the output is a download
   * (`fileSchema`), sent as its own content type.
   */
  envelope?: 'raw' | 'file' | { list: string }
  /** A download's media type, for the API description (`envelope: 'file'`); CSV unless given. */
  fileType?: string
  /** Private answers (staff lists) must not be kept by any cache. */
  noStore?: boolean
  /**
   * A public read every anonymous caller gets the same answer to (the blog, programs, schools): kept in the
   * shared read cache and sent with an ETag (ADR 0074). Never for what is private or changes without a write.
   */
  shared?: true
  /** A body cap tighter than the API's general one (bytes), on this route and on its procedure. */
  bodyLimit?: { bytes: number; message: string }
  /**
   * When this route answers a status the API description cannot derive from the rest (ADR 0084): `429` for a
   * rate limit, `401` for an operation that checks credentials itself, or a more exact reason for a `409`.
   */
  errors?: Partial<Record<401 | 409 | 429, string>>
  /**
   * The input field the `If-Match` request header fills (ADR 0135): an ETag `"v<version>"` becomes that number.
   * Without the header (or with `*`) the field stays as the body left it.
   */
  ifMatch?: string
}

/** The value of an input, and of an answer, as an operation's callbacks receive them. */
type InputValue<I> = I extends z.ZodType ? z.output<I> : undefined

/**
 * How the audit trail describes a staff write (ADR 0120, docs/audit.md). Every staff or API-key `mutation` is
 * recorded without it: by default its record is the operation's group (`programs` for `programs.update`) and
 * the input's `id` or else the answer's. Declare `record` for a better name, `change` for a status or role
 * change. Codes and ids only: never a body, a name, an email or a message.
 */
export interface AuditSpec<In, Out, Ctx> {
  /** The record written, as a kind and an id (`{ kind: 'lead', id: input.id }`); null: none to name. */
  record?(args: { ctx: Ctx; input: In; output: Out }): { kind: string; id: string | number } | null
  /**
   * A status or role change: the field, its value before (read in the write's transaction, before `run`) and
   * after. Values are codes (`new`, `contacted`; `editor`), never free text.
   */
  change?: {
    field: string
    from(args: { ctx: Ctx; input: In }): Promise<string | null> | string | null
    to(args: { input: In; output: Out }): string | null
  }
  /**
   * The entry is written in one transaction with `run`, so the write and its entry commit together and a failed
   * write leaves none. Only for a `run` that writes through `ctx.em` alone: one that sends email, enqueues jobs
   * through pg-boss's own connection, uses the throttles (`ctx.runtime`) or reads through another connection
   * would wait for the transaction (on PGlite, one connection) and fail. Without it, the entry follows a
   * successful `run` in a statement of its own.
   */
  withWrite?: true
}

export interface OperationDef<
  I extends z.ZodType | undefined,
  O extends z.ZodType,
  R,
  A extends Access,
  K extends 'query' | 'mutation',
> {
  /** One line for the API reference. */
  summary: string
  access: A
  /**
   * The API-key scopes that reach this operation over REST (ADR 0095), beside `access`: a request with an
   * integration key (`X-API-Key: cpk_…`) holding one of them passes instead of a staff session. Keys never reach
   * tRPC. The operation then runs without a user (`ctx.user` is null): give scopes only to operations whose
   * `run` does not read the user (the access-matrix test calls each with a key).
   */
  apiScopes?: readonly ApiScope[]
  kind: K
  input?: I
  /** What a successful call returns (Dates as Dates; REST sends them as ISO strings). */
  output: O
  run(args: { ctx: ContextFor<A>; input: InputValue<I> }): Promise<R> | R
  /** The REST route; absent for operations only the React client calls. */
  rest?: RestBinding
  /**
   * A public query whose answer depends on its input alone, never on who asks (the blog's categories, tags and
   * cards): kept with the shared reads and emptied with them by any write (ADR 0074), so the server render of a
   * staff page reads it from memory as an anonymous caller would. Never for drafts, budgets or anything private.
   */
  sameForEveryone?: A extends 'public' ? (K extends 'query' ? true : never) : never
  /** False for a REST-only operation (its procedure twin answers differently and is its own operation). */
  trpc?: false
  /**
   * A staff (or API-key) write is recorded in the audit trail by default (ADR 0120); this describes its record
   * and change. `false` only for a mutation that writes nothing (a preview).
   */
  audit?: K extends 'mutation' ? false | AuditSpec<InputValue<I>, Awaited<R>, ContextFor<A>> : never
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = OperationDef<z.ZodType | undefined, z.ZodType, any, Access, 'query' | 'mutation'>

/** A feature's operations by procedure name; a nested record is a nested router (`blog.categories.list`). */
export interface OperationTable {
  [name: string]: AnyOperation | OperationTable
}

/**
 * Defines an operation. `R extends z.input<O>` makes the compiler check that the service's answer has the
 * documented shape; the procedure's type is the service's own return type, so clients keep their exact types.
 */
export function operation<
  const K extends 'query' | 'mutation',
  const A extends Access,
  O extends z.ZodType,
  R extends z.input<O>,
  I extends z.ZodType | undefined = undefined,
>(def: OperationDef<I, O, R, A, K>): OperationDef<I, O, R, A, K> {
  return def
}

export const isOperation = (value: AnyOperation | OperationTable): value is AnyOperation =>
  typeof (value as AnyOperation).run === 'function'

/** A download (`envelope: 'file'`): its name, content type and text. */
export const fileSchema = z.object({ filename: z.string(), contentType: z.string(), body: z.string() })

/** Every operation of a table with its dotted procedure name, in table order. */
export function flatten(table: OperationTable, prefix = ''): { name: string; op: AnyOperation }[] {
  return Object.entries(table).flatMap(([key, value]) =>
    isOperation(value) ? [{ name: `${prefix}${key}`, op: value }] : flatten(value, `${prefix}${key}.`),
  )
}

/** An operation only REST serves (its procedure twin answers in another shape and is its own operation). */
export function restOperation<
  const K extends 'query' | 'mutation',
  const A extends Access,
  O extends z.ZodType,
  R extends z.input<O>,
  I extends z.ZodType | undefined = undefined,
>(
  def: OperationDef<I, O, R, A, K> & { rest: RestBinding },
): OperationDef<I, O, R, A, K> & { rest: RestBinding; trpc: false } {
  return { ...def, trpc: false }
}
