import { randomBytes } from 'node:crypto'

/**
 * A new public id (ADR 0053): 128 bits from the operating system's CSPRNG, base64url (22 characters), so it can
 * be neither guessed nor counted.
 */
export const newPublicId = (): string => randomBytes(16).toString('base64url')

/**
 * The same shape made by the database, for rows inserted without one (the migration's backfill, hand-written
 * SQL): 32 hex digits from the fully random parts of three `gen_random_uuid()`s (strong random; the version and
 * variant digits are left out), as unpadded base64url. Built-ins only, so PostgreSQL 13+ and PGlite share it
 * (no pgcrypto); no function of our own, which the schema diff would try to drop. The migration spells it out.
 */
export const PUBLIC_ID_DEFAULT_SQL =
  "translate(rtrim(encode(decode(right(gen_random_uuid()::text, 12) || right(gen_random_uuid()::text, 12) || left(gen_random_uuid()::text, 8), 'hex'), 'base64'), '='), '+/', '-_')"
