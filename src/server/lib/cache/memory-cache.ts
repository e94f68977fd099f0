import type { ChangeFeed, ChangeTopic } from '@/server/lib/cluster/change-feed'
import { countLookup, type CacheName } from '@/server/lib/metrics/metrics'

export interface MemoryCacheOptions {
  /** How long an entry is kept; 0 or less keeps nothing (the cache is off). */
  ttlMs: number
  /** Past this many entries the least recently used goes. */
  maxEntries: number
  now?: () => number
  /** Counts this cache's hits and misses in the metrics (`campuspulse_cache_lookups_total`) under this name. */
  name?: CacheName
}

/**
 * The one in-memory cache the server's caches are made of (the page cache, the shared reads, the school
 * directory, the scoring schools):
 * - expiry: an entry is gone `ttlMs` after it was kept;
 * - a size bound: past `maxEntries` the least recently used entry goes (the Map's order is the use order);
 * - a generation: `clear()` bumps it, and a value read before (`set(key, value, generation)` with the
 *   generation read when the read started) is not kept, so a read racing a write cannot keep the old answer;
 * - invalidation by change-feed topic: `invalidateOnChanges` (below) wires runtime.ts's one table of which
 *   change empties which caches, on this replica and on the others.
 */
export class MemoryCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>()
  private generationCount = 0
  private readonly now: () => number

  constructor(private readonly options: MemoryCacheOptions) {
    this.now = options.now ?? Date.now
  }

  get enabled() {
    return this.options.ttlMs > 0
  }

  /** Read before the work whose answer is kept: a `clear()` since then keeps the answer out (`set`). */
  get generation() {
    return this.generationCount
  }

  get size() {
    return this.entries.size
  }

  get(key: string): V | undefined {
    const found = this.find(key)
    if (this.enabled && this.options.name) countLookup(this.options.name, found)
    return found
  }

  private find(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  /** Keeps `value` unless the cache is off or was cleared since `generation` was read. */
  set(key: string, value: V, generation = this.generationCount): boolean {
    if (!this.enabled || generation !== this.generationCount) return false
    this.entries.delete(key)
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs })
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    return true
  }

  delete(key: string) {
    this.entries.delete(key)
  }

  clear() {
    this.generationCount++
    this.entries.clear()
  }
}

/** Anything a change can empty. */
export interface Clearable {
  clear(): void
}

/** Which caches each change-feed topic empties. */
export type InvalidationTable = Record<ChangeTopic, readonly Clearable[]>

/**
 * Wires the table: another replica's change empties the caches its topic lists here, and the returned
 * function, called where this replica changes something, empties them here and tells the others.
 */
export function invalidateOnChanges(changes: ChangeFeed, table: InvalidationTable) {
  const clear = (topic: ChangeTopic) => table[topic].forEach((cache) => cache.clear())
  for (const topic of Object.keys(table) as ChangeTopic[]) changes.on(topic, () => clear(topic))
  return (topic: ChangeTopic) => {
    clear(topic)
    changes.publish(topic)
  }
}
