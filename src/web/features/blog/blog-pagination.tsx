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
import { withPage, type BlogSearch } from './blog-search'

/** Previous, first, two pages either side of the current one, last, Next; each a shareable URL. */
export function BlogPagination({ search, totalPages }: { search: BlogSearch; totalPages: number }) {
  const page = Math.min(search.page ?? 1, totalPages)
  const first = page <= 1
  const last = page >= totalPages
  return (
    <Pagination className="mt-12">
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious asChild disabled={first}>
            <Link to="/blog" search={withPage(search, page - 1)} disabled={first} />
          </PaginationPrevious>
        </PaginationItem>
        {paginationWindow({ page, totalPages, siblings: 2 }).map((item) =>
          typeof item === 'number' ? (
            <PaginationItem key={item}>
              <PaginationLink asChild isActive={item === page}>
                <Link to="/blog" search={withPage(search, item)} aria-label={`Page ${item}`}>
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
            <Link to="/blog" search={withPage(search, page + 1)} disabled={last} />
          </PaginationNext>
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  )
}
