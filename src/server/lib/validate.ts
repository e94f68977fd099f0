import type { z } from 'zod'
import { validationError } from '@/server/errors'

/** Validates any value with a shared schema; a failure is a 400 naming each field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(result.error)
  return result.data
}
