import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsList } from '../../../migrations'
import { useTestApp } from '../../../tests/server/harness'

/**
 * Migrations are found by file name (migrations/index.ts): no hand-kept list. And a migration generated from
 * an up-to-date database is empty, so `npm run db:migration:create` writes only what a change to the entities
 * asks for (before, it dropped the blog search trigger every time).
 */
const migrationsDir = path.resolve(import.meta.dirname, '../../../migrations')
const t = useTestApp()
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'campuspulse-migration-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

describe('migrations', () => {
  it('are every migrations/Migration*.ts file, in name order, each recorded under its file name', () => {
    const files = fs
      .readdirSync(migrationsDir)
      .filter((file) => /^Migration.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
    expect(files.length).toBeGreaterThan(10)
    const driver = t.current.db.orm.em.getDriver()
    const recorded = migrationsList.map((Migration) => new Migration(driver, t.current.db.orm.config).name)
    expect(recorded).toEqual([...files].sort())
    expect(migrationsList.map((Migration) => Migration.name)).toEqual(recorded)
  })

  it('a database with every migration applied records them all, and generating a migration finds nothing', async () => {
    const rows = await t.current
      .em()
      .getConnection()
      .execute<Array<{ name: string }>>('select name from mikro_orm_migrations order by name')
    expect(rows.map((row) => row.name)).toEqual(migrationsList.map((Migration) => Migration.name))

    const result = await t.current.db.orm.migrator.create(scratch, false, false, 'unchanged')
    expect(result.diff).toEqual({ up: [], down: [] })
    expect(result.fileName).toBe('')
    expect(fs.readdirSync(scratch)).toEqual([])
  })
})
