import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPgliteThread, type EmbeddedDatabase } from './pglite-thread'
import { isDatabaseUnavailable } from './unavailable'

/** The embedded database in its own thread behaves as PGlite does for the ORM, pg-boss and snapshots. */
describe('PGlite in its own thread', () => {
  let db: EmbeddedDatabase

  beforeAll(async () => {
    db = await openPgliteThread({ memory: true })
    await db.exec(`
      create table notes (id serial primary key, title text not null unique, body jsonb, at timestamptz);
      create extension if not exists pg_trgm;
    `)
  })
  afterAll(() => db.close())

  it('runs statements with parameters and hands back typed rows', async () => {
    const at = new Date('2026-11-27T10:00:00.000Z')
    await db.query('insert into notes (title, body, at) values ($1, $2, $3)', ['first', { tags: ['a'] }, at])
    const { rows } = await db.query<{ id: number; title: string; body: unknown; at: Date }>(
      'select id, title, body, at from notes where title = $1',
      ['first'],
    )
    expect(rows).toEqual([{ id: 1, title: 'first', body: { tags: ['a'] }, at }])
    expect(
      (await db.query('select similarity($1, $2) > 0.3 as close', ['universty', 'university'])).rows,
    ).toEqual([{ close: true }])
  })

  it('gives rows as arrays when asked, and one result per statement of a script', async () => {
    expect((await db.query('select 1 as a, 2 as b', [], { rowMode: 'array' })).rows).toEqual([[1, 2]])
    const results = await db.exec('select 1 as one; select 2 as two')
    expect(results.map((result) => result.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]])
  })

  it("rejects with PostgreSQL's own fields, so the ORM can tell a duplicate from an outage", async () => {
    await db.query('insert into notes (title) values ($1)', ['taken'])
    const error = await db.query('insert into notes (title) values ($1)', ['taken']).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_title_key', table: 'notes' })
    expect((error as Error).message).toContain('duplicate key')
  })

  it('commits a transaction whose callback returns, and rolls back one that throws or asks to', async () => {
    const kept = await db.transaction(async (tx) => {
      await tx.query('insert into notes (title) values ($1)', ['kept'])
      return 'done'
    })
    expect(kept).toBe('done')
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes (title) values ($1)', ['thrown'])
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    await db.transaction(async (tx) => {
      await tx.query('insert into notes (title) values ($1)', ['rolled back'])
      await tx.rollback()
    })
    const titles = (await db.query<{ title: string }>('select title from notes order by id')).rows.map(
      (r) => r.title,
    )
    expect(titles).toContain('kept')
    expect(titles).not.toContain('thrown')
    expect(titles).not.toContain('rolled back')
  })

  it('keeps statements outside a transaction out of it until it ends, as one PGlite connection does', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into notes (title) values ($1)', ['inside'])
      await held
    })
    // Let the transaction begin before the outside statement is sent.
    await new Promise((resolve) => setTimeout(resolve, 50))
    let seen: string[] | undefined
    const outside = db
      .query<{ title: string }>('select title from notes where title = $1', ['inside'])
      .then(({ rows }) => (seen = rows.map((row) => row.title)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen).toBeUndefined()
    release()
    await transaction
    await outside
    expect(seen).toEqual(['inside'])
  })

  it('leaves the calling thread free while a statement runs', async () => {
    let finished = false
    const sleeping = db.query('select pg_sleep(0.5)').then(() => (finished = true))
    // In the calling thread, PGlite's engine would hold this timer back until the statement had ended.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(finished).toBe(false)
    await sleeping
    expect(finished).toBe(true)
  })

  it('dumps a snapshot that another thread starts from', async () => {
    const snapshot = await db.dumpDataDir('none')
    const copy = await openPgliteThread({
      memory: true,
      snapshot: new Uint8Array(await snapshot.arrayBuffer()),
    })
    try {
      expect((await copy.query('select title from notes where title = $1', ['first'])).rows).toEqual([
        { title: 'first' },
      ])
    } finally {
      await copy.close()
    }
  })

  it('refuses statements once closed', async () => {
    const other = await openPgliteThread({ memory: true })
    await other.close()
    expect(other.closed).toBe(true)
    await expect(other.query('select 1')).rejects.toThrow('the database is closed')
  })
})

