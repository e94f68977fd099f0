/**
 * What a failed procedure call says, wherever it failed: in the browser tRPC throws a TRPCClientError (`.data.code`,
 * `.data.fields`), in the server render a TRPCError (`.code`, `.cause.fields`). Read by shape, so neither
 * library's error class has to be bundled for the browser.
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
