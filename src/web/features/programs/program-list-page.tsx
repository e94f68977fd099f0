import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { Program } from '@/shared/programs/program.schema'
import { PageLinks } from '@/web/components/ui/page-links'
import { useTrpc } from '@/web/lib/trpc'
import { ProgramCard } from './program-card'
import { ProgramListSkeleton } from './program-list-skeleton'
import { PROGRAM_PAGE_SIZE } from '@/shared/programs/program-constants'
import { programListInput, type ProgramSearch } from './program-search'
import { SchoolFilter } from './school-filter'
import { StatusFilter, subtitleOf } from './status-filter'

export const PROGRAM_LIST_ERROR = 'Failed to load campus programs. Please try again later.'

/**
 * /campus-programs: heading, status and school filters, the cards 12 a page (issue 17). The server render waits
 * for the data; in the browser a new filter keeps the heading and filters in place and shows three skeleton cards
 * until its programs arrive. The subtitle names the statuses shown.
 */
export function ProgramListPage({ search }: { search: ProgramSearch }) {
  const trpc = useTrpc()
  const navigate = useNavigate({ from: '/campus-programs/' })
  const programs = useQuery(trpc.programs.page.queryOptions(programListInput(search)))
  const schools = useQuery(trpc.programs.schools.queryOptions())
  const filter = (changes: Partial<ProgramSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...changes, page: undefined }), resetScroll: false })
  const page = search.page ?? 1

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-4xl font-bold tracking-tight">Campus Programs</h1>
          <p className="mt-2 text-lg text-muted-foreground">{subtitleOf(search.status)}</p>
        </div>
        <div className="flex flex-col gap-4 sm:flex-row">
          <StatusFilter value={search.status} onChange={(status) => filter({ status })} />
          <SchoolFilter
            schools={schools.data}
            value={search.school}
            onChange={(school) => filter({ school })}
          />
        </div>
      </header>
      {/* Mounted throughout, so screen readers hear the new count after a filter change. */}
      <p className="mt-10 mb-4 min-h-5 text-sm text-muted-foreground" aria-live="polite">
        {programs.data?.data.length
          ? countLabel(programs.data.meta.total, page, programs.data.data.length)
          : ''}
      </p>
      {programs.isPending ? (
        <ProgramListSkeleton />
      ) : programs.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 p-12 text-center text-destructive">
          {PROGRAM_LIST_ERROR}
        </p>
      ) : (
        <>
          <ProgramResults programs={programs.data.data} filtered={search.school !== undefined} />
          {programs.data.meta.totalPages > 1 && (
            <PageLinks
              className="mt-10"
              page={page}
              totalPages={programs.data.meta.totalPages}
              siblings={1}
              linkTo={(target, props) => (
                <Link
                  to="/campus-programs"
                  search={{ ...search, page: target > 1 ? target : undefined }}
                  {...props}
                />
              )}
            />
          )}
        </>
      )}
    </div>
  )
}

function ProgramResults({ programs, filtered }: { programs: Program[]; filtered: boolean }) {
  if (programs.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-12 text-center">
        <h2 className="text-lg font-semibold">No campus programs found</h2>
        <p className="mt-2 text-muted-foreground">
          {filtered
            ? "This school doesn't have any campus programs yet."
            : 'There are no campus programs available.'}
        </p>
      </div>
    )
  }
  return (
    <ul aria-label="Campus programs" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {programs.map((program, index) => (
        <li key={program.id} className="flex">
          <ProgramCard program={program} eager={index < 3} />
        </li>
      ))}
    </ul>
  )
}

/** "2 programs", or on a list of several pages "13–24 of 30 programs". */
function countLabel(total: number, page: number, shown: number) {
  const programs = total === 1 ? '1 program' : `${total} programs`
  if (shown === total) return programs
  const first = (page - 1) * PROGRAM_PAGE_SIZE + 1
  return `${first}–${first + shown - 1} of ${programs}`
}
