import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useId, type FormEvent } from 'react'
import { Button } from '@/web/components/ui/button'
import { SearchInput } from '@/web/components/ui/search-input'
import { useTrpc } from '@/web/lib/trpc'
import { Spinner } from '../../../components/ui/spinner'
import type { StaffSchoolsSearch } from '../kit/staff-search'
import { SchoolsTable } from './schools-table'
import { staffSchoolsQuery } from './staff-schools-query'
import { StaffSchoolsPagination } from './staff-schools-pagination'

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
  const searchId = useId()
  const total = schools.data?.meta.total ?? 0

  // A plain GET form: it works before the page is interactive; once it is, the router takes over.
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    void navigate({ to: '/staff/schools', search: { q: q || undefined } })
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Schools</h1>
        <Button asChild>
          <Link to="/staff/schools/new">
            <Plus aria-hidden="true" />
            New school
          </Link>
        </Button>
      </div>

      <section aria-labelledby="schools-title" className="flex flex-col gap-4">
        <h2 id="schools-title" className="sr-only">
          School list
        </h2>
        <form
          role="search"
          action="/staff/schools"
          method="get"
          onSubmit={onSearch}
          className="flex flex-col gap-2"
        >
          <label htmlFor={searchId} className="text-sm font-medium">
            Search schools
          </label>
          <div className="flex gap-2">
            <SearchInput
              // Remounted when the URL's search changes (Back, a link), so the box always shows it.
              key={search.q ?? ''}
              className="flex-1"
              id={searchId}
              name="q"
              placeholder="Name, city, state or type..."
              defaultValue={search.q ?? ''}
            />
            <Button type="submit" variant="outline">
              Search
            </Button>
          </div>
        </form>
        {schools.isSuccess ? (
          <p role="status" className="text-sm text-muted-foreground">
            {total === 0
              ? 'No schools found.'
              : `${total.toLocaleString('en-US')} school${total === 1 ? '' : 's'}${search.q ? ` matching "${search.q}"` : ''}`}
          </p>
        ) : null}

        <div className="rounded-xl border bg-card">
          {schools.isPending ? (
            <Spinner label="Loading schools..." />
          ) : schools.isError ? (
            <p role="alert" className="px-6 py-16 text-center text-destructive">
              Failed to load schools. Please try again later.
            </p>
          ) : schools.data.data.length === 0 ? (
            <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
              <p className="text-muted-foreground">
                {total > 0
                  ? 'This page is past the end of the list.'
                  : 'No schools found. Try other words or add a new school.'}
              </p>
              <Button asChild variant="outline">
                {total > 0 ? (
                  <Link to="/staff/schools" search={{ q: search.q }}>
                    Go to the first page
                  </Link>
                ) : (
                  <Link to="/staff/schools/new">Add a school</Link>
                )}
              </Button>
            </div>
          ) : (
            <SchoolsTable schools={schools.data.data} />
          )}
        </div>
        <StaffSchoolsPagination search={search} totalPages={schools.data?.meta.totalPages ?? 1} />
      </section>
    </div>
  )
}
