/** Where staff land after signing in when no (usable) destination was given: the staff home (ADR 0009). */
export const DEFAULT_AFTER_SIGN_IN = '/staff'

const BASE = 'http://same.invalid'

/** The path as a browser resolves it here, or undefined when it would leave this site. */
function resolveOnSite(path: string): URL | undefined {
  let url: URL
  try {
    url = new URL(path, BASE)
  } catch {
    return undefined
  }
  // `/.//evil.example` resolves to the path `//evil.example`: on this site, but a browser following it as a
  // link reads it as another host.
  return url.origin === BASE && !url.pathname.startsWith('//') ? url : undefined
}

/**
 * The `redirect` search parameter of /login, made safe: the candidate is resolved the way a browser resolves it
 * (dot segments, `%2e` included, collapsed) against a stand-in origin, and only a result that stays on it is
 * followed, as its path, query and fragment. Its percent-decoded path must stay too (`/%2f%2fevil.example`), in
 * case a router decodes the path before following it. Anything else, and /login itself, lands on the default.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return DEFAULT_AFTER_SIGN_IN
  // A backslash, tab or newline written as such has no business in a link of ours: refused outright.
  if (/[\\\t\r\n]/.test(target)) return DEFAULT_AFTER_SIGN_IN
  const url = resolveOnSite(target)
  if (!url) return DEFAULT_AFTER_SIGN_IN
  let decoded: string
  try {
    decoded = decodeURIComponent(url.pathname)
  } catch {
    return DEFAULT_AFTER_SIGN_IN
  }
  if (!resolveOnSite(decoded)) return DEFAULT_AFTER_SIGN_IN
  if (url.pathname.toLowerCase().replace(/\/+$/, '') === '/login') return DEFAULT_AFTER_SIGN_IN
  return `${url.pathname}${url.search}${url.hash}`
}
