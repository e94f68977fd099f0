import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import type { ApiScope } from '@/shared/api-keys/api-key.schema'

/**
 * An integration's API key (ADR 0095): its SHA-256 hash, never the key (shown once at creation). A key is 32
 * random bytes, so a fast hash is enough: there is nothing to guess a word list against.
 */
export const ApiKeyEntity = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    hint: p.string().length(12),
    hash: p.string().length(64).unique(),
    scopes: p.json<ApiScope[]>(),
    createdAt: createdAtColumn(),
    expiresAt: p.datetime().nullable(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
})
export type ApiKeyRow = InferEntity<typeof ApiKeyEntity>
