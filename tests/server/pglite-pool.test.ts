import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPgliteThread, type EmbeddedDatabase } from '@/server/db/pglite-thread'
import { closeIdle, leasePglite, poolCounts } from './pglite-pool'

/**
 * A snapshot of its own, with what the reset must put back: rows in an identity table with a generated column,
 * a table of a second schema, a sequence of its own. The PGlite pass exercises the pool on the migrated schema
 * in every file; this file runs once, on no global setup, and needs no server.
 */
const SCHEMA = `
  create table notes (
    id int generated always as identity primary key,
    body text not null,
    shout text generated always as (upper(body)) stored,
    created_at timestamptz not null default now()
  );
  insert into notes (body) values ('first'), ('second');
  create schema queue;
  create table queue.jobs (name text primary key, state text not null);
  insert into queue.jobs values ('send', 'created');
  create table empty_table (id serial primary key);
  create sequence tickets start 100;
  select nextval('tickets');
`
const FILE = 'pglite-pool.test snapshot'
let snapshot = new Uint8Array()
/** The state of a database just started from the snapshot: what a reused one must equal. */
let pristine: Awaited<ReturnType<typeof stateOf>>
const lease = () => leasePglite(FILE, snapshot)

beforeAll(async () => {
  const source = await openPgliteThread({ memory: true })
  try {
    await source.exec(SCHEMA)
    snapshot = new Uint8Array(await (await source.dumpDataDir('none')).arrayBuffer())
  } finally {
    await source.close()
  }
  const fresh = await openPgliteThread({ memory: true, snapshot })
  try {
    pristine = await stateOf(fresh)
  } finally {
    await fresh.close()
  }
}, 120_000)

afterAll(() => closeIdle(FILE))

/** Everything a test could read: every table's rows, every sequence, the session's settings and channels. */
async function stateOf(database: EmbeddedDatabase) {
  const tables = await database.query<{ name: string }>(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by 1`,
  )
  const rows: Record<string, string> = {}
  for (const { name } of tables.rows) {
    const { rows: digest } = await database.query<{ digest: string }>(
      `select coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), 'none') as digest from ${name} as t`,
    )
    rows[name] = digest[0]?.digest ?? ''
  }
  const sequences = await database.query(`select sequencename, last_value from pg_sequences order by 1`)
  const settings = await database.query(
    `select name, setting from pg_settings where source = 'session' order by 1`,
  )
  const channels = await database.query(`select pg_listening_channels() as channel`)
  return { rows, sequences: sequences.rows, settings: settings.rows, channels: channels.rows }
}

describe('the pool of test databases', () => {
  it('hands a returned database out again exactly as the snapshot holds it', async () => {
    const used = await lease()
    await used.exec(`
      insert into notes (body) values ('third');
      delete from notes where body = 'first';
      update queue.jobs set state = 'done';
      insert into empty_table default values;
      select nextval('tickets');
      set statement_timeout = 1234;
      listen somewhere;
    `)
    const before = { ...poolCounts }
    await used.close()
    const again = await lease()
    try {
      expect(poolCounts.reused).toBe(before.reused + 1)
      expect(await stateOf(again)).toEqual(pristine)
    } finally {
      await again.close()
    }
  })

  it.each([
    [
      'a column',
      'alter table notes add column nickname text',
      `select 1 from pg_attribute where attname = 'nickname'`,
    ],
    [
      'an index',
      'create index notes_created_at on notes (created_at)',
      `select 1 from pg_class where relname = 'notes_created_at'`,
    ],
    [
      'a function',
      'create function answer() returns int language sql as $$ select 42 $$',
      `select 1 from pg_proc where proname = 'answer'`,
    ],
    ['a role', 'create role somebody', `select 1 from pg_roles where rolname = 'somebody'`],
  ])('closes a database with %s added instead of reusing it', async (_, statement, present) => {
    const changed = await lease()
    await changed.exec(statement)
    expect((await changed.query(present)).rows).toHaveLength(1)
    const before = { ...poolCounts }
    await changed.close()
    expect(poolCounts.discarded).toBe(before.discarded + 1)
    const next = await lease()
    try {
      expect((await next.query(present)).rows).toHaveLength(0)
      expect(await stateOf(next)).toEqual(pristine)
    } finally {
      await next.close()
    }
  })

  it('refuses statements on a returned handle, as on a closed database', async () => {
    const handle = await lease()
    await handle.close()
    expect(handle.closed).toBe(true)
    await expect(handle.query('select 1')).rejects.toMatchObject({
      message: 'the database is closed',
      code: '08003',
    })
    await expect(handle.transaction(async () => 1)).rejects.toThrow('the database is closed')
  })
})
