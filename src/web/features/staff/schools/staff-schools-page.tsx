import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTrpc } from '@/web/lib/trpc'
import { ListBody, ListCount, SearchForm, StaffListPage } from '@/web/features/staff/kit/list-frame'
import type { StaffSchoolsSearch } from '@/web/features/staff/kit/staff-search'
import { SchoolsTable } from './schools-table'
import { staffSchoolsQuery } from './staff-schools-query'
import { StaffSchoolsPagination } from './staff-schools-pagination'
import { formatWholeNumber } from '@/shared/us-format'

/**
 * /staff/schools: the directory a page at a time (4,000+ schools once IPEDS is imported), searched on the server
 * with the directory's ranked, typo-tolerant search; search and page live in the URL.
 */
export function StaffSchoolsPage({ search }: { search: StaffSchoolsSearch }) {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const schools = useQuery({
    ...trpc.schools.list.queryOptions(staffSchoolsQuery(search)),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
  const total = schools.data?.meta.total ?? 0
  const beyondTheEnd = total > 0

  return (
    <StaffListPage
      title="Schools"
      newRecord={{ to: '/staff/schools/new', label: 'New school' }}
      listLabel="School list"
    >
      <SearchForm
        action="/staff/schools"
        label="Search schools"
        placeholder="Name, city, state or type..."
        q={search.q}
        onSearch={(q) => void navigate({ to: '/staff/schools', search: { q } })}
      />
      {schools.isSuccess ? (
        <ListCount>
          {total === 0
            ? 'No schools found.'
            : `${formatWholeNumber(total)} school${total === 1 ? '' : 's'}${search.q ? ` matching "${search.q}"` : ''}`}
        </ListCount>
      ) : null}
      <ListBody
        status={schools.status}
        loadingLabel="Loading schools..."
        errorText="Failed to load schools. Please try again later."
        empty={
          schools.data?.data.length === 0
            ? {
                text: beyondTheEnd
                  ? 'This page is past the end of the list.'
                  : 'No schools found. Try other words or add a new school.',
                action: beyondTheEnd ? (
                  <Link to="/staff/schools" search={{ q: search.q }}>
                    Go to the first page
                  </Link>
                ) : (
                  <Link to="/staff/schools/new">Add a school</Link>
                ),
              }
            : undefined
        }
      >
        {schools.data && <SchoolsTable schools={schools.data.data} />}
      </ListBody>
      <StaffSchoolsPagination search={search} totalPages={schools.data?.meta.totalPages ?? 1} />
    </StaffListPage>
  )
}
