import { createHash } from 'node:crypto'
import { MemoryCache } from '@/server/lib/cache/memory-cache'
import type { ResultKey } from '@/server/operations/result-key'

/** A public read's answer as every anonymous visitor gets it: the bytes, their headers and their ETag. */
export interface SharedRead {
  status: number
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
  /** The body compressed once when kept, for the clients that accept it (browsers, CDNs, feed readers). */
  encoded?: Partial<Record<ContentCoding, Uint8Array<ArrayBuffer>>>
  etag: string
}

export type ContentCoding = 'br' | 'gzip'

/** A strong validator for a body: the same bytes always give the same tag, on every replica. */
export const etagOf = (body: Uint8Array) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

/** True when an If-None-Match header names this tag (or `*`): the client's copy is current. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

/**
 * Public reads kept in memory for a short time (ADR 0074): the blog, programs, schools, RSS and the sitemap
 * answer a crowd from here without a session lookup, an entity manager or a query. Beside those HTTP answers it
 * keeps the answers of operations that are the same for every caller, signed in or not (`sameForEveryone`,
 * operations/run.ts), which the server render and signed-in staff read too. Any successful write through the
 * app empties it (and, over the change feed, every replica's), as it does the page cache; the time limit bounds
 * staleness for what changes without a write (a scheduled article reaching its time). A write while a read runs
 * bumps the generation, so that read's answer is not kept.
 */
export class SharedReadCache {
  private readonly cache: MemoryCache<unknown>

  constructor(ttlMs: number, maxEntries = 1000, now: () => number = Date.now) {
    this.cache = new MemoryCache({ ttlMs, maxEntries, now, name: 'public-reads' })
  }

  get enabled() {
    return this.cache.enabled
  }

  get generation() {
    return this.cache.generation
  }

  /** An HTTP answer kept under its URL. */
  get(url: string): SharedRead | undefined {
    return this.cache.get(url) as SharedRead | undefined
  }

  /** Keeps an HTTP answer unless a write happened since `generation` was read. */
  store(url: string, read: SharedRead, generation: number) {
    this.cache.set(url, read, generation)
  }

  /** An operation's answer kept under its name and input (`resultKey`). */
  getResult(key: ResultKey): unknown {
    return this.cache.get(key)
  }

  /** Keeps an operation's answer unless a write happened since `generation` was read. */
  storeResult(key: ResultKey, value: unknown, generation: number) {
    this.cache.set(key, value, generation)
  }

  clear() {
    this.cache.clear()
  }

  get size() {
    return this.cache.size
  }
}
