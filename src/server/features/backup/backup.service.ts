import { IsolationLevel } from '@mikro-orm/core'
import type { Database, Em } from '@/server/db/orm'
import { APP_VERSION } from '@/server/app-version'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupWriter,
  type BackupHeader,
  type SequenceValue,
} from './backup-file'
import { appliedMigrations, appTables, identifier, quoted } from './schema-catalog'

/** Rows read per statement: small enough that a page of image variants stays a few megabytes. */
const PAGE_ROWS = 50

export type BackupManifest = BackupHeader & { tables: Record<string, number> }

/**
 * Writes every application table (schema `public`, not pg-boss's job queue: ADR 0085) to one file, from one
 * snapshot: a REPEATABLE READ, read-only transaction, so rows written meanwhile are either all in it or not at
 * all, and the server goes on serving (on PostgreSQL nothing waits for it; on PGlite, whose one connection the
 * transaction holds, requests wait between its statements, each a page of rows).
 */
export async function takeBackup(db: Database, file: string): Promise<BackupManifest> {
  const writer = BackupWriter.create(file)
  try {
    const manifest = await db.orm.em.fork().transactional(
      async (tx) => {
        // The output of every type in a form its input reads back on any PostgreSQL version.
        await tx.execute(`set local bytea_output = 'hex'`)
        await tx.execute(`set local extra_float_digits = 3`)
        const [version] = await tx.execute<Array<{ version: string }>>(
          `select current_setting('server_version') as version`,
        )
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          appVersion: APP_VERSION,
          createdAt: new Date().toISOString(),
          engine: db.engine,
          serverVersion: version?.version ?? 'unknown',
          migrations: await appliedMigrations(tx),
        }
        await writer.line(header)
        const counts: Record<string, number> = {}
        for (const { table, columns } of await appTables(tx)) {
          const [row] = await tx.execute<Array<{ n: number }>>(
            `select count(*)::int as n from ${quoted(table)}`,
          )
          const rows = Number(row?.n ?? 0)
          counts[table] = rows
          await writer.line({ table, columns, rows })
          const select = columns.map(identifier).join(', ')
          for (let offset = 0; offset < rows; offset += PAGE_ROWS) {
            const page = await tx.execute<Array<{ row: string }>>(
              `select row_to_json(t)::text as row from (select ${select} from ${quoted(table)} order by ctid limit ? offset ?) t`,
              [PAGE_ROWS, offset],
            )
            for (const { row: json } of page) await writer.line(json)
          }
        }
        await writer.line({ sequences: await sequenceValues(tx) })
        return { ...header, tables: counts }
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    )
    await writer.finish(manifest.tables)
    return manifest
  } catch (error) {
    await writer.abort()
    throw error
  }
}

/** Where each id sequence stands, so that a restored database never hands out an id it already used. */
async function sequenceValues(tx: Em): Promise<SequenceValue[]> {
  const names = await tx.execute<Array<{ name: string }>>(
    `select relname as name from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace order by relname`,
  )
  const values: SequenceValue[] = []
  for (const { name } of names) {
    const [state] = await tx.execute<Array<{ value: string; is_called: boolean }>>(
      `select last_value::text as value, is_called from ${quoted(name)}`,
    )
    if (state) values.push({ name, value: state.value, isCalled: state.is_called })
  }
  return values
}
