/**
 * For list screens that show their own spinner (spec: "Spinner while loading"): the server render waits for
 * the data, so the first HTML holds the content (decision D22); in the browser the loader only starts the fetch
 * and the page renders at once with its spinner, then its data.
 */
export function awaitOnServer(loading: Promise<unknown>): Promise<unknown> | undefined {
  if (typeof window === 'undefined') return loading
  // The screen reads the same query and shows its error state; the loader must not fail the route for it.
  loading.catch(() => {})
  return undefined
}

/** NOT_FOUND from a procedure, called in-process (TRPCError.code) or over HTTP (TRPCClientError.data.code). */
export function isNotFoundError(error: unknown): boolean {
  const candidate = error as { code?: unknown; data?: { code?: unknown } } | null
  return candidate?.code === 'NOT_FOUND' || candidate?.data?.code === 'NOT_FOUND'
}

/**
 * For a page named by its URL (a slug, an id): NOT_FOUND, or BAD_REQUEST when the procedure refused the key itself
 * (a slug with a control character, an id that is not a number). Either way the URL names nothing: a 404 page.
 */
export function isMissingError(error: unknown): boolean {
  const candidate = error as { code?: unknown; data?: { code?: unknown } } | null
  const code = candidate?.data?.code ?? candidate?.code
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST'
}
