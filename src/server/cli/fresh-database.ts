/**
 * Run by the build (scripts/build.mjs), never by operators: writes dist/server/data/fresh-database.tar.gz, an
 * embedded database that is migrated and holds the bundled school directory. A first start on an empty data
 * folder loads it instead of creating a cluster and importing 4,082 schools (pglite-worker.mjs, ADR 0107). The
 * start still migrates and applies the directory as always: with this snapshot both find their work done.
 */
import fs from 'node:fs'
import path from 'node:path'
import { migrate, openDatabase } from '@/server/db/orm'
import { applyBundledDirectory } from '@/server/features/schools/bundled-directory'

async function main() {
  const out = process.argv[2]
  if (!out) throw new Error('usage: fresh-database.js <output .tar.gz>')
  const db = await openDatabase({ memory: true })
  try {
    await migrate(db.orm)
    await applyBundledDirectory(db.orm.em.fork())
    const snapshot = await db.pglite!.dumpDataDir('gzip')
    fs.mkdirSync(path.dirname(out), { recursive: true })
    // Renamed into place, so a start never reads half a file.
    fs.writeFileSync(`${out}.tmp`, Buffer.from(await snapshot.arrayBuffer()))
    fs.renameSync(`${out}.tmp`, out)
  } finally {
    await db.close()
  }
}

await main()
