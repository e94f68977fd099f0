import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { AppError, toAppError } from '@/server/errors'
import { UNAVAILABLE_PAGE } from './static-pages'
import type { AppEnv } from './env'

/** A browser asking for a page, not a client of the API: it gets HTML it can show. */
const wantsPage = (c: Context<AppEnv>) =>
  !/^\/(api|trpc)(\/|$)/.test(c.req.path) && (c.req.header('Accept') ?? '').includes('text/html')

/**
 * The single error mapper for REST and pages' server errors: known errors become their status with
 * `{ error, fields? }`; anything else is logged with the request id and answered with a plain 500 that carries
 * no stack trace.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const appError = toAppError(error)
  if (appError) {
    // The caller gets a 503; the operator gets the driver's reason (one line, no stack: it is not a bug).
    if (appError.code === 'SERVICE_UNAVAILABLE' && !(error instanceof AppError))
      c.get('log')?.warn({ reason: error.message.split('\n')[0] }, 'database unavailable')
    if (appError.options.retryAfterSeconds)
      c.header('Retry-After', String(appError.options.retryAfterSeconds))
    if (appError.code === 'SERVICE_UNAVAILABLE' && wantsPage(c)) return c.html(UNAVAILABLE_PAGE, 503)
    return c.json(
      { error: appError.message, ...(appError.fields ? { fields: appError.fields } : {}) },
      appError.status,
    )
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    return c.json({ error: error.message || 'Request failed.' }, status)
  }
  const log = c.get('log')
  log?.error({ err: error }, 'unhandled error')
  return c.json({ error: 'Something went wrong. Please try again.', requestId: c.get('requestId') }, 500)
}
