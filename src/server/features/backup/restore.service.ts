import { sql } from 'kysely'
import { migrate, type Database, type Em } from '@/server/db/orm'
import { readBackup, verifyBackup, type SequenceValue, type TableStart } from './backup-file'
import type { BackupManifest } from './backup.service'
import { appTables, identifier, quoted, type AppTable } from './schema-catalog'

/** A restore that would lose or mix data, refused before anything is written; one line for the operator. */
export class RestoreRefusedError extends Error {}

export interface RestoreOptions {
  /** Replace the rows of a target that has some (its schema must not be newer than the backup's). */
  force?: boolean
}

/**
 * Restores a backup (ADR 0085) into a database: checks the whole file first (checksum, format, schema level),
 * migrates the target to the backup's schema level, loads every table and sequence in one transaction, then
 * applies the migrations the backup predates, as an upgrade would. A backup from a newer schema than this code
 * knows is refused, as is a target with rows unless `force` (then they are replaced).
 */
export async function restoreBackup(
  db: Database,
  file: string,
  { force = false }: RestoreOptions = {},
): Promise<BackupManifest> {
  const manifest = await verifyBackup(file)
  const migrator = db.orm.migrator
  const applied = (await migrator.getExecuted()).map((row) => row.name)
  const known = new Set([...applied, ...(await migrator.getPending()).map((migration) => migration.name)])
  const unknown = manifest.migrations.filter((name) => !known.has(name))
  if (unknown.length > 0)
    throw new RestoreRefusedError(
      `This backup is from a newer CampusPulse (${manifest.appVersion}, schema at ${manifest.migrations.at(-1)}): ` +
        `it has ${unknown.length} migration${unknown.length > 1 ? 's' : ''} this version does not know. Upgrade, then restore.`,
    )
  const ahead = applied.filter((name) => !manifest.migrations.includes(name))
  if (ahead.length > 0)
    throw new RestoreRefusedError(
      `The target database's schema is newer than the backup's (it has ${ahead[0]}${ahead.length > 1 ? ', ...' : ''}): ` +
        'restore into a new database or data folder.',
    )

  const level = manifest.migrations.at(-1)
  if (level && !applied.includes(level)) await migrator.up({ to: level })

  await db.orm.em.fork().transactional(async (tx) => {
    const tables = new Map((await appTables(tx)).map((entry) => [entry.table, entry]))
    const filled = await tablesWithRows(tx, [...tables.keys()])
    const used = filled.filter((table) => !FILLED_BY_MIGRATIONS.has(table))
    if (used.length > 0 && !force)
      throw new RestoreRefusedError(
        `The target database is not empty (${used.slice(0, 3).join(', ')}${used.length > 3 ? ', ...' : ''} ` +
          'have rows): restore into a new database or data folder, or pass --force to replace its contents.',
      )
    if (filled.length > 0)
      await tx.execute(`truncate ${[...tables.keys()].map(quoted).join(', ')} restart identity cascade`)
    for await (const record of readBackup(file)) {
      if (record.kind === 'sequences') await setSequences(tx, record.sequences)
      else await loadTable(tx, expectTable(tables, record.table), record.rows)
    }
  })
  await migrate(db.orm)
  return manifest
}

/**
 * Tables a migration writes rows into (the demo case studies, ADR 0154): a freshly migrated database has them, so
 * rows there alone do not make a target "not empty"; like every table, they are replaced by the backup's.
 */
const FILLED_BY_MIGRATIONS = new Set(['case_studies'])

async function tablesWithRows(tx: Em, tables: string[]): Promise<string[]> {
  const filled: string[] = []
  for (const table of tables) {
    const [row] = await tx.execute<Array<{ any: boolean }>>(
      `select exists (select 1 from ${quoted(table)}) as any`,
    )
    if (row?.any) filled.push(table)
  }
  return filled
}

/** The target's table, which at the backup's schema level has the backup's columns. */
function expectTable(tables: Map<string, AppTable>, start: TableStart): AppTable {
  const target = tables.get(start.table)
  const same =
    target &&
    target.columns.length === start.columns.length &&
    start.columns.every((column) => target.columns.includes(column))
  if (!same)
    throw new RestoreRefusedError(
      `Table ${start.table} in the backup does not match the database's at the same schema level; nothing was restored.`,
    )
  return target
}

async function loadTable(tx: Em, { table, columns }: AppTable, batches: AsyncGenerator<string[]>) {
  const list = sql.raw(columns.map(identifier).join(', '))
  const target = sql.raw(quoted(table))
  // Triggers that derive rows (the search word lists) stay off: their tables are restored as they were.
  await tx.execute(`alter table ${quoted(table)} disable trigger user`)
  const kysely = tx.getKysely()
  for await (const rows of batches) {
    // Bound as one parameter, never spliced into the statement: rows are whatever the backup holds.
    await sql`insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${`[${rows.join(',')}]`}::json)`.execute(
      kysely,
    )
  }
  await tx.execute(`alter table ${quoted(table)} enable trigger user`)
}

async function setSequences(tx: Em, sequences: SequenceValue[]) {
  for (const { name, value, isCalled } of sequences) {
    const [present] = await tx.execute<Array<{ present: boolean }>>(
      `select to_regclass(?) is not null as present`,
      [quoted(name)],
    )
    if (!present?.present) continue
    await sql`select setval(${quoted(name)}::regclass, ${value}::bigint, ${isCalled})`.execute(tx.getKysely())
  }
}
