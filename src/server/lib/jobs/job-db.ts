import type { Em } from '@/server/db/orm'

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`

/**
 * A SQL literal (standard_conforming_strings, on in every supported server): text as a string, an array (the
 * job ids pg-boss deletes or cancels) as a PostgreSQL array literal, an object (a data filter) as JSON.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value))
    return quoted(`{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`)
  if (typeof value === 'object' && !(value instanceof Date)) return quoted(JSON.stringify(value))
  return quoted(value instanceof Date ? value.toISOString() : String(value))
}

/**
 * pg-boss's statements run through `em` (its `db` option), so what they write or delete is part of the caller's
 * transaction: committed with the change, or not at all. Its `$n` parameters are written into the text as
 * literals (the ORM's own placeholders are `?`, which pg-boss's SQL may hold as an operator).
 */
export function jobDbOn(em: Em) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const sql = text.replace(/\$(\d+)\b/g, (_, index: string) => literal(values[Number(index) - 1]))
      return { rows: await em.execute<Record<string, unknown>[]>(sql) }
    },
  }
}
