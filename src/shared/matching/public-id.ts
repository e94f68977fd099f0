/**
 * The public identifier of a brand profile or a recommendation (ADR 0053): 16 random bytes as base64url, 22
 * characters. Whoever holds it can read the brief, so it is the only way in; the integer primary keys stay
 * internal. No zod here: the results route checks URLs with it, and route options load with every page.
 */
export const PUBLIC_ID_LENGTH = 22

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/

/** True for a string shaped like a public id. Anything else (a number, "1", a short or long string) is unknown. */
export const isPublicId = (value: unknown): value is string =>
  typeof value === 'string' && PUBLIC_ID.test(value)
