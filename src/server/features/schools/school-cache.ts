import type { EventSubscriber } from '@mikro-orm/core'
import type { Em } from '@/server/db/orm'
import { MemoryCache } from '@/server/lib/cache/memory-cache'
import { SchoolEntity } from './school.entity'

/**
 * The directory's reads, remembered for a short while (docs/decisions/0022-school-search.md). The directory is
 * the busiest page of the site and changes rarely: a page or search answered once is answered again from
 * memory. Any school written through the ORM in this process empties the cache at once, and other replicas are
 * told through the change feed (ADR 0014); writes it cannot see (the import command) show within `ttlSeconds`. Concurrent
 * identical requests share one database read. Bounded: the least recently used entries go first.
 */
export class SchoolDirectoryCache {
  /** The loads themselves: concurrent identical requests share one database read. */
  private readonly entries: MemoryCache<Promise<unknown>>
  private pendingWrite = false
  private readonly watched = new WeakSet<object>()

  constructor(
    ttlSeconds: number,
    maxEntries = 500,
    now: () => number = Date.now,
    /** Called once a school write in this process has committed, to tell the other replicas. */
    private readonly onCommittedWrite: () => void = () => {},
  ) {
    this.entries = new MemoryCache({ ttlMs: ttlSeconds * 1000, maxEntries, now, name: 'schools' })
  }

  get size() {
    return this.entries.size
  }

  invalidate() {
    this.entries.clear()
  }

  /** The same as `invalidate`, for the change-feed table (runtime.ts). */
  clear() {
    this.invalidate()
  }

  async get<T>(em: Em, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.entries.enabled) return load()
    this.watchWrites(em)
    const cached = this.entries.get(key)
    if (cached) return cached as Promise<T>
    const generation = this.entries.generation
    const value = load()
    this.entries.set(key, value, generation)
    try {
      return await value
    } catch (error) {
      this.entries.delete(key)
      throw error
    } finally {
      // A write while this read ran may have raced it: keep the answer only if nothing changed meanwhile.
      if (generation !== this.entries.generation) this.entries.delete(key)
    }
  }

  /**
   * Listens to the ORM once per event manager (forks share their parent's): a school created, updated or
   * deleted empties the cache, and again when the transaction that wrote it commits, so a read that ran
   * between the write and the commit is not kept.
   */
  watchWrites(em: Em) {
    const events = em.getEventManager()
    if (this.watched.has(events)) return
    this.watched.add(events)
    const changed = () => {
      this.pendingWrite = true
      this.invalidate()
    }
    const committed = () => {
      if (!this.pendingWrite) return
      this.pendingWrite = false
      this.invalidate()
      this.onCommittedWrite()
    }
    const subscriber: EventSubscriber = {
      getSubscribedEntities: () => [SchoolEntity],
      afterCreate: changed,
      afterUpdate: changed,
      afterDelete: changed,
      afterUpsert: changed,
      afterFlush: committed,
      afterTransactionCommit: committed,
    }
    events.registerSubscriber(subscriber)
  }
}
