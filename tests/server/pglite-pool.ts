/**
 * In-memory PGlite databases kept between a worker's test files and handed out again as they were at the
 * snapshot (ADR 0158). Server test files run with `isolate: false`, so this module lives as long as the worker.
 * Starting PGlite from a snapshot costs 0.7-2 s (its untar into memory and PostgreSQL's start in WebAssembly);
 * bringing a used one back costs about 0.2 s: its session state discarded, its schema compared with the
 * snapshot's, every table emptied, the snapshot's rows and sequence values put back, and those rows checked.
 * One that differs in anything the reset does not restore (a table, column, index, function, trigger, extension
 * or role added, changed or dropped; a transaction still open; a stopped thread) is closed instead, and the
 * next file gets a new one from the snapshot: a pooled database is the snapshot, or it is not reused.
 */
import { openPgliteThread, closedDatabaseError, type EmbeddedDatabase } from '@/server/db/pglite-thread'

/** The snapshot's state, read from a database just started from it: what a reset compares with and restores. */
interface Baseline {
  schema: string
  tables: string[]
  sequences: { name: string; value: number | null }[]
  /** The tables that hold rows at the snapshot (the migrations' log, pg-boss's version, demo content). */
  seeds: { table: string; columns: string; rows: string; digest: string }[]
}

interface Pooled {
  database: EmbeddedDatabase
  baseline: Baseline
}

/** Idle databases by snapshot file. */
const idle = new Map<string, Pooled[]>()
/** Each snapshot's baseline, read once per worker. */
const baselines = new Map<string, Promise<Baseline>>()

/** How many leases were served from the pool, and how many pooled databases were closed instead of reused. */
export const poolCounts = { reused: 0, started: 0, discarded: 0 }

const USER_SCHEMAS = `not in ('pg_catalog', 'information_schema', 'pg_toast')`

/**
 * The schema and the cluster's other shared objects as one digest. From the catalogs, not information_schema
 * (its views take several times longer): relations with their kind, columns with type, default and generation,
 * constraints, index, view, trigger and function definitions, schemas, extensions, enum labels, roles, databases.
 */
const SCHEMA_DIGEST = `
  with user_rel as (
    select c.oid, c.relkind, format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname ${USER_SCHEMAS}
  )
  select md5(string_agg(line, E'\\n' order by line)) as digest from (
    select format('rel %s %s', name, relkind) as line from user_rel
    union all select format('col %s %s %s %s %s %s', r.name, a.attname, format_type(a.atttypid, a.atttypmod),
        a.attnotnull, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a join user_rel r on r.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped
    union all select format('con %s %s %s', r.name, c.conname, pg_get_constraintdef(c.oid))
      from pg_constraint c join user_rel r on r.oid = c.conrelid
    union all select format('idx %s', pg_get_indexdef(r.oid)) from user_rel r where r.relkind in ('i', 'I')
    union all select format('view %s %s', r.name, pg_get_viewdef(r.oid)) from user_rel r where r.relkind in ('v', 'm')
    union all select format('trg %s', pg_get_triggerdef(t.oid)) from pg_trigger t
      join user_rel r on r.oid = t.tgrelid where not t.tgisinternal
    union all select format('fn %s.%s(%s) %s', n.nspname, p.proname, pg_get_function_arguments(p.oid), md5(p.prosrc))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname ${USER_SCHEMAS}
    union all select format('enum %s %s', e.enumtypid::regtype, e.enumlabel) from pg_enum e
    union all select format('nsp %s', nspname) from pg_namespace
    union all select format('ext %s %s', extname, extversion) from pg_extension
    union all select format('role %s', rolname) from pg_roles
    union all select format('db %s', datname) from pg_database
  ) as lines`

/** A table's rows (the written columns) as one digest, whatever their order. */
const digestOf = (table: string, columns: string) =>
  `select coalesce(md5(string_agg(row_text, E'\\n' order by row_text)), '') as digest
   from (select row(${columns})::text as row_text from ${table}) as written`

/** The one value a single-row, single-column query answers. */
async function valueOf<T>(answer: Promise<{ rows: Record<string, T>[] }>): Promise<T> {
  const [row] = (await answer).rows
  const [value] = Object.values(row ?? {})
  if (value === undefined) throw new Error('the query answered no value')
  return value
}

