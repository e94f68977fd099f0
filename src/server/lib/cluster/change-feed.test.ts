import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLogger } from '@/server/logger'
import { openDatabase, type Database } from '@/server/db/orm'
import { parseConfig } from '@/server/config'
import { ChangeFeed } from './change-feed'
import { postgresChangeTransport } from './postgres-change-transport'

const serverUrl = process.env.TEST_DATABASE_URL
const log = createLogger(parseConfig({ LOG_LEVEL: 'silent' }))

describe('ChangeFeed without a transport (PGlite: one process)', () => {
  it('publishes nowhere and never calls its handlers', async () => {
    const feed = new ChangeFeed()
    const handler = vi.fn()
    feed.on('pages', handler)
    feed.publish('pages')
    await feed.start()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(handler).not.toHaveBeenCalled()
  })
})

// Replicas only exist on a PostgreSQL server; CI runs this file again with TEST_DATABASE_URL set.
describe.skipIf(!serverUrl)('ChangeFeed over PostgreSQL NOTIFY/LISTEN', () => {
  let db: Database
  const feeds: ChangeFeed[] = []
  const replica = async () => {
    const transport = postgresChangeTransport(
      serverUrl!,
      (sql, params) => db.orm.em.fork().execute(sql, params),
      log,
    )
    const feed = new ChangeFeed(transport, log)
    feeds.push(feed)
    await feed.start()
    return feed
  }

  beforeAll(async () => {
    db = await openDatabase({ url: serverUrl! })
  })
  afterAll(async () => {
    for (const feed of feeds) await feed.stop()
    await db.close()
  })

  it("delivers one replica's change to the others within a second, not back to itself", async () => {
    const [a, b, c] = [await replica(), await replica(), await replica()]
    const seen = { a: vi.fn(), b: vi.fn(), c: vi.fn(), cSchools: vi.fn() }
    a.on('pages', seen.a)
    b.on('pages', seen.b)
    c.on('pages', seen.c)
    c.on('schools', seen.cSchools)
    a.publish('pages')
    await vi.waitFor(() => expect(seen.b).toHaveBeenCalledOnce(), { timeout: 1_000, interval: 10 })
    await vi.waitFor(() => expect(seen.c).toHaveBeenCalledOnce(), { timeout: 1_000, interval: 10 })
    expect(seen.a).not.toHaveBeenCalled()
    expect(seen.cSchools).not.toHaveBeenCalled()
  })

  it('ignores payloads that are not its own messages', async () => {
    const b = await replica()
    const handler = vi.fn()
    b.on('pages', handler)
    await db.orm.em
      .fork()
      .execute(
        `select pg_notify('campuspulse_changes', 'not json'), pg_notify('campuspulse_changes', '{"topic":"nope"}')`,
      )
    const a = await replica()
    a.publish('pages')
    await vi.waitFor(() => expect(handler).toHaveBeenCalledOnce(), { timeout: 1_000, interval: 10 })
  })

  it('after losing its connection, reconnects and assumes everything changed meanwhile', async () => {
    const b = await replica()
    const pages = vi.fn()
    b.on('pages', pages)
    const em = db.orm.em.fork()
    await em.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where pid <> pg_backend_pid() and query = 'listen campuspulse_changes'`,
    )
    // The gap: whatever was published while it was away is assumed to have changed.
    await vi.waitFor(() => expect(pages).toHaveBeenCalled(), { timeout: 5_000, interval: 20 })
    const before = pages.mock.calls.length
    const a = await replica()
    a.publish('pages')
    await vi.waitFor(() => expect(pages.mock.calls.length).toBe(before + 1), { timeout: 2_000, interval: 10 })
  })
})
