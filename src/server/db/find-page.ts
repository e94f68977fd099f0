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
  const offset = options.offset ?? 0
  const endsTheList = options.limit === undefined || rows.length < options.limit
  if (endsTheList && (rows.length > 0 || offset === 0)) return [rows, offset + rows.length]
  return [rows, await em.count(entity, where)]
}
