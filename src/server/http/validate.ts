import type { Context } from 'hono'
import type { z } from 'zod'
import { AppError } from '@/server/errors'
import { parseWith } from '@/server/lib/validate'

/** The JSON body, validated. A body that is not JSON is a 400 that says so. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.')
  }
  return parseWith(schema, body)
}

/** Query parameters, validated (repeated keys keep their last value). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query())
}

/** Path parameters, validated: `/schools/abc` with a numeric schema is a 400, not a 404. */
export function readParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.param())
}
