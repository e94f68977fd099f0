import { countLookup } from '@/server/lib/metrics/metrics'
import { createHash } from 'node:crypto'

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
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>()
  private generationCount = 0

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0
  }

  get generation() {
    return this.generationCount
  }

  /** An HTTP answer kept under its URL. */
  get(url: string): SharedRead | undefined {
    return this.lookup(url) as SharedRead | undefined
  }

  /** Keeps an HTTP answer unless a write happened since `generation` was read. */
  store(url: string, read: SharedRead, generation: number) {
    this.keep(url, read, generation)
  }

  /** An operation's answer kept under its name and input (`resultKey`). */
  getResult(key: ResultKey): unknown {
    return this.lookup(key)
  }

  /** Keeps an operation's answer unless a write happened since `generation` was read. */
  storeResult(key: ResultKey, value: unknown, generation: number) {
    this.keep(key, value, generation)
  }

  private lookup(key: string): unknown {
    const found = this.find(key)
    if (this.enabled) countLookup('public-reads', found)
    return found
  }

  private find(key: string): unknown {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    // Map order doubles as least-recently-used order.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  private keep(key: string, value: unknown, generation: number) {
    if (!this.enabled || generation !== this.generationCount) return
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs })
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }

  clear() {
    this.generationCount++
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }
}

/** Where an operation's answer is kept; never a URL, so it cannot meet an HTTP answer's key. */
export type ResultKey = `operation ${string}`

export const resultKey = (name: string, input: unknown): ResultKey =>
  `operation ${name} ${JSON.stringify(input ?? null)}`
