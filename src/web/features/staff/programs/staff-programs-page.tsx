import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTrpc } from '@/web/lib/trpc'
import { ListBody, ListCount, LiveSearch, StaffListPage } from '@/web/features/staff/kit/list-frame'
import type { StaffProgramsSearch } from '@/web/features/staff/kit/staff-search'
import { filterPrograms } from './program-rows'
import { ProgramsTable } from './programs-table'

/** /staff/programs: every campus program, a search that filters as you type (kept in ?q=), row actions. */
export function StaffProgramsPage({ search }: { search: StaffProgramsSearch }) {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const programs = useQuery(trpc.programs.list.queryOptions())
  // The box owns what is typed; the URL follows (replacing, so Back leaves the page rather than undoing letters).
  const [query, setQuery] = useState(search.q ?? '')
  const all = programs.data ?? []
  const rows = filterPrograms(all, query)

  const onQueryChange = (value: string) => {
    setQuery(value)
    void navigate({ to: '/staff/programs', search: { q: value.trim() || undefined }, replace: true })
  }

  return (
    <StaffListPage
      title="Campus Programs"
      newRecord={{ to: '/staff/programs/new', label: 'New program' }}
      listLabel="Programs"
    >
      <LiveSearch
        label="Search programs"
        placeholder="Search by program or school..."
        value={query}
        onChange={onQueryChange}
      />
      {programs.isSuccess && all.length > 0 ? (
        <ListCount>
          {rows.length === all.length
            ? `${all.length} program${all.length === 1 ? '' : 's'}`
            : `Showing ${rows.length} of ${all.length} programs`}
        </ListCount>
      ) : null}
      <ListBody
        status={programs.status}
        loadingLabel="Loading programs..."
        errorText="Failed to load programs. Please try again later."
        empty={
          programs.isSuccess && rows.length === 0
            ? {
                text:
                  all.length === 0
                    ? 'No campus programs yet.'
                    : 'No programs match your search. Try other words or create a new program.',
                action: <Link to="/staff/programs/new">Create a program</Link>,
              }
            : undefined
        }
      >
        <ProgramsTable programs={rows} />
      </ListBody>
    </StaffListPage>
  )
}
