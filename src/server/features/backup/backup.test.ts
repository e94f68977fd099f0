import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  openEmptyDatabase,
  openTestDatabase,
  testConfigEnv,
  useTestApp,
} from '../../../../tests/server/harness'
import { variantUrl } from '@/shared/media/uploaded-image'
import { createPageRenderer } from '@/web/entry-server'
import { createApp } from '@/server/app'
import { parseConfig } from '@/server/config'
import { migrate, type Database, type Em } from '@/server/db/orm'
import { seedDemoDataOnce } from '@/server/db/seed'
import { createSchool } from '@/server/features/schools/school.factory'
import { isDatabaseUnavailable } from '@/server/db/unavailable'
import { createLogger } from '@/server/logger'
import { appRouter } from '@/server/trpc/router'
import { makeImage } from '@/server/features/media/image-fixtures'
import { storeImage } from '@/server/features/media/media.service'
import { BackupFileError } from './backup-file'
import { takeBackup, type BackupManifest } from './backup.service'
import { restoreBackup, RestoreRefusedError } from './restore.service'
import { appliedMigrations, appTables, quoted } from './schema-catalog'

/**
 * Backup and restore on the engine the tests run on (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL):
 * a seeded database with an uploaded image is backed up while writes go on, and restored into a database that
 * has nothing in it, not even the schema. Scheduled backups are backup-schedule.test.ts.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'campuspulse-backup-'))
// As a server with scheduled backups runs (the job queue, its backup schedule): the backup here is taken and
// restored beside them.
const t = useTestApp(
  { BACKUP_CRON: '30 3 * * *', BACKUP_DIR: path.join(folder, 'scheduled') },
  { jobs: true },
)
let imageId: string
let manifest: BackupManifest
const backupFile = path.join(folder, 'site.backup.gz')

async function rowCounts(em: Em): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const { table } of await appTables(em)) {
    const [row] = await em.execute<Array<{ n: number }>>(`select count(*)::int as n from ${quoted(table)}`)
    counts[table] = Number(row?.n)
  }
  return counts
}

async function variantBytes(em: Em): Promise<Record<string, string>> {
  const rows = await em.execute<Array<{ key: string; digest: string }>>(
    `select image_id || '-' || width || 'x' || height as key, encode(sha256(bytes), 'hex') as digest
     from media_image_variants order by 1`,
  )
  return Object.fromEntries(rows.map((row) => [row.key, row.digest]))
}

/** Pairs of settings written in one transaction each, over and over, until stopped. */
function keepWriting(db: Database) {
  let stopped = false
  let committed = 0
  const done = (async () => {
    for (let n = 0; !stopped; n++) {
      try {
        await db.orm.em.fork().transactional(async (tx) => {
          await tx.execute(`insert into app_settings (key, value) values (?, '"a"'), (?, '"b"')`, [
            `writer-${n}-a`,
            `writer-${n}-b`,
          ])
        })
        committed++
      } catch (error) {
        // PGlite: a write that waited its 3 s turn behind the backup's transaction gives up (a 503 in a request).
        if (!isDatabaseUnavailable(error)) throw error
      }
    }
  })()
  return {
    committed: () => committed,
    stop: async () => {
      stopped = true
      await done
    },
  }
}

/** A copy of a backup with its lines changed, its checksum made right again unless `keepChecksum`. */
function rewrite(file: string, change: (lines: string[]) => string[], { keepChecksum = false } = {}) {
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd().split('\n')
  const trailer = JSON.parse(lines.pop()!) as { sha256: string }
  const body = change(lines)
    .map((line) => `${line}\n`)
    .join('')
  if (!keepChecksum) trailer.sha256 = createHash('sha256').update(body).digest('hex')
  const copy = path.join(folder, `changed-${Math.random().toString(36).slice(2)}.backup.gz`)
  fs.writeFileSync(copy, zlib.gzipSync(`${body}${JSON.stringify(trailer)}\n`))
  return copy
}

