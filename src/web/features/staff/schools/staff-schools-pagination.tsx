import { Link } from '@tanstack/react-router'
import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from '@/web/components/ui/pagination'
import { paginationWindow } from '@/web/components/ui/pagination-window'
import type { StaffSchoolsSearch } from '../staff-search'

const withPage = (search: StaffSchoolsSearch, page: number): StaffSchoolsSearch => ({
  ...search,
  page: page > 1 ? page : undefined,
})

/** The staff school list's pages, each a real link (/staff/schools?page=N with the search), as the directory's. */
export function StaffSchoolsPagination({
  search,
  totalPages,
}: {
  search: StaffSchoolsSearch
  totalPages: number
}) {
  if (totalPages <= 1) return null
  const page = Math.min(search.page ?? 1, totalPages)
  const first = page <= 1
  const last = page >= totalPages
  return (
    <Pagination aria-label="School pages">
      <PaginationContent className="flex-wrap justify-center">
        <PaginationItem>
          <PaginationPrevious asChild disabled={first}>
            <Link to="/staff/schools" search={withPage(search, page - 1)} disabled={first} />
          </PaginationPrevious>
        </PaginationItem>
        {paginationWindow({ page, totalPages, siblings: 1 }).map((item) =>
          typeof item === 'number' ? (
            <PaginationItem key={item}>
              <PaginationLink asChild isActive={item === page}>
                <Link to="/staff/schools" search={withPage(search, item)} aria-label={`Page ${item}`}>
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
          <PaginationNext asChild disabled={last}>
            <Link to="/staff/schools" search={withPage(search, page + 1)} disabled={last} />
          </PaginationNext>
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  )
}
