import type { SchoolListQuery } from '@/shared/schools/school-query.schema'
import type { StaffSchoolsSearch } from '@/web/features/staff/kit/staff-search'

/** Schools per page of the staff list. */
export const STAFF_SCHOOLS_PAGE_SIZE = 20

/** The `schools.list` input for a URL state: the same ranked search the public directory uses. */
export const staffSchoolsQuery = (search: StaffSchoolsSearch): SchoolListQuery => ({
  page: search.page ?? 1,
  limit: STAFF_SCHOOLS_PAGE_SIZE,
  ...(search.q ? { search: search.q } : {}),
})
