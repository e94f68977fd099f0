import type { ArticleTableRow } from '@/shared/blog/article.schema'
import { isLive } from '@/web/features/blog/format'

/** The management table's sortable columns (spec "Blog management"); createdAt is the initial order. */
export type SortField = 'title' | 'category' | 'status' | 'date' | 'createdAt'
export interface SortState {
  field: SortField
  direction: 'asc' | 'desc'
}

export const INITIAL_SORT: SortState = { field: 'createdAt', direction: 'desc' }

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort(current: SortState, field: SortField): SortState {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { field, direction: 'asc' }
}

/** All Articles, Published, Drafts, or one category by id. */
export type ArticleFilter = 'all' | 'published' | 'drafts' | `category:${number}`

type Row = Pick<
  ArticleTableRow,
  'id' | 'title' | 'excerpt' | 'published' | 'publishedAt' | 'createdAt' | 'category' | 'reviewRequestedAt'
>

/** Where an article stands, one word for the table's single badge; in the order the status column sorts. */
export const ARTICLE_STATUSES = ['Draft', 'In review', 'Scheduled', 'Published'] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

/** A draft waits for review once an author submitted it; a published article with a date to come is scheduled. */
export function articleStatus(
  row: Pick<Row, 'published' | 'publishedAt' | 'reviewRequestedAt'>,
  now = Date.now(),
): ArticleStatus {
  if (!row.published) return row.reviewRequestedAt ? 'In review' : 'Draft'
  return isLive(row, now) ? 'Published' : 'Scheduled'
}

export const UNCATEGORIZED = 'Uncategorized'
export const categoryLabel = (row: Pick<Row, 'category'>) => row.category?.name ?? UNCATEGORIZED

/** The Date column: the publication date, else the creation date. */
export const displayDate = (row: Pick<Row, 'publishedAt' | 'createdAt'>) => row.publishedAt ?? row.createdAt

const time = (date: Date | string) => new Date(date).getTime()
const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })

const compare: Record<SortField, (a: Row, b: Row) => number> = {
  title: (a, b) => text(a.title, b.title),
  category: (a, b) => text(categoryLabel(a), categoryLabel(b)),
  // Ascending puts drafts first: the ones that still need work.
  status: (a, b) => ARTICLE_STATUSES.indexOf(articleStatus(a)) - ARTICLE_STATUSES.indexOf(articleStatus(b)),
  date: (a, b) => time(displayDate(a)) - time(displayDate(b)),
  createdAt: (a, b) => time(a.createdAt) - time(b.createdAt),
}

/** Search (title or excerpt, case-insensitive) and the filter, then the sort; ties keep the newest first. */
export function tableRows<T extends Row>(
  rows: T[],
  search: string,
  filter: ArticleFilter,
  sort: SortState,
): T[] {
  const needle = search.trim().toLowerCase()
  const category = filter.startsWith('category:') ? Number(filter.slice('category:'.length)) : undefined
  const sign = sort.direction === 'asc' ? 1 : -1
  return rows
    .filter(
      (row) =>
        !needle ||
        row.title.toLowerCase().includes(needle) ||
        (row.excerpt ?? '').toLowerCase().includes(needle),
    )
    .filter((row) => {
      if (filter === 'published') return row.published
      if (filter === 'drafts') return !row.published
      if (category !== undefined) return row.category?.id === category
      return true
    })
    .sort((a, b) => sign * compare[sort.field](a, b) || time(b.createdAt) - time(a.createdAt) || b.id - a.id)
}
