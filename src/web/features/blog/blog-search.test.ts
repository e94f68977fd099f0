import { describe, expect, it } from 'vitest'
import { paginationWindow } from '@/web/components/ui/pagination-window'
import { ARTICLE_OFFSET_MAX } from '@/shared/blog/list-limits'
import {
  BLOG_PAGE_SIZE,
  blogListInput,
  MAX_BLOG_PAGE,
  pageCount,
  parseBlogSearch,
  withCategory,
  withPage,
  withSearchText,
} from './blog-search'

describe('parseBlogSearch', () => {
  it('keeps valid values', () => {
    expect(parseBlogSearch({ q: ' ambassadors ', category: 2, tag: '5', page: 3 })).toEqual({
      q: 'ambassadors',
      category: 2,
      tag: 5,
      page: 3,
    })
  })

  it('drops malformed values instead of failing', () => {
    expect(parseBlogSearch({ q: '', category: 'abc', tag: -1, page: 'x' })).toEqual({})
    expect(parseBlogSearch({ category: 1.5, page: 0 })).toEqual({})
    expect(parseBlogSearch({ q: { nested: true } })).toEqual({})
  })

  it('names every key, so values it drops replace the raw ones the router merges it over', () => {
    expect(parseBlogSearch({ page: 'abc', category: 'x' })).toStrictEqual({
      q: undefined,
      category: undefined,
      tag: undefined,
      page: undefined,
    })
  })

  it('reads a numeric search text as text, and page 1 as no page', () => {
    expect(parseBlogSearch({ q: 2026, page: 1 })).toEqual({ q: '2026' })
  })

  it('reads a control character in the search as U+FFFD, text that matches nothing', () => {
    expect(parseBlogSearch({ q: 'a\u0000b\u001b' }).q).toBe('a\uFFFDb\uFFFD')
  })
})

describe('blogListInput', () => {
  it('turns page n into offset (n-1)*9 with the page size as limit', () => {
    expect(blogListInput({})).toEqual({ limit: 9, offset: 0 })
    expect(blogListInput({ page: 3, q: 'x', category: 2, tag: 7 })).toEqual({
      limit: BLOG_PAGE_SIZE,
      offset: 18,
      search: 'x',
      categoryId: 2,
      tagId: 7,
    })
  })

  it('asks for no deeper offset than the API serves, however large the page', () => {
    expect(blogListInput({ page: MAX_BLOG_PAGE }).offset).toBeLessThanOrEqual(ARTICLE_OFFSET_MAX)
    expect(blogListInput({ page: MAX_BLOG_PAGE + 1 }).offset).toBeGreaterThan(
      ARTICLE_OFFSET_MAX - BLOG_PAGE_SIZE,
    )
    for (const page of [MAX_BLOG_PAGE + 1, 2_147_483_647, 1e20])
      expect(blogListInput({ page }).offset).toBe(blogListInput({ page: MAX_BLOG_PAGE }).offset)
  })

  it('counts pages of nine, at least one', () => {
    expect([0, 1, 9, 10, 18, 19].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3])
  })
})

describe('changing the list state', () => {
  const state = { q: 'old', category: 2, tag: 4, page: 3 }

  it('a new search resets to page 1 and keeps the filters', () => {
    expect(withSearchText(state, ' new ')).toEqual({ q: 'new', category: 2, tag: 4, page: undefined })
    expect(withSearchText(state, '  ').q).toBeUndefined()
  })

  it('a new category resets to page 1', () => {
    expect(withCategory(state, 5)).toEqual({ q: 'old', category: 5, tag: 4, page: undefined })
    expect(withCategory(state, undefined).category).toBeUndefined()
  })

  it('page 1 leaves the URL without a page', () => {
    expect(withPage(state, 1).page).toBeUndefined()
    expect(withPage(state, 4).page).toBe(4)
  })
})

describe('the blog pagination window (two either side, first and last, markers)', () => {
  const blogWindow = (page: number, totalPages: number) => paginationWindow({ page, totalPages, siblings: 2 })

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 12, [1, 2, 3, 'ellipsis-end', 12]],
    [6, 12, [1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 12]],
    [12, 12, [1, 'ellipsis-start', 10, 11, 12]],
    [4, 12, [1, 2, 3, 4, 5, 6, 'ellipsis-end', 12]],
  ])('page %i of %i', (page, total, expected) => {
    expect(blogWindow(page, total)).toEqual(expected)
  })
})
