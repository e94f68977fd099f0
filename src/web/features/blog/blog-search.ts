import { ARTICLE_OFFSET_MAX } from '@/shared/blog/list-limits'
import { replaceControlCharacters } from '@/shared/control-characters'

/** Articles per page of the public list (product §9). */
export const BLOG_PAGE_SIZE = 9

/**
 * The deepest page the list asks the API for: the one that starts at the lists' deepest offset. A larger page in
 * the URL (a typo, a crafted `?page=2147483647`) asks for this one, which is past the end like any page after the
 * last article: the reader keeps the URL and sees the ordinary "No articles found", never an error page.
 */
export const MAX_BLOG_PAGE = Math.floor(ARTICLE_OFFSET_MAX / BLOG_PAGE_SIZE) + 1

/** The public list's state, kept in the URL (decision D11): /blog?q=…&category=…&tag=…&page=… */
export interface BlogSearch {
  q?: string
  category?: number
  tag?: number
  page?: number
}

const positiveInt = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined
}

/**
 * Reads the list's search params, dropping anything malformed instead of failing the page: a shared link with
 * `?page=abc` still shows the blog. Every key is returned, undefined when dropped, because the router merges
 * this result over the raw params. (The router parses `?q=2026` as a number, so q accepts numbers too.) No zod:
 * this runs in every visitor's first load.
 */
export function parseBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const q = typeof raw.q === 'number' ? String(raw.q) : typeof raw.q === 'string' ? raw.q.trim() : ''
  const page = positiveInt(raw.page)
  return {
    // A control character would make the API refuse the search: it becomes text that matches nothing instead.
    q: q ? replaceControlCharacters(q.slice(0, 200)) : undefined,
    category: positiveInt(raw.category),
    tag: positiveInt(raw.tag),
    page: page && page > 1 ? page : undefined,
  }
}

/** The list procedure's input for a URL state: page n is offset (n-1)*9, up to MAX_BLOG_PAGE. */
export function blogListInput(search: BlogSearch) {
  return {
    limit: BLOG_PAGE_SIZE,
    offset: (Math.min(search.page ?? 1, MAX_BLOG_PAGE) - 1) * BLOG_PAGE_SIZE,
    ...(search.q ? { search: search.q } : {}),
    ...(search.category ? { categoryId: search.category } : {}),
    ...(search.tag ? { tagId: search.tag } : {}),
  }
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE))

/**
 * A new search, category or tag starts again at page 1 (spec "Blog list"); the other filters stay: category and
 * tag compose, and the URL carries both (ADR 0044).
 */
export const withSearchText = (prev: BlogSearch, q: string): BlogSearch => ({
  ...prev,
  q: q.trim() || undefined,
  page: undefined,
})
export const withCategory = (prev: BlogSearch, category: number | undefined): BlogSearch => ({
  ...prev,
  category,
  page: undefined,
})
export const withTag = (prev: BlogSearch, tag: number | undefined): BlogSearch => ({
  ...prev,
  tag,
  page: undefined,
})
export const withPage = (prev: BlogSearch, page: number): BlogSearch => ({
  ...prev,
  page: page > 1 ? page : undefined,
})
