import { describe, expect, it } from 'vitest'
import {
  INITIAL_SORT,
  articleStatus,
  categoryLabel,
  displayDate,
  nextSort,
  tableRows,
  type SortState,
} from './article-table.state'

describe('nextSort (sort toggling)', () => {
  it('starts at createdAt descending', () => {
    expect(INITIAL_SORT).toEqual({ field: 'createdAt', direction: 'desc' })
  })

  it('toggles the direction when the same column is clicked again', () => {
    expect(nextSort({ field: 'title', direction: 'asc' }, 'title')).toEqual({
      field: 'title',
      direction: 'desc',
    })
    expect(nextSort({ field: 'title', direction: 'desc' }, 'title')).toEqual({
      field: 'title',
      direction: 'asc',
    })
  })

  it('starts a new column ascending, whatever the previous direction', () => {
    expect(nextSort(INITIAL_SORT, 'date')).toEqual({ field: 'date', direction: 'asc' })
    expect(nextSort({ field: 'date', direction: 'desc' }, 'status')).toEqual({
      field: 'status',
      direction: 'asc',
    })
  })
})

const day = (n: number) => new Date(Date.UTC(2026, 0, n))
const rows = [
  {
    id: 1,
    title: 'beta launch',
    excerpt: 'Street teams',
    published: true,
    publishedAt: day(10),
    createdAt: day(1),
    category: { id: 1, name: 'Strategy' },
    reviewRequestedAt: null,
  },
  {
    id: 2,
    title: 'Alpha guide',
    excerpt: null,
    published: false,
    publishedAt: null,
    createdAt: day(5),
    category: null,
    reviewRequestedAt: null,
  },
  {
    id: 3,
    title: 'Gamma plan',
    excerpt: 'Sampling at STREET fairs',
    published: true,
    publishedAt: day(2),
    createdAt: day(3),
    category: { id: 2, name: 'Events' },
    reviewRequestedAt: null,
  },
]
const ids = (sort: SortState, search = '', filter: Parameters<typeof tableRows>[2] = 'all') =>
  tableRows(rows, search, filter, sort).map((row) => row.id)

describe('tableRows', () => {
  it('sorts by creation, newest first, initially', () => {
    expect(ids(INITIAL_SORT)).toEqual([2, 3, 1])
  })

  it('sorts by title case-insensitively, both ways', () => {
    expect(ids({ field: 'title', direction: 'asc' })).toEqual([2, 1, 3])
    expect(ids({ field: 'title', direction: 'desc' })).toEqual([3, 1, 2])
  })

  it('sorts by category name with Uncategorized among them', () => {
    expect(ids({ field: 'category', direction: 'asc' })).toEqual([3, 1, 2])
  })

  it('sorts by status (drafts first ascending) and by date (published, else created)', () => {
    expect(ids({ field: 'status', direction: 'asc' })[0]).toBe(2)
    expect(ids({ field: 'date', direction: 'asc' })).toEqual([3, 2, 1])
  })

  it('searches title or excerpt, case-insensitive', () => {
    expect(ids(INITIAL_SORT, 'street')).toEqual([3, 1])
    expect(ids(INITIAL_SORT, 'ALPHA')).toEqual([2])
    expect(ids(INITIAL_SORT, 'nothing')).toEqual([])
  })

  it('filters published, drafts or one category', () => {
    expect(ids(INITIAL_SORT, '', 'published')).toEqual([3, 1])
    expect(ids(INITIAL_SORT, '', 'drafts')).toEqual([2])
    expect(ids(INITIAL_SORT, '', 'category:2')).toEqual([3])
  })
})

describe('cells', () => {
  it('shows the category name or Uncategorized', () => {
    expect(categoryLabel(rows[0]!)).toBe('Strategy')
    expect(categoryLabel(rows[1]!)).toBe('Uncategorized')
  })

  it('dates a row by publication, else creation', () => {
    expect(displayDate(rows[0]!)).toEqual(day(10))
    expect(displayDate(rows[1]!)).toEqual(day(5))
  })

  it('gives each article one status: draft, in review, scheduled or published', () => {
    const now = day(20).getTime()
    const draft = { published: false, publishedAt: null, reviewRequestedAt: null }
    expect(articleStatus(draft, now)).toBe('Draft')
    expect(articleStatus({ ...draft, reviewRequestedAt: day(19) }, now)).toBe('In review')
    expect(articleStatus({ published: true, publishedAt: day(21), reviewRequestedAt: null }, now)).toBe(
      'Scheduled',
    )
    expect(articleStatus({ published: true, publishedAt: day(20), reviewRequestedAt: null }, now)).toBe(
      'Published',
    )
  })
})
