import type { Context } from 'hono'

/**
 * Sets a header on the response a handler already returned. Hono's `c.header()` at that point rebuilds the
 * Response from its body (a new stream, and for a string body a scan of every character), which cost a kept
 * page or a kept read more than serving it did; the headers of our own responses can simply be changed.
 */
export function setResponseHeader(c: Context, name: string, value: string, options?: { append?: boolean }) {
  try {
    if (options?.append) c.res.headers.append(name, value)
    else c.res.headers.set(name, value)
  } catch {
    // Immutable headers (a Response.redirect, a fetched response): Hono's way copies them.
    c.header(name, value, options)
  }
}
