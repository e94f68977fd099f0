import { Link } from '@tanstack/react-router'
import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from '../../../components/ui/pagination'
import { paginationWindow } from '../../../components/ui/pagination-window'

/**
 * The directory's pages (spec "School directory"): shown only with more than one page; previous and next,
 * disabled at the ends; first and last page, the current one with a neighbour each side, ellipses between.
 * Every page is a real link (/schools?page=N with the other filters), so it works before hydration too.
 */
export function SchoolPagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null
  const pageSearch = (target: number) => (previous: Record<string, unknown>) => ({
    ...previous,
    page: target > 1 ? target : undefined,
  })
  return (
    <Pagination className="mt-8">
      <PaginationContent className="flex-wrap justify-center">
        <PaginationItem>
          <PaginationPrevious asChild disabled={page <= 1}>
            <Link to="/schools" search={pageSearch(page - 1)} disabled={page <= 1} />
          </PaginationPrevious>
        </PaginationItem>
        {paginationWindow({ page, totalPages, siblings: 1 }).map((item) =>
          typeof item === 'number' ? (
            <PaginationItem key={item}>
              <PaginationLink asChild isActive={item === page}>
                <Link to="/schools" search={pageSearch(item)} aria-label={`Page ${item}`}>
                  {item}
                </Link>
              </PaginationLink>
            </PaginationItem>
          ) : (
            <PaginationItem key={item}>
              <PaginationEllipsis />
            </PaginationItem>
          ),
        )}
        <PaginationItem>
          <PaginationNext asChild disabled={page >= totalPages}>
            <Link to="/schools" search={pageSearch(page + 1)} disabled={page >= totalPages} />
          </PaginationNext>
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  )
}
