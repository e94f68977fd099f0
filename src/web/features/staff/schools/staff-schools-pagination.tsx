import { Link } from '@tanstack/react-router'
import { PageLinks } from '@/web/components/ui/page-links'
import type { StaffSchoolsSearch } from '../kit/staff-search'

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
  return (
    <PageLinks
      label="School pages"
      page={Math.min(search.page ?? 1, totalPages)}
      totalPages={totalPages}
      siblings={1}
      linkTo={(page, props) => <Link to="/staff/schools" search={withPage(search, page)} {...props} />}
    />
  )
}
