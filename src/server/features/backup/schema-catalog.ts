import type { Em } from '@/server/db/orm'

/** MikroORM's record of applied migrations: the schema level, not data (a restore migrates its own target). */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations'

/** A name as an identifier in SQL; the names come from the catalog, never from input. */
export const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`

/** A table or sequence of the application's schema, by name. */
export const quoted = (name: string) => `"public".${identifier(name)}`

export interface AppTable {
  table: string
  /** Every column but the generated ones, which PostgreSQL computes again on insert. */
  columns: string[]
}

/**
 * The application's tables (schema `public`), parents before children so rows load without breaking a
 * foreign key; ties by name, so two backups of one schema list them alike.
 */
export async function appTables(em: Em): Promise<AppTable[]> {
  const tables = await em.execute<Array<{ table: string; columns: string[] }>>(
    `select c.relname as table,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns
     from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname <> ?
     order by c.relname`,
    [MIGRATIONS_TABLE],
  )
  const links = await em.execute<Array<{ child: string; parent: string }>>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint f
     join pg_class child on child.oid = f.conrelid
     join pg_class parent on parent.oid = f.confrelid
     where f.contype = 'f' and f.connamespace = 'public'::regnamespace and f.conrelid <> f.confrelid`,
  )
  const parentsOf = new Map<string, Set<string>>()
  for (const { child, parent } of links) parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(parent))
  const ordered: AppTable[] = []
  const placed = new Set<string>()
  let remaining = tables.map((row) => ({ table: row.table, columns: toArray(row.columns) }))
  while (remaining.length > 0) {
    const ready = remaining.filter(({ table }) =>
      [...(parentsOf.get(table) ?? [])].every((parent) => placed.has(parent) || parent === table),
    )
    // A cycle of foreign keys (none today) would load in name order and fail loudly on restore, not silently.
    const next = ready.length > 0 ? ready : remaining.slice(0, 1)
    for (const entry of next) {
      ordered.push(entry)
      placed.add(entry.table)
    }
    remaining = remaining.filter(({ table }) => !placed.has(table))
  }
  return ordered
}

/** The migrations a database has applied, oldest first; none for a database never migrated. */
export async function appliedMigrations(em: Em): Promise<string[]> {
  const [present] = await em.execute<Array<{ present: boolean }>>(
    `select to_regclass(?) is not null as present`,
    [`public.${MIGRATIONS_TABLE}`],
  )
  if (!present?.present) return []
  const rows = await em.execute<Array<{ name: string }>>(
    `select name from ${quoted(MIGRATIONS_TABLE)} order by id`,
  )
  return rows.map((row) => row.name)
}

/** node-postgres parses text[] into an array; a driver that hands back the literal gets it parsed here. */
function toArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((name) => name.replace(/^"|"$/g, ''))
}
