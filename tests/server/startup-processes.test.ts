/**
 * Starting real server processes against the PostgreSQL server (issue 20, issue 12 item 8): replicas that
 * start together on an empty database, MIGRATE_ON_START=false with `db:migrate` as its own step, and a
 * database that cannot be reached. Needs TEST_DATABASE_URL (the PostgreSQL step of .ci/run sets it); without
 * it the tests are reported as skipped. Uses the production build, built first if the sources changed.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { migrationsList } from '../../migrations'
import { migrate, openDatabase, type Database } from '@/server/db/orm'
import { seedDemoDataOnce } from '@/server/db/seed'
import { applyBundledDirectory } from '@/server/features/schools/bundled-directory'
import {
  buildIfStale,
  runCli,
  startServer,
  statusOf,
  waitForOutput,
  waitReady,
  type ServerProcess,
} from '../support/server-process'

const serverUrl = process.env.TEST_DATABASE_URL
// Ports 4610-4619 belong to this file.
const PORTS = [4610, 4611, 4612]
const ADMIN = { ADMIN_USERNAME: 'replica-admin', ADMIN_PASSWORD: 'a long enough password' }

describe.skipIf(!serverUrl)('server processes on PostgreSQL', () => {
  let admin: Database
  const databases: string[] = []
  const servers: ServerProcess[] = []

  /** A new, empty database on the server; dropped after the file. */
  async function emptyDatabase(): Promise<{ url: string; db: () => Promise<Database> }> {
    const name = `campuspulse_start_${randomBytes(5).toString('hex')}`
    await admin.orm.em.getConnection().execute(`create database "${name}"`)
    databases.push(name)
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    return { url: url.toString(), db: () => openDatabase({ url: url.toString() }) }
  }

  const count = async (db: Database, sql: string) =>
    Number((await db.orm.em.getConnection().execute<Array<{ n: number }>>(sql))[0]!.n)

  beforeAll(async () => {
    buildIfStale()
    admin = await openDatabase({ url: serverUrl! })
  }, 300_000)

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()))
  })

  afterAll(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()))
    for (const name of databases)
      await admin.orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`)
    await admin?.close()
  })

  it('three replicas started at once on an empty database all come up; one migrates and seeds', async () => {
    const { url, db: open } = await emptyDatabase()
    // Same tick: the three race for the empty database as replicas of one deployment do.
    for (const port of PORTS)
      servers.push(startServer(port, { DATABASE_URL: url, LOG_LEVEL: 'info', ...ADMIN }))
    await Promise.all(servers.map((server) => waitReady(server, 90_000)))

    // One of them applied the migrations and seeded; the others waited for it, then found nothing to do.
    const logged = (message: string) =>
      servers.filter((server) => server.stdout().includes(`"msg":"${message}"`)).length
    expect(logged('database migrated')).toBe(1)
    expect(logged('demo data seeded')).toBe(1)
    for (const server of servers) expect(server.stderr()).toBe('')

    const db = await open()
    try {
      const runs = await db.orm.em
        .getConnection()
        .execute<Array<{ name: string; runs: number }>>(
          'select name, count(*)::int as runs from mikro_orm_migrations group by name',
        )
      expect(runs).toHaveLength(migrationsList.length)
      expect(runs.every((row) => row.runs === 1)).toBe(true)

      // What a single seed writes, on a database of its own, is what the three replicas left behind.
      const tables = ['schools', 'campus_programs', 'blog_articles', 'contact_submissions']
      const reference = await emptyDatabase()
      const single = await reference.db()
      try {
        await migrate(single.orm)
        await applyBundledDirectory(single.orm.em.fork())
        expect(await seedDemoDataOnce(single.orm.em.fork())).toBe(true)
        for (const table of tables) {
          const expected = await count(single, `select count(*)::int as n from ${table}`)
          expect(expected, table).toBeGreaterThan(0)
          expect(await count(db, `select count(*)::int as n from ${table}`), table).toBe(expected)
        }
      } finally {
        await single.close()
      }
      expect(await count(db, `select count(*)::int as n from users where role = 'admin'`)).toBe(1)
    } finally {
      await db.close()
    }
  }, 180_000)

  it('MIGRATE_ON_START=false: a replica waits for `db:migrate`, then serves', async () => {
    const { url } = await emptyDatabase()
    const replica = startServer(PORTS[0]!, {
      DATABASE_URL: url,
      MIGRATE_ON_START: 'false',
      MIGRATION_WAIT_SECONDS: '120',
    })
    servers.push(replica)
    // Connected, found the schema missing, and waits: not serving, not crashed. (Waited for by its line, not for
    // a fixed time: on a loaded machine start-up alone took longer than the 4 s this once slept.)
    await waitForOutput(replica, 'waiting for `npm run db:migrate`', 60_000)
    expect(await statusOf(`http://127.0.0.1:${replica.port}/healthz`)).toBe(0)
    expect(replica.child.exitCode).toBeNull()

    const migrated = runCli('migrate', { DATABASE_URL: url })
    expect(migrated.stderr).toBe('')
    expect(migrated.stdout).toContain(`Applied ${migrationsList.length} migrations`)
    expect(migrated.code).toBe(0)
    await waitReady(replica, 30_000)

    const again = runCli('migrate', { DATABASE_URL: url })
    expect(again.stdout).toContain('up to date')
    expect(again.code).toBe(0)
  }, 120_000)

  it('MIGRATE_ON_START=false: past MIGRATION_WAIT_SECONDS, one line naming the fix and exit 1', async () => {
    const { url } = await emptyDatabase()
    const replica = startServer(PORTS[1]!, {
      DATABASE_URL: url,
      MIGRATE_ON_START: 'false',
      MIGRATION_WAIT_SECONDS: '1',
    })
    servers.push(replica)
    expect(await replica.exited).toBe(1)
    const lines = replica.stderr().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/migrations are not applied .*npm run db:migrate/)
  }, 60_000)
})

describe.skipIf(!serverUrl)('a database that cannot be reached', () => {
  // Port 1 is closed: the connection is refused at once.
  const url = 'postgres://campus:hunter2-secret@127.0.0.1:1/campuspulse'

  beforeAll(() => buildIfStale(), 300_000)

  it('the server prints one line naming the host, never the password, and exits 1', async () => {
    const server = startServer(PORTS[2]!, { DATABASE_URL: url })
    try {
      expect(await server.exited).toBe(1)
    } finally {
      await server.stop()
    }
    const stderr = server.stderr().trim()
    expect(stderr.split('\n')).toHaveLength(1)
    expect(stderr).toContain('127.0.0.1:1/campuspulse')
    expect(stderr).toContain('ECONNREFUSED')
    expect(stderr).not.toContain('hunter2')
  }, 60_000)

  it('so does `db:migrate`', () => {
    const run = runCli('migrate', { DATABASE_URL: url })
    expect(run.code).toBe(1)
    expect(run.stderr.trim().split('\n')).toHaveLength(1)
    expect(run.stderr).toContain('127.0.0.1:1/campuspulse')
    expect(run.stderr).not.toContain('hunter2')
  })
})
