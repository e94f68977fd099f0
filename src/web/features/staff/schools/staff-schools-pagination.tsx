import { Link } from '@tanstack/react-router'
import { ListPages } from '@/web/features/staff/kit/list-frame'
import type { StaffSchoolsSearch } from '@/web/features/staff/kit/staff-search'

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
  return (
    <ListPages
      label="School pages"
      page={search.page ?? 1}
      totalPages={totalPages}
      linkTo={(page, props) => <Link to="/staff/schools" search={withPage(search, page)} {...props} />}
    />
  )
}
