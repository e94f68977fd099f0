import { describe, expect, it, vi } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { Em } from '@/server/db/orm'
import { SchoolDirectoryCache } from './school-cache'
import { SchoolEntity } from './school.entity'
import { createSchool } from './school.factory'

const fakeEm = { getEventManager: () => ({ registerSubscriber: () => {} }) } as unknown as Em

describe('SchoolDirectoryCache', () => {
  it('answers from memory until the time is up, and shares one read between concurrent callers', async () => {
    let now = 0
    const cache = new SchoolDirectoryCache(30, 10, () => now)
    const load = vi.fn(async () => ({ n: load.mock.calls.length }))
    const [a, b] = await Promise.all([cache.get(fakeEm, 'k', load), cache.get(fakeEm, 'k', load)])
    expect(a).toBe(b)
    expect(load).toHaveBeenCalledTimes(1)
    now = 29_999
    await cache.get(fakeEm, 'k', load)
    expect(load).toHaveBeenCalledTimes(1)
    now = 30_000
    expect(await cache.get(fakeEm, 'k', load)).toEqual({ n: 2 })
  })

  it('keeps at most its size, dropping the least recently used', async () => {
    const cache = new SchoolDirectoryCache(30, 2)
    const load = vi.fn(async () => 'x')
    await cache.get(fakeEm, 'a', load)
    await cache.get(fakeEm, 'b', load)
    await cache.get(fakeEm, 'a', load)
    await cache.get(fakeEm, 'c', load)
    expect(cache.size).toBe(2)
    await cache.get(fakeEm, 'a', load)
    expect(load).toHaveBeenCalledTimes(3)
    await cache.get(fakeEm, 'b', load)
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('forgets failures, and answers read while a write happened are not kept', async () => {
    const cache = new SchoolDirectoryCache(30)
    await expect(cache.get(fakeEm, 'k', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    )
    expect(cache.size).toBe(0)
    let release!: () => void
    const slow = cache.get(
      fakeEm,
      'k',
      () => new Promise<string>((resolve) => (release = () => resolve('old'))),
    )
    cache.invalidate()
    release()
    expect(await slow).toBe('old')
    expect(cache.size).toBe(0)
  })

  it('is off at 0 seconds', async () => {
    const cache = new SchoolDirectoryCache(0)
    const load = vi.fn(async () => 'x')
    await cache.get(fakeEm, 'k', load)
    await cache.get(fakeEm, 'k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('the directory behind the cache', () => {
  const t = useTestApp({ SCHOOLS_CACHE_SECONDS: '60' })
  const names = async (query = 'page=1&limit=100') =>
    (
      (await (await t.current.request(`/api/schools?${query}`)).json()) as { data: { name: string }[] }
    ).data.map((school) => school.name)

  it('shows a school written through the ORM at once: created, renamed, deleted', async () => {
    await createSchool(t.current.em(), { name: 'Cached College', state: 'OR' })
    expect(await names()).toEqual(['Cached College'])
    expect(await names('')).toEqual(['Cached College'])

    const added = await createSchool(t.current.em(), { name: 'Added College', state: 'OR' })
    expect(await names()).toEqual(['Added College', 'Cached College'])
    expect(await names('')).toEqual(['Added College', 'Cached College'])

    const edit = t.current.em()
    const renamed = await edit.findOneOrFail(SchoolEntity, { id: added.id })
    renamed.name = 'Renamed College'
    await edit.flush()
    expect(await names()).toEqual(['Cached College', 'Renamed College'])

    const removal = t.current.em()
    removal.remove(await removal.findOneOrFail(SchoolEntity, { id: added.id }))
    await removal.flush()
    expect(await names()).toEqual(['Cached College'])
  })

  it('sees a write it cannot watch (raw SQL, another process) with the next watched write, or after the time-out', async () => {
    expect(await names()).toEqual(['Cached College'])
    await t.current
      .em()
      .getConnection()
      .execute(
        `insert into schools (name, slug, search_name) values ('Raw College', 'raw-college', 'raw college')`,
      )
    expect(await names()).toEqual(['Cached College'])
    await createSchool(t.current.em(), { name: 'Zeal College' })
    expect(await names()).toEqual(['Cached College', 'Raw College', 'Zeal College'])
  })
})
