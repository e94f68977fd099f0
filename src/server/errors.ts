import {
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core'
import { ZodError } from 'zod'
import { isDatabaseUnavailable } from './db/unavailable'

/**
 * The one error type services throw. Its code decides the HTTP status and the tRPC code, in one table, so a
 * behaviour answers the same way through REST, tRPC and the server-rendered pages.
 */
export const appErrorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const

export type AppErrorCode = keyof typeof appErrorStatus

/** Field name (dotted path) → first message for it: what a form shows beside each field. */
export type FieldErrors = Record<string, string>

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly options: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message)
    this.name = 'AppError'
  }

  get status() {
    return appErrorStatus[this.code]
  }

  get fields() {
    return this.options.fields
  }
}

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '(body)'
    fields[key] ??= issue.message
  }
  return fields
}

/** A 400 that names every invalid field, e.g. "Invalid input: email: Invalid email address". */
export function validationError(error: ZodError): AppError {
  const fields = fieldErrorsOf(error)
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ')
  return new AppError('BAD_REQUEST', `Invalid input: ${summary}`, { fields })
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`)

/** Database constraint failures that reach this far are the caller's conflict, not our crash. */
function fromDatabase(error: unknown): AppError | undefined {
  if (error instanceof UniqueConstraintViolationException)
    return new AppError('CONFLICT', 'That already exists.')
  if (error instanceof ForeignKeyConstraintViolationException)
    return new AppError('CONFLICT', 'That refers to something that does not exist, or is still in use.')
  if (error instanceof NotNullConstraintViolationException)
    return new AppError('BAD_REQUEST', 'A required field is missing.')
  return undefined
}

/** A database that is down, frozen or saturated is a temporary 503 for the caller (ADR 0071), not a 500. */
export const DATABASE_RETRY_AFTER_SECONDS = 5
export const databaseUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The database is not answering right now. Please try again shortly.', {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  })

export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error
  if (error instanceof ZodError) return validationError(error)
  if (isDatabaseUnavailable(error)) return databaseUnavailable()
  return fromDatabase(error)
}
