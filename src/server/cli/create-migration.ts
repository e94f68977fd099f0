/**
 * `npm run db:migration:create [-- name]`: diffs the entities against a scratch in-memory database that has run
 * every committed migration and writes the difference as a new file in migrations/. Nothing else to edit: the
 * migrator finds migrations by file name (migrations/index.ts). The same files then run on PGlite and PostgreSQL.
 */
import fs from 'node:fs'
import path from 'node:path'
import { migrate, openDatabase } from '@/server/db/orm'

const migrationsDir = path.resolve(import.meta.dirname, '../../../migrations')

const name = process.argv[2]
const db = await openDatabase({ memory: true })
try {
  const hasAny = fs.readdirSync(migrationsDir).some((file) => file.startsWith('Migration'))
  if (hasAny) await migrate(db.orm)
  const result = await db.orm.migrator.create(migrationsDir, false, false, name)
  if (!result.fileName) {
    console.log('The entities match the migrations: nothing to generate.')
  } else {
    console.log(`Wrote migrations/${result.fileName}`)
  }
} finally {
  await db.close()
}
