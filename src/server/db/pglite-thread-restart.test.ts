import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { openPgliteThread, type EmbeddedDatabase } from './pglite-thread'
import { isDatabaseUnavailable } from './unavailable'

/** The thread can stop on its own (an engine abort, a crash): what callers see, and what comes back. */
describe('PGlite in its own thread, when the thread stops', { timeout: 60_000 }, () => {
  const faults = new URL('../../../tests/support/pglite-worker-faults.mjs', import.meta.url)
  const folders: string[] = []
  const events: string[] = []
  const log = pino({ level: 'info' }, { write: (line: string) => events.push(JSON.parse(line).msg) })

  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true })
  })

  const openFolder = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pglite-thread-'))
    folders.push(dataDir)
    return openPgliteThread({ dataDir }, { workerModule: faults, log })
  }

  /**
   * The first answer from the restarted thread; an outage error until then (each try answers at once). Opening
   * the folder takes 1-5 s on these machines, more under CI's load: the wait is generous and the test's limit more.
   */
  const whenAnswering = async (db: EmbeddedDatabase) => {
    for (const deadline = Date.now() + 40_000; Date.now() < deadline;) {
      const outcome = await db.query('select 1 as one').catch((error: unknown) => error)
      if (!(outcome instanceof Error)) return
      expect(isDatabaseUnavailable(outcome), String(outcome)).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('the database did not answer again within 40 s')
  }

  it('fails the statement under way as an outage, refuses new ones at once, then serves what was committed', async () => {
    const db = await openFolder()
    try {
      await db.exec("create table kept (title text); insert into kept values ('committed')")
      const lost = await db.query("select 'fault:exit'").catch((error: unknown) => error)
      expect(lost).toMatchObject({ code: '57P02' })
      expect(isDatabaseUnavailable(lost)).toBe(true)
      // Straight after, the thread is starting again: the answer is an outage error, at once, not a wait.
      await expect(db.query('select 1')).rejects.toMatchObject({ code: '57P03' })
      await whenAnswering(db)
      expect(db.closed).toBe(false)
      expect((await db.query('select title from kept')).rows).toEqual([{ title: 'committed' }])
      expect(events).toContain('the embedded database stopped; opening its data folder again')
      expect(events).toContain('the embedded database is open again')
    } finally {
      await db.close()
    }
  })

  it('ends a thread whose engine aborted, and loses the transaction that was under way', async () => {
    const db = await openFolder()
    try {
      await db.exec('create table notes (title text)')
      let aborted: unknown
      const transaction = await db
        .transaction(async (tx) => {
          await tx.query('insert into notes values ($1)', ['uncommitted'])
          aborted = await tx.query("select 'fault:abort'").catch((error: unknown) => error)
          await tx.query('insert into notes values ($1)', ['after the abort'])
        })
        .catch((error: unknown) => error)
      expect(aborted).toMatchObject({ code: '57P02' })
      expect(isDatabaseUnavailable(transaction)).toBe(true)
      await whenAnswering(db)
      expect((await db.query('select title from notes')).rows).toEqual([])
    } finally {
      await db.close()
    }
  })

  it('tries again, after a pause, when the folder does not open at the first attempt', async () => {
    const db = await openFolder()
    try {
      await db.exec("create table kept (title text); insert into kept values ('committed')")
      const before = events.length
      await expect(db.query("select 'fault:exit-and-fail-restart'")).rejects.toMatchObject({ code: '57P02' })
      await whenAnswering(db)
      expect(events.slice(before)).toEqual([
        'the embedded database stopped; opening its data folder again',
        'the embedded database did not open again; retrying',
        'the embedded database is open again',
      ])
      expect((await db.query('select title from kept')).rows).toEqual([{ title: 'committed' }])
    } finally {
      await db.close()
    }
  })

  it('closes cleanly while the thread is starting again', async () => {
    const db = await openFolder()
    await db.query("select 'fault:exit'").catch(() => {})
    await db.close()
    expect(db.closed).toBe(true)
    await expect(db.query('select 1')).rejects.toMatchObject({ code: '08003' })
  })

  it('keeps an in-memory database closed: its data went with the thread', async () => {
    const db = await openPgliteThread({ memory: true }, { workerModule: faults, log })
    await expect(db.query("select 'fault:exit'")).rejects.toMatchObject({ code: '57P02' })
    expect(db.closed).toBe(true)
    await expect(db.query('select 1')).rejects.toSatisfy(isDatabaseUnavailable)
    await db.close()
  })
})
