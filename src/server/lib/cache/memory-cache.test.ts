import { describe, expect, it } from 'vitest'
import { ChangeFeed, type ChangeTransport } from '@/server/lib/cluster/change-feed'
import { invalidateOnChanges, MemoryCache } from './memory-cache'

/** Two replicas' feeds joined in memory: what one notifies, every listener receives (as NOTIFY/LISTEN does). */
function joinedFeeds(): [ChangeFeed, ChangeFeed] {
  const listeners: Array<(payload: string) => void> = []
  const transport: ChangeTransport = {
    notify: async (payload) => listeners.forEach((listener) => listener(payload)),
    listen: async (onMessage) => {
      listeners.push(onMessage)
      return async () => {}
    },
  }
  return [new ChangeFeed(transport), new ChangeFeed(transport)]
}

describe('MemoryCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1_000
    const cache = new MemoryCache<string>({ ttlMs: 100, maxEntries: 10, now: () => now })
    cache.set('a', 'one')
    now += 99
    expect(cache.get('a')).toBe('one')
    now += 1
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new MemoryCache<number>({ ttlMs: 1_000, maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1)
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([1, 3, 2])
  })

  it('does not keep a value read before a clear, and keeps nothing when off', () => {
    const cache = new MemoryCache<string>({ ttlMs: 1_000, maxEntries: 10 })
    const before = cache.generation
    cache.clear()
    expect(cache.set('a', 'stale', before)).toBe(false)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.set('a', 'fresh', cache.generation)).toBe(true)

    const off = new MemoryCache<string>({ ttlMs: 0, maxEntries: 10 })
    expect(off.enabled).toBe(false)
    expect(off.set('a', 'x')).toBe(false)
    expect(off.size).toBe(0)
  })

  it('is emptied by the topics its table lists, here and on the other replica', async () => {
    const [here, there] = joinedFeeds()
    await Promise.all([here.start(), there.start()])
    const make = () => new MemoryCache<string>({ ttlMs: 1_000, maxEntries: 10 })
    const [pagesHere, schoolsHere, pagesThere, schoolsThere] = [make(), make(), make(), make()]
    const changedHere = invalidateOnChanges(here, { pages: [pagesHere], schools: [schoolsHere, pagesHere] })
    invalidateOnChanges(there, { pages: [pagesThere], schools: [schoolsThere, pagesThere] })
    for (const cache of [pagesHere, schoolsHere, pagesThere, schoolsThere]) cache.set('k', 'v')

    changedHere('pages')
    await new Promise((resolve) => setImmediate(resolve))
    expect([pagesHere, schoolsHere, pagesThere, schoolsThere].map((cache) => cache.get('k'))).toEqual([
      undefined,
      'v',
      undefined,
      'v',
    ])

    changedHere('schools')
    await new Promise((resolve) => setImmediate(resolve))
    expect([schoolsHere, schoolsThere].map((cache) => cache.get('k'))).toEqual([undefined, undefined])
  })
})
