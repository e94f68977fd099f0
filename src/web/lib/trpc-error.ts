/**
 * What a failed procedure call says, wherever it failed: tRPC's clients throw a TRPCClientError (`.data.code`,
 * `.data.fields`), over HTTP in the browser as in-process in the server render (entry-server.tsx); a procedure
 * called directly throws a TRPCError (`.code`, `.cause.fields`). Read by shape, so neither library's error class
 * has to be bundled for the browser.
 */
export interface ProcedureFailure {
  /** tRPC code, e.g. 'BAD_REQUEST', 'UNAUTHORIZED', 'TOO_MANY_REQUESTS'; undefined for network failures. */
  code?: string
  message: string
  /** Field name → message, when the server named invalid fields. */
  fields?: Record<string, string>
}

type Loose = {
  message?: unknown
  code?: unknown
  data?: { code?: unknown; fields?: unknown }
  cause?: { fields?: unknown }
}

const asFields = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, string>) : undefined

export function procedureFailure(error: unknown): ProcedureFailure {
  const loose = (error ?? {}) as Loose
  const code =
    typeof loose.data?.code === 'string'
      ? loose.data.code
      : typeof loose.code === 'string'
        ? loose.code
        : undefined
  const fields = asFields(loose.data?.fields) ?? asFields(loose.cause?.fields)
  const message = typeof loose.message === 'string' && loose.message ? loose.message : 'Something went wrong.'
  return { code, message, ...(fields && Object.keys(fields).length ? { fields } : {}) }
}

/**
 * What a database outage says (`databaseUnavailable()` in src/server/errors.ts; page-errors.test.ts keeps the two
 * equal). The server render's errors reach the browser as their message alone (TanStack Router dehydrates an
 * error as `new Error(message)`), so after hydration the message is all that tells a 503 from a crash.
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering right now. Please try again shortly.'

/** A procedure refused for now (503: the database is down or saturated), as opposed to a bug or a bad request. */
export function isUnavailable(error: unknown): boolean {
  if (procedureFailure(error).code === 'SERVICE_UNAVAILABLE') return true
  return error instanceof Error && error.message === DATABASE_UNAVAILABLE_MESSAGE
}
