import type { Context, Hono, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { AppError } from '@/server/errors'
import { parseWith } from '@/server/lib/validate'
import {
  isStaffAccess,
  type AnyOperation,
  type fileSchema,
  type RestBinding,
} from '@/server/operations/define'
import { runOperation } from '@/server/operations/run'
import { contextOf } from './context'
import type { AppEnv } from './env'
import { requireRole } from './require-role'
import { requireApiKey } from './require-api-key'
import { requireIntegrationKey } from './require-integration-key'
import { bodyLimit } from 'hono/body-limit'

/** The path's parameter names, in order: `/x/:id/y` → ['id']. */
export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!)

const unwrapOptional = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? unwrapOptional(schema.unwrap() as z.ZodType) : schema

/**
 * The pieces of a REST request an operation's input is made of, each with the part of the input schema that
 * describes it: the path parameters (named as in the URL, so a 400 names the parameter the caller sent), then
 * the query string (reads) or the JSON body (writes). Each piece is parsed once, here at the edge.
 */
export function restSchemasOf(op: AnyOperation & { rest: RestBinding }) {
  const rest = op.rest
  const names = pathParams(rest.path)
  const fieldOf = (name: string) => rest.rename?.[name] ?? name
  const input = op.input ? unwrapOptional(op.input) : undefined
  if (!input) return { names, fieldOf, params: undefined, rest: undefined }
  const shape = input instanceof z.ZodObject ? (input.shape as Record<string, z.ZodType>) : undefined
  if (names.length > 0 && !shape)
    throw new Error(`${rest.path}: an input with path parameters must be an object`)
  const params = names.length
    ? z.object(Object.fromEntries(names.map((name) => [name, shape![fieldOf(name)]!])))
    : undefined
  const taken = new Set(names.map(fieldOf))
  const remaining = shape ? Object.keys(shape).filter((key) => !taken.has(key)) : []
  const restSchema =
    rest.body === 'values'
      ? shape!.values
      : names.length === 0
        ? input
        : remaining.length
          ? z.object(Object.fromEntries(remaining.map((key) => [key, shape![key]!])))
          : undefined
  return { names, fieldOf, params, rest: restSchema }
}

/** Where the rest of the input comes from: the query string for reads, the JSON body for writes. */
export const inputSource = (rest: RestBinding) => (rest.method === 'GET' ? 'query' : 'body')

async function jsonBody(c: Context, optional: boolean): Promise<unknown> {
  const text = await c.req.text()
  if (optional && !text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.')
  }
}

/**
 * The version an `If-Match` header names (`"v3"`, or weak `W/"v3"`, as GET's ETag): a number, undefined for no
 * header or `*` (any version), and a 400 for anything else, rather than a save that silently checks nothing.
 */
export function versionOfIfMatch(header: string | undefined): number | undefined {
  const value = header?.trim()
  if (!value || value === '*') return undefined
  const match = /^(?:W\/)?"v([1-9][0-9]{0,9})"$/.exec(value)
  if (!match)
    throw new AppError(
      'BAD_REQUEST',
      'If-Match must be the ETag the GET of this record answered, such as "v3".',
      { fields: { 'If-Match': 'Not an ETag of this API' } },
    )
  return Number(match[1])
}

/** The REST answer around an operation's output (see RestBinding.envelope). */
export function envelopeOf(rest: RestBinding, output: unknown): unknown {
  if (rest.envelope === 'raw' || rest.envelope === 'file') return output
  if (rest.envelope) {
    const { [rest.envelope.list]: data, ...meta } = output as Record<string, unknown>
    return { data, meta }
  }
  return { data: output }
}

function handlerOf(name: string, op: AnyOperation & { rest: RestBinding }) {
  const rest = op.rest
  const schemas = restSchemasOf(op)
  return async (c: Context<AppEnv>): Promise<Response> => {
    let input: unknown
    if (op.input) {
      const params = schemas.params ? parseWith(schemas.params, c.req.param()) : {}
      const renamed = Object.fromEntries(
        Object.entries(params as Record<string, unknown>).map(([key, value]) => [
          schemas.fieldOf(key),
          value,
        ]),
      )
      const raw = schemas.rest
        ? inputSource(rest) === 'query'
          ? c.req.query()
          : await jsonBody(c, rest.body === 'optional')
        : undefined
      const parsed = schemas.rest ? parseWith(schemas.rest, raw) : {}
      input = rest.body === 'values' ? { ...renamed, values: parsed } : { ...renamed, ...(parsed as object) }
      const expected = rest.ifMatch ? versionOfIfMatch(c.req.header('if-match')) : undefined
      if (rest.ifMatch && expected !== undefined) input = { ...(input as object), [rest.ifMatch]: expected }
    }
    const resHeaders = new Headers()
    const output = await runOperation(name, op, contextOf(c, resHeaders), input, 'rest')
    for (const [header, value] of resHeaders) c.header(header, value, { append: true })
    if (rest.noStore) c.header('Cache-Control', 'no-store')
    if (rest.shared) c.set('sharedRead', true)
    if (rest.envelope === 'file') {
      const file = output as z.output<typeof fileSchema>
      c.header('Content-Disposition', `attachment; filename="${file.filename}"`)
      return c.body(file.body, rest.status ?? 200, { 'Content-Type': file.contentType })
    }
    return c.json(envelopeOf(rest, output) as object, rest.status ?? 200)
  }
}

/**
 * Mounts every operation that has a REST binding, in table order; staff ones behind requireRole, and those with
 * `apiScopes` behind the integration keys' check first.
 */
export function mountOperations(app: Hono<AppEnv>, operations: { name: string; op: AnyOperation }[]) {
  for (const { name, op } of operations) {
    if (!op.rest) continue
    const bound = op as AnyOperation & { rest: RestBinding }
    const keys = op.apiScopes?.length ? [requireIntegrationKey(op.apiScopes)] : []
    const guards = [
      ...keys,
      ...(isStaffAccess(op.access)
        ? [requireRole(op.access.roles, op.access.duringTwoFactorSetup)]
        : op.access === 'apiKey'
          ? [requireApiKey]
          : []),
    ]
    const cap = op.rest.bodyLimit ? [bodyCap(op.rest.bodyLimit)] : []
    const handlers: MiddlewareHandler<AppEnv>[] = [...guards, ...cap, handlerOf(name, bound)]
    app.on(op.rest.method, op.rest.path, ...(handlers as [MiddlewareHandler<AppEnv>]))
  }
  return app
}

/** An operation's own, tighter body cap (its 413 names what was too large). */
export const bodyCap = ({ bytes, message }: NonNullable<RestBinding['bodyLimit']>) =>
  bodyLimit({ maxSize: bytes, onError: (c) => c.json({ error: message }, 413) })

/** The procedures whose operation caps its body: app.ts applies the same cap at `/trpc/<name>`. */
export const procedureBodyCaps = (operations: { name: string; op: AnyOperation }[]) =>
  operations.flatMap(({ name, op }) =>
    op.rest?.bodyLimit && op.trpc !== false
      ? [{ path: `/trpc/${name}`, cap: bodyCap(op.rest.bodyLimit) }]
      : [],
  )
