/** Where staff land after signing in when no (usable) destination was given. */
export const DEFAULT_AFTER_SIGN_IN = '/admin'

/**
 * The `redirect` search parameter of /login, made safe: only a path on this site is followed (never
 * `//evil.example`, `/\evil.example`, `https://...` or `javascript:`), and never /login itself. Anything else
 * lands on the default.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//'))
    return DEFAULT_AFTER_SIGN_IN
  // Browsers treat a backslash like a slash, and drop tabs and newlines, when they resolve a URL.
  if (/[\\\t\r\n]/.test(target)) return DEFAULT_AFTER_SIGN_IN
  const base = 'http://same.invalid'
  let url: URL
  try {
    url = new URL(target, base)
  } catch {
    return DEFAULT_AFTER_SIGN_IN
  }
  if (url.origin !== base) return DEFAULT_AFTER_SIGN_IN
  if (url.pathname.toLowerCase() === '/login') return DEFAULT_AFTER_SIGN_IN
  return `${url.pathname}${url.search}${url.hash}`
}