beforeAll(async () => {
  const { db } = t.current
  // A few schools, as the directory holds them (the full directory is 4,082 rows: the same code, more time).
  for (const name of ['Duke University', 'Spelman College', 'Dine College'])
    await createSchool(db.orm.em.fork(), { name, state: 'NC' })
  await seedDemoDataOnce(db.orm.em.fork())
  await t.current.signIn({ isAdmin: true })
  const { image } = await storeImage(db.orm.em.fork(), await makeImage('png', 1600, 900), {
    maxBytes: 8 * 1024 * 1024,
  })
  imageId = image.id
}, 120_000)

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe('backup and restore', () => {
  it(
    'backs up a seeded database with an uploaded image while writes go on; a new database restored from it has the same rows and image bytes, and serves the site',
    { timeout: 240_000 },
    async () => {
      const source = t.current.db
      const writer = keepWriting(source)
      // Let the writer get going, so the snapshot is taken among writes rather than before them.
      while (writer.committed() < 5) await new Promise((resolve) => setTimeout(resolve, 10))
      const before = writer.committed()
      manifest = await takeBackup(source, backupFile)
      const after = writer.committed()
      await writer.stop()

      const sourceCounts = await rowCounts(source.orm.em.fork())
      expect(manifest.tables.schools).toBeGreaterThan(0)
      expect(manifest.tables.blog_articles).toBeGreaterThan(0)
      expect(manifest.tables.media_image_variants).toBeGreaterThan(1)
      expect(manifest.migrations).toEqual(await appliedMigrations(source.orm.em.fork()))
      // The writer's pairs: whole ones only, as many as had committed by some moment during the backup.
      const writerRows = manifest.tables.app_settings! - (sourceCounts.app_settings! - 2 * writer.committed())
      expect(writerRows % 2).toBe(0)
      expect(writerRows / 2).toBeGreaterThanOrEqual(before)
      expect(writerRows / 2).toBeLessThanOrEqual(after)
      // Every other table is as the source has it now, since nothing else was written.
      for (const [table, count] of Object.entries(sourceCounts))
        if (table !== 'app_settings') expect([table, manifest.tables[table]]).toEqual([table, count])

      const target = await openEmptyDatabase()
      try {
        const restored = await restoreBackup(target.db, backupFile)
        expect(restored.tables).toEqual(manifest.tables)
        const em = target.db.orm.em.fork()
        expect(await rowCounts(em)).toEqual(manifest.tables)
        expect(await variantBytes(em)).toEqual(await variantBytes(source.orm.em.fork()))
        expect(await target.db.orm.migrator.getPending()).toEqual([])
        const pairs = await em.execute<Array<{ key: string }>>(
          `select key from app_settings a where key like 'writer-%-a'
           and not exists (select 1 from app_settings b where b.key = replace(a.key, '-a', '-b'))`,
        )
        expect(pairs).toEqual([])

        // Ids go on after the restored ones, as they would have in the source.
        const [next] = await em.execute<Array<{ id: number }>>(
          `insert into blog_tags (name, slug) values ('After restore', 'after-restore') returning id`,
        )
        const [max] = await em.execute<Array<{ id: number }>>(`select max(id)::int as id from blog_tags`)
        expect(next!.id).toBe(max!.id)

        // The site, on the restored database: an article's page and the uploaded image's bytes.
        const config = parseConfig({ ...testConfigEnv })
        const app = createApp({
          config,
          db: target.db,
          log: createLogger(config),
          renderPage: createPageRenderer({ appRouter }),
        })
        const [article] = await em.execute<Array<{ slug: string }>>(
          `select slug from blog_articles where published and published_at <= now() order by id limit 1`,
        )
        expect((await app.request(`/blog/${article!.slug}`)).status).toBe(200)
        const [variant] = await em.execute<Array<{ width: number; height: number }>>(
          `select width, height from media_image_variants where image_id = ? order by width desc limit 1`,
          [imageId],
        )
        const served = await app.request(variantUrl(imageId, variant!))
        expect(served.status).toBe(200)
        const [original] = await source.orm.em
          .fork()
          .execute<Array<{ bytes: Buffer }>>(
            `select bytes from media_image_variants where image_id = ? and width = ? and height = ?`,
            [imageId, variant!.width, variant!.height],
          )
        expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(original!.bytes))).toBe(true)
      } finally {
        await target.close()
      }
    },
  )

  it(
    'refuses a target that has rows unless forced, and then replaces them',
    { timeout: 240_000 },
    async () => {
      const target = await openTestDatabase()
      try {
        await migrate(target.db.orm)
        await target.db.orm.em
          .fork()
          .execute(`insert into blog_tags (name, slug) values ('Already here', 'already-here')`)
        const refused = restoreBackup(target.db, backupFile)
        await expect(refused).rejects.toThrow(RestoreRefusedError)
        await expect(refused).rejects.toThrow(/not empty \(blog_tags have rows\).*--force/)
        expect((await rowCounts(target.db.orm.em.fork())).blog_tags).toBe(1)

        await restoreBackup(target.db, backupFile, { force: true })
        const em = target.db.orm.em.fork()
        expect(await rowCounts(em)).toEqual(manifest.tables)
        expect(await em.execute(`select 1 from blog_tags where slug = 'already-here'`)).toEqual([])
      } finally {
        await target.close()
      }
    },
  )

  describe('refusals, before anything is written to the target', () => {
    let target: Awaited<ReturnType<typeof openTestDatabase>>
    beforeAll(async () => {
      target = await openEmptyDatabase()
    }, 120_000)
    afterAll(() => target.close())

    it('refuses a backup from a newer schema, in one line', { timeout: 120_000 }, async () => {
      const newer = rewrite(backupFile, ([header, ...rest]) => {
        const parsed = JSON.parse(header!) as { migrations: string[]; appVersion: string }
        parsed.migrations.push('Migration29990101000000_from_the_future')
        parsed.appVersion = '9.0.0'
        return [JSON.stringify(parsed), ...rest]
      })
      const refused = restoreBackup(target.db, newer)
      await expect(refused).rejects.toThrow(RestoreRefusedError)
      await expect(refused).rejects.toThrow(
        /^This backup is from a newer CampusPulse \(9\.0\.0, schema at Migration29990101000000_from_the_future\): it has 1 migration this version does not know\. Upgrade, then restore\.$/,
      )
      expect(await appTables(target.db.orm.em.fork())).toEqual([])
    })

    it('refuses a damaged or cut-short file by its checksum', { timeout: 120_000 }, async () => {
      const altered = rewrite(
        backupFile,
        (lines) => lines.map((line) => line.replace('"username":"staff1"', '"username":"mallory"')),
        { keepChecksum: true },
      )
      const whole = fs.readFileSync(backupFile)
      const cut = path.join(folder, 'cut.backup.gz')
      fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)))
      const notGzip = path.join(folder, 'not-a-backup.gz')
      fs.writeFileSync(notGzip, 'hello')
      await expect(restoreBackup(target.db, altered)).rejects.toThrow(
        /is damaged: its checksum does not match its contents\.$/,
      )
      await expect(restoreBackup(target.db, cut)).rejects.toThrow(BackupFileError)
      await expect(restoreBackup(target.db, notGzip)).rejects.toThrow(
        /is not a CampusPulse backup, or it is damaged/,
      )
      expect(await appTables(target.db.orm.em.fork())).toEqual([])
    })
  })
})
