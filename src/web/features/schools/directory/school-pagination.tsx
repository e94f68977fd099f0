import { Link } from '@tanstack/react-router'
import { PageLinks } from '@/web/components/ui/page-links'

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
    <PageLinks
      className="mt-8"
      page={page}
      totalPages={totalPages}
      siblings={1}
      linkTo={(target, props) => <Link to="/schools" search={pageSearch(target)} {...props} />}
    />
  )
}
