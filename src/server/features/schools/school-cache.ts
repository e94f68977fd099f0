import type { EventSubscriber } from '@mikro-orm/core'
import type { Em } from '@/server/db/orm'
import { countLookup } from '@/server/lib/metrics/metrics'
import { SchoolEntity } from './school.entity'

/**
 * The directory's reads, remembered for a short while (docs/decisions/0022-school-search.md). The directory is
 * the busiest page of the site and changes rarely: a page or search answered once is answered again from
 * memory. Any school written through the ORM in this process empties the cache at once, and other replicas are
 * told through the change feed (ADR 0014); writes it cannot see (the import command) show within `ttlSeconds`. Concurrent
 * identical requests share one database read. Bounded: the least recently used entries go first.
 */
export class SchoolDirectoryCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>()
  private generation = 0
  private pendingWrite = false
  private readonly watched = new WeakSet<object>()

  constructor(
    private readonly ttlSeconds: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
    /** Called once a school write in this process has committed, to tell the other replicas. */
    private readonly onCommittedWrite: () => void = () => {},
  ) {}

  get size() {
    return this.entries.size
  }

  invalidate() {
    this.generation++
    this.entries.clear()
  }

  async get<T>(em: Em, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlSeconds <= 0) return load()
    this.watchWrites(em)
    const cached = this.entries.get(key)
    const fresh = cached && cached.expires > this.now() ? cached : undefined
    countLookup('schools', fresh)
    if (fresh) {
      // Re-insert: Map order is the LRU order.
      this.entries.delete(key)
      this.entries.set(key, fresh)
      return fresh.value as Promise<T>
    }
    const generation = this.generation
    const value = load()
    this.entries.delete(key)
    this.entries.set(key, { expires: this.now() + this.ttlSeconds * 1000, value })
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    try {
      return await value
    } catch (error) {
      this.entries.delete(key)
      throw error
    } finally {
      // A write while this read ran may have raced it: keep the answer only if nothing changed meanwhile.
      if (generation !== this.generation) this.entries.delete(key)
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
