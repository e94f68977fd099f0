/** A JSON object (not a list, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A saved document over a base, object by object: a section the saved one lacks (added to the part's schema since
 * it was saved) takes the base's. Lists and texts are the saved ones whole. The server reads a stored part over its
 * demo copy; a restore puts an old revision over the copy the editor holds.
 */
export function withDefaults(base: unknown, saved: unknown): unknown {
  if (!isRecord(base) || !isRecord(saved)) return saved === undefined ? base : saved
  return Object.fromEntries(Object.keys(base).map((key) => [key, withDefaults(base[key], saved[key])]))
}
