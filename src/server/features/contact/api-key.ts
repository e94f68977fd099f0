import { createHash, timingSafeEqual } from 'node:crypto'

export const API_KEY_HEADER = 'X-API-Key'
export const API_KEY_DISABLED =
  'The contact submissions API is disabled on this server: set ADMIN_API_KEY to enable it.'

/**
 * Compares in constant time. Both sides are hashed first, so neither the length nor any prefix of the real key
 * shows in how long a wrong guess takes.
 */
export function apiKeyMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(expected), digest(given))
}