async function readBaseline(database: EmbeddedDatabase): Promise<Baseline> {
  const schema = await valueOf(database.query<{ digest: string }>(SCHEMA_DIGEST))
  const tables = (
    await database.query<{ name: string }>(
      `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by 1`,
    )
  ).rows.map(({ name }) => name)
  const sequences = (
    await database.query<{ name: string; value: number | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::float8 as value from pg_sequences`,
    )
  ).rows
  const seeds: Baseline['seeds'] = []
  for (const table of tables) {
    const rows = await valueOf(
      database.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${table} as t`),
    )
    if (rows === null) continue
    // Generated columns are computed again on insert; they cannot be written.
    const columns = (
      await database.query<{ name: string }>(
        `select quote_ident(attname) as name from pg_attribute
         where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        [table],
      )
    ).rows
      .map(({ name }) => name)
      .join(', ')
    const digest = await valueOf(database.query<{ digest: string }>(digestOf(table, columns)))
    seeds.push({ table, columns, rows, digest })
  }
  return { schema, tables, sequences, seeds }
}

/** Brings a used database back to its baseline; false when it cannot be (then it is closed, not reused). */
async function reset({ database, baseline }: Pooled): Promise<boolean> {
  try {
    // Settings, temporary tables, prepared statements, LISTENs and advisory locks a file left behind.
    await database.exec('discard all')
    if ((await valueOf(database.query<{ digest: string }>(SCHEMA_DIGEST))) !== baseline.schema) return false
    return await database.transaction(async (tx) => {
      await tx.exec(`truncate ${baseline.tables.join(', ')} restart identity cascade`)
      for (const { name, value } of baseline.sequences)
        await tx.query(`select setval($1::regclass, coalesce($2, 1), $2 is not null)`, [name, value])
      for (const { table, columns, rows, digest } of baseline.seeds) {
        await tx.query(
          `insert into ${table} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
          [rows],
        )
        if ((await valueOf(tx.query<{ digest: string }>(digestOf(table, columns)))) !== digest)
          throw new Error(`${table} differs from the snapshot after its reset`)
      }
      return true
    })
  } catch {
    return false
  }
}

/**
 * A database as the snapshot `file` holds it, from the pool or started from `snapshot`. Closing it returns it to
 * the pool (reset) or closes it; after that, the handle refuses every statement as a closed database does.
 */
export async function leasePglite(file: string, snapshot: Uint8Array): Promise<EmbeddedDatabase> {
  let pooled = idle.get(file)?.pop()
  if (pooled) poolCounts.reused++
  else {
    const database = await openPgliteThread({ memory: true, snapshot })
    let baseline = baselines.get(file)
    if (!baseline) baselines.set(file, (baseline = readBaseline(database)))
    try {
      pooled = { database, baseline: await baseline }
    } catch (error) {
      // Read again by the next lease rather than fail every later file with this one's error.
      baselines.delete(file)
      await database.close()
      throw error
    }
    poolCounts.started++
  }
  return lease(file, pooled)
}

/** Closes the idle databases of a snapshot: for a file whose snapshot no other file uses. */
export async function closeIdle(file: string): Promise<void> {
  const databases = idle.get(file) ?? []
  idle.delete(file)
  baselines.delete(file)
  await Promise.all(databases.map(({ database }) => database.close()))
}

function lease(file: string, pooled: Pooled): EmbeddedDatabase {
  const { database } = pooled
  let closed = false
  const open = () => {
    if (closed) throw closedDatabaseError()
    return database
  }
  const refuseWhenClosed =
    <A extends unknown[], R>(call: (db: EmbeddedDatabase, ...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      try {
        return call(open(), ...args)
      } catch (error) {
        return Promise.reject(error)
      }
    }
  return {
    query: refuseWhenClosed((db, sql, params, options) => db.query(sql, params, options)),
    exec: refuseWhenClosed((db, sql, options) => db.exec(sql, options)),
    transaction: refuseWhenClosed((db, callback) => db.transaction(callback)),
    dumpDataDir: refuseWhenClosed((db, compression) => db.dumpDataDir(compression)),
    async close() {
      if (closed) return
      closed = true
      if (!database.closed && (await reset(pooled))) {
        const list = idle.get(file) ?? []
        list.push(pooled)
        idle.set(file, list)
      } else {
        poolCounts.discarded++
        await database.close()
      }
    },
    get closed() {
      return closed
    },
    ready: true,
    waitReady: Promise.resolve(),
  }
}
