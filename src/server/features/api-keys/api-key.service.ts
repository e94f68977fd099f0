import { createHash, randomBytes } from 'node:crypto'
import type { z } from 'zod'
import type { Em } from '@/server/db/orm'
import { notFound } from '@/server/errors'
import {
  API_KEY_PREFIX,
  type ApiKey,
  type apiKeyInputSchema,
  type ApiScope,
} from '@/shared/api-keys/api-key.schema'
import { ApiKeyEntity, type ApiKeyRow } from './api-key.entity'

const hashOf = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex')

const statusOf = (row: ApiKeyRow, now: Date): ApiKey['status'] =>
  row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active'

const toDto = (row: ApiKeyRow, now = new Date()): ApiKey => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  scopes: row.scopes,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt ?? null,
  lastUsedAt: row.lastUsedAt ?? null,
  revokedAt: row.revokedAt ?? null,
  status: statusOf(row, now),
})

/** Creates a key: the answer holds the key itself, this once; the table only its hash. */
export async function createApiKey(em: Em, input: z.output<typeof apiKeyInputSchema>) {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  const row = em.create(ApiKeyEntity, {
    name: input.name,
    scopes: input.scopes,
    expiresAt: input.expiresAt ?? null,
    hint: key.slice(0, 10),
    hash: hashOf(key),
  })
  await em.flush()
  return { ...toDto(row), key }
}

/** Every key, newest first, revoked ones included (their log of use stays readable). */
export async function listApiKeys(em: Em): Promise<ApiKey[]> {
  const rows = await em.find(ApiKeyEntity, {}, { orderBy: { id: 'desc' } })
  const now = new Date()
  return rows.map((row) => toDto(row, now))
}

/**
 * Revokes a key. Keys are checked in the database on every request (never kept in a replica's memory), so
 * the next request with it is refused on every replica.
 */
export async function revokeApiKey(em: Em, id: number, now = new Date()): Promise<ApiKey> {
  const row = await em.findOne(ApiKeyEntity, { id })
  if (!row) throw notFound('API key')
  row.revokedAt ??= now
  await em.flush()
  return toDto(row, now)
}

export type KeyCheck =
  | { ok: true; id: number; name: string; scopes: ApiScope[] }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' }

/** Looks a presented key up by its hash; records its use at most once a minute (a write per call would be waste). */
export async function checkApiKey(em: Em, key: string, now = new Date()): Promise<KeyCheck> {
  const row = await em.findOne(ApiKeyEntity, { hash: hashOf(key) })
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.revokedAt) return { ok: false, reason: 'revoked' }
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
  const minuteAgo = new Date(now.getTime() - 60_000)
  await em.nativeUpdate(
    ApiKeyEntity,
    { id: row.id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: minuteAgo } }] },
    { lastUsedAt: now },
  )
  return { ok: true, id: row.id, name: row.name, scopes: row.scopes }
}
