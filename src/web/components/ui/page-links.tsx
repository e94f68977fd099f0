import type { ReactElement, ReactNode } from 'react'
import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from './pagination'
import { paginationWindow } from './pagination-window'

/** What a page link receives to spread on itself. */
export interface PageLinkProps {
  'aria-label'?: string
  children?: ReactNode
  /**
   * Exact matching for the router's active state (and so its `aria-current="page"`): by default a Link is
   * active when its search is a subset of the current one, which made the link to page 1 "current" on page 2.
   */
  activeOptions: { exact: true }
}

const exact = { activeOptions: { exact: true } } as const

/**
 * Previous, the first page, the current one with `siblings` pages either side, the last, Next, with ellipses
 * between; Previous and Next disabled at the ends, as a disabled button (not a link, which the router would mark
 * as the current page; a plain span could not carry its label, which axe calls a prohibited attribute); `aria-current="page"` is on the current number only. Every page is a real link built by `linkTo` (a router `<Link>`
 * with the list's search), so paging works before hydration and every page has its own URL.
 */
export function PageLinks({
  page,
  totalPages,
  siblings,
  linkTo,
  className,
  label,
}: {
  page: number
  totalPages: number
  siblings: number
  linkTo: (page: number, props: PageLinkProps) => ReactElement
  className?: string
  /** The navigation's accessible name, when the page has more than one list of pages. */
  label?: string
}) {
  const first = page <= 1
  const last = page >= totalPages
  return (
    <Pagination className={className} {...(label && { 'aria-label': label })}>
      <PaginationContent className="flex-wrap justify-center">
        <PaginationItem>
          <PaginationPrevious asChild disabled={first}>
            {first ? <button type="button" disabled /> : linkTo(page - 1, exact)}
          </PaginationPrevious>
        </PaginationItem>
        {paginationWindow({ page, totalPages, siblings }).map((item) =>
          typeof item === 'number' ? (
            <PaginationItem key={item}>
              <PaginationLink asChild isActive={item === page}>
                {linkTo(item, { ...exact, 'aria-label': `Page ${item}`, children: item })}
              </PaginationLink>
            </PaginationItem>
          ) : (
            <PaginationItem key={item}>
              <PaginationEllipsis />
            </PaginationItem>
          ),
        )}
        <PaginationItem>
          <PaginationNext asChild disabled={last}>
            {last ? <button type="button" disabled /> : linkTo(page + 1, exact)}
          </PaginationNext>
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  )
}
