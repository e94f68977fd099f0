import { createHash, randomBytes } from 'node:crypto'
import type { Em } from '@/server/db/orm'

/**
 * Single-use, expiring links (staff invitations, password resets; ADR 0110). The link carries 256 random bits;
 * the database keeps only their SHA-256, so a leaked table or backup cannot be turned into working links. A
 * table holding such tokens has the columns `token_hash`, `expires_at` and `used_at`.
 */
export interface IssuedToken {
  /** What goes into the link, and nowhere else (not the database, not the job queue, not the logs). */
  token: string
  hash: string
  expiresAt: Date
}

/** Tokens are 43 base64url characters; anything much longer is not one of ours and is not even hashed. */
const MAX_TOKEN_LENGTH = 100

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function issueToken(lifetimeMs: number, now = new Date()): IssuedToken {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + lifetimeMs) }
}

/** The tables that hold single-use tokens (a fixed list: the name is written into the statement). */
export type TokenTable = 'staff_invitations' | 'password_resets'

/**
 * Uses the token: one statement marks it used if it is unused and unexpired, and answers its row's id, or null
 * for an unknown, used or expired token (one answer for all three, so a caller cannot tell them apart). Two
 * requests with the same link race on the row's lock: exactly one gets the id. Call it inside the transaction
 * that does what the token allows, so a failure there leaves the token unused.
 */
export async function claimToken(em: Em, table: TokenTable, token: string, now = new Date()) {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null
  const rows = await em.execute<{ id: number }[]>(
    `update "${table}" set "used_at" = ? where "token_hash" = ? and "used_at" is null and "expires_at" > ? returning "id"`,
    [now, hashToken(token), now],
  )
  return rows[0]?.id ?? null
}

/** Finds an unused, unexpired token's row id without using it (to show what a link is for before acting). */
export async function peekToken(em: Em, table: TokenTable, token: string, now = new Date()) {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null
  const rows = await em.execute<{ id: number }[]>(
    `select "id" from "${table}" where "token_hash" = ? and "used_at" is null and "expires_at" > ?`,
    [hashToken(token), now],
  )
  return rows[0]?.id ?? null
}