/** PGlite is one connection: what waits for it gives up after its allowance, unrun, rather than wait on and on. */
describe('PGlite in its own thread, when it stays busy', () => {
  let db: EmbeddedDatabase
  beforeAll(async () => {
    db = await openPgliteThread({ memory: true }, { waitMs: 300 })
    await db.exec('create table notes (title text)')
  })
  afterAll(() => db.close())

  it('gives up a statement and a transaction that waited their allowance behind a transaction, and runs neither', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const holder = db.transaction(async (tx) => {
      await held
      // Statements of the transaction that holds the connection never wait in line.
      await tx.query('insert into notes values ($1)', ['inside'])
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const statement = db.query('insert into notes values ($1)', ['waited too long']).catch((e: unknown) => e)
    let ran = false
    const transaction = db
      .transaction(async (tx) => {
        ran = true
        await tx.query('insert into notes values ($1)', ['second transaction'])
      })
      .catch((e: unknown) => e)
    // Both give up while the first transaction is still open (it ends only below): the wait has its own bound.
    for (const outcome of [await statement, await transaction]) {
      expect(outcome).toMatchObject({ code: '55P03' })
      expect(isDatabaseUnavailable(outcome)).toBe(true)
    }
    expect(ran).toBe(false)
    release()
    await holder
    expect((await db.query('select title from notes')).rows).toEqual([{ title: 'inside' }])
  })

  it('runs what waited less than its allowance once the connection is free, in the order it came', async () => {
    await db.exec('delete from notes')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const holder = db.transaction(async () => held)
    const queued = ['first', 'second', 'third'].map((title) =>
      db.query('insert into notes values ($1)', [title]),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    await holder
    await Promise.all(queued)
    expect((await db.query('select title from notes')).rows).toEqual([
      { title: 'first' },
      { title: 'second' },
      { title: 'third' },
    ])
  })
})

/** A first start on an empty data folder loads the build's fresh-install database (ADR 0107). */
describe('an empty data folder', { timeout: 60_000 }, () => {
  const folders: string[] = []
  const folder = async () => {
    const made = await mkdtemp(join(tmpdir(), 'pglite-fresh-'))
    folders.push(made)
    return made
  }
  afterAll(async () => {
    for (const made of folders) await rm(made, { recursive: true, force: true })
  })
  const notes = async (db: EmbeddedDatabase) =>
    (await db.query<{ note: string }>('select note from marker order by note')).rows.map((row) => row.note)

  it('starts from the fresh-install snapshot, then keeps its own data across restarts', async () => {
    const source = await openPgliteThread({ memory: true })
    await source.exec("create table marker (note text); insert into marker values ('from the snapshot')")
    const snapshot = await source.dumpDataDir('gzip')
    await source.close()
    const freshSnapshot = join(await folder(), 'fresh-database.tar.gz')
    await writeFile(freshSnapshot, Buffer.from(await snapshot.arrayBuffer()))

    const dataDir = await folder()
    const first = await openPgliteThread({ dataDir }, { freshSnapshot })
    expect(await notes(first)).toEqual(['from the snapshot'])
    await first.exec("insert into marker values ('written after')")
    await first.close()

    // The folder holds a database now: opened again, it is that database, never the snapshot over it.
    const again = await openPgliteThread({ dataDir }, { freshSnapshot })
    try {
      expect(await notes(again)).toEqual(['from the snapshot', 'written after'])
    } finally {
      await again.close()
    }
  })

  it('without a snapshot file creates an empty cluster, as PGlite does', async () => {
    const db = await openPgliteThread(
      { dataDir: await folder() },
      { freshSnapshot: '/nonexistent/fresh.tar.gz' },
    )
    try {
      expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }])
      await expect(db.query('select note from marker')).rejects.toMatchObject({ code: '42P01' })
    } finally {
      await db.close()
    }
  })
})
