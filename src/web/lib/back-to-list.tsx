import { Link, useLocation, useRouter, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * "Back to the list" links that return to the list as the user left it (search, filters, sort, page): the link
 * into a record carries the list's address as `?from=` (docs/decisions/0026-directory-sort-and-stable-paging.md). In
 * the URL rather than in history state, so it survives a reload, a new tab and a shared link. Only a same-site
 * path is kept, and a back link follows it only to its own list, so `from` can never send anyone elsewhere.
 */
export type ListPath = '/schools' | '/campus-programs' | '/blog'

const MAX_FROM = 2000

const isSameSitePath = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= MAX_FROM &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.startsWith('/\\') &&
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u001f\u007f]/.test(value)

/** The record routes' search: `from`, kept only when it is a same-site path. */
export const fromSearch = (raw: Record<string, unknown>): { from?: string } => ({
  from: isSameSitePath(raw.from) ? raw.from : undefined,
})

/** The query of `from` when it is `list` itself (with or without a query), else undefined. */
export function listQueryIn(from: unknown, list: ListPath): string | undefined {
  if (!isSameSitePath(from)) return undefined
  const [path, query = ''] = from.split(/\?(.*)/s, 2) as [string, string?]
  return path === list || path === `${list}/` ? query : undefined
}

/** Where the current page is, as a `from` for links into its records; nothing when the list is plain. */
export function useFromHere(): string | undefined {
  return useLocation({ select: (location) => (location.searchStr ? location.href : undefined) })
}

/** A back link to `list`, with the search the user left it with when the page was opened from there. */
export function BackToListLink({
  list,
  className,
  children,
}: {
  list: ListPath
  className?: string
  children: ReactNode
}) {
  const router = useRouter()
  const from = useSearch({ strict: false, select: (search) => (search as { from?: unknown }).from })
  const query = listQueryIn(from, list)
  // Parsed as the router parses an address, so numbers stay numbers and the list validates it as usual.
  const search = query ? router.options.parseSearch(`?${query}`) : undefined
  return (
    // The list's own search type is not known here: the list route validates what it receives.
    <Link to={list} search={search as never} className={className}>
      {children}
    </Link>
  )
}
