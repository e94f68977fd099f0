import { describe, expect, inject, it } from 'vitest'
import { openPgliteThread, type EmbeddedDatabase } from '@/server/db/pglite-thread'
import { leasePglite, poolCounts } from './pglite-pool'
import { snapshotBytes } from './test-datasets'

const snapshotFile = () => inject('testDatabases').empty
const lease = () => leasePglite(snapshotFile(), snapshotBytes(snapshotFile()))

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

async function snapshotState() {
  const fresh = await openPgliteThread({ memory: true, snapshot: snapshotBytes(snapshotFile()) })
  try {
    return await stateOf(fresh)
  } finally {
    await fresh.close()
  }
}

describe('the pool of test databases', () => {
  it('hands a returned database out again exactly as the snapshot holds it', async () => {
    const used = await lease()
    await used.exec(`
      insert into users (username, password, display_name) values ('someone', 'x', 'Someone');
      delete from case_studies where id = (select min(id) from case_studies);
      update mikro_orm_migrations set executed_at = now() - interval '1 day';
      select nextval('blog_tags_id_seq');
      set statement_timeout = 1234;
      listen somewhere;
    `)
    const before = { ...poolCounts }
    await used.close()
    const again = await lease()
    try {
      expect(poolCounts.reused).toBe(before.reused + 1)
      expect(await stateOf(again)).toEqual(await snapshotState())
    } finally {
      await again.close()
    }
  })

  it.each([
    [
      'a column',
      'alter table users add column nickname text',
      `select 1 from pg_attribute where attname = 'nickname'`,
    ],
    [
      'an index',
      'create index users_created_at on users (created_at)',
      `select 1 from pg_class where relname = 'users_created_at'`,
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
      expect(await stateOf(next)).toEqual(await snapshotState())
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
