import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/web/components/ui/button'
import { SearchInput } from '@/web/components/ui/search-input'
import { useTrpc } from '@/web/lib/trpc'
import { Spinner } from '../../../components/ui/spinner'
import type { StaffProgramsSearch } from '../kit/staff-search'
import { filterPrograms } from './program-rows'
import { ProgramsTable } from './programs-table'

/** /staff/programs: every campus program, a search that filters as you type (kept in ?q=), row actions. */
export function StaffProgramsPage({ search }: { search: StaffProgramsSearch }) {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const programs = useQuery(trpc.programs.list.queryOptions())
  // The box owns what is typed; the URL follows (replacing, so Back leaves the page rather than undoing letters).
  const [query, setQuery] = useState(search.q ?? '')
  const searchId = useId()
  const all = programs.data ?? []
  const rows = filterPrograms(all, query)

  const onQueryChange = (value: string) => {
    setQuery(value)
    void navigate({ to: '/staff/programs', search: { q: value.trim() || undefined }, replace: true })
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Campus Programs</h1>
        <Button asChild>
          <Link to="/staff/programs/new">
            <Plus aria-hidden="true" />
            New program
          </Link>
        </Button>
      </div>

      <section aria-labelledby="programs-title" className="flex flex-col gap-4">
        <h2 id="programs-title" className="sr-only">
          Programs
        </h2>
        <div className="flex flex-col gap-2">
          <label htmlFor={searchId} className="text-sm font-medium">
            Search programs
          </label>
          <SearchInput
            id={searchId}
            placeholder="Search by program or school..."
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </div>
        {programs.isSuccess && all.length > 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            {rows.length === all.length
              ? `${all.length} program${all.length === 1 ? '' : 's'}`
              : `Showing ${rows.length} of ${all.length} programs`}
          </p>
        ) : null}

        <div className="rounded-xl border bg-card">
          {programs.isPending ? (
            <Spinner label="Loading programs..." />
          ) : programs.isError ? (
            <p role="alert" className="px-6 py-16 text-center text-destructive">
              Failed to load programs. Please try again later.
            </p>
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
              <p className="text-muted-foreground">
                {all.length === 0
                  ? 'No campus programs yet.'
                  : 'No programs match your search. Try other words or create a new program.'}
              </p>
              <Button asChild variant="outline">
                <Link to="/staff/programs/new">Create a program</Link>
              </Button>
            </div>
          ) : (
            <ProgramsTable programs={rows} />
          )}
        </div>
      </section>
    </div>
  )
}
