import type { EntityName, FilterQuery, FindOptions, Loaded } from '@mikro-orm/core'
import type { Em } from './orm'

/**
 * `em.findAndCount`, minus the count when the page itself tells the total: a page shorter than its limit (or
 * read with no limit) that is not empty, or that starts at the first row, ends the list, so the total is the
 * offset plus its length. Staff tables and most public lists fit in one page, and on PGlite every statement
 * runs on the request's own thread: the count was one query in six on /blog/admin (issue 19).
 */
export async function findPage<
  Entity extends object,
  Hint extends string = never,
  Fields extends string = never,
>(
  em: Em,
  entity: EntityName<Entity>,
  where: FilterQuery<NoInfer<Entity>>,
  options: Omit<FindOptions<Entity, Hint, Fields>, 'using'> = {},
): Promise<[Loaded<Entity, Hint, Fields>[], number]> {
  const rows = await em.find<Entity, Hint, Fields>(entity, where, options)
  return [rows, await pageTotal(rows.length, options, () => em.count(entity, where))]
}

/** The list's total for a page of `length` rows read with `limit` and `offset`: told by the page, or counted. */
export async function pageTotal(
  length: number,
  { limit, offset = 0 }: { limit?: number; offset?: number },
  count: () => Promise<number>,
): Promise<number> {
  const endsTheList = limit === undefined || length < limit
  if (endsTheList && (length > 0 || offset === 0)) return offset + length
  return count()
}
