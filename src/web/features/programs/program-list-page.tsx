import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { Program } from '@/shared/programs/program.schema'
import { useTrpc } from '@/web/lib/trpc'
import { ProgramCard } from './program-card'
import { ProgramListSkeleton } from './program-list-skeleton'
import { programListInput, type ProgramSearch } from './program-search'
import { SchoolFilter } from './school-filter'

export const PROGRAM_LIST_ERROR = 'Failed to load campus programs. Please try again later.'

/**
 * /campus-programs: heading, school filter and the cards. The server render waits for the data; in the browser
 * a new filter keeps the heading and filter in place and shows three skeleton cards until its programs arrive.
 */
export function ProgramListPage({ search }: { search: ProgramSearch }) {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const programs = useQuery(trpc.programs.list.queryOptions(programListInput(search)))
  const schools = useQuery(trpc.programs.schools.queryOptions())

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-4xl font-bold tracking-tight">Campus Programs</h1>
          <p className="mt-2 text-lg text-muted-foreground">
            Browse active and upcoming campus marketing initiatives
          </p>
        </div>
        <SchoolFilter
          schools={schools.data}
          value={search.school}
          onChange={(school) =>
            navigate({ to: '/campus-programs', search: school ? { school } : {}, resetScroll: false })
          }
        />
      </header>
      {/* Mounted throughout, so screen readers hear the new count after a filter change. */}
      <p className="mt-10 mb-4 min-h-5 text-sm text-muted-foreground" aria-live="polite">
        {programs.data?.length ? countLabel(programs.data.length) : ''}
      </p>
      {programs.isPending ? (
        <ProgramListSkeleton />
      ) : programs.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 p-12 text-center text-destructive">
          {PROGRAM_LIST_ERROR}
        </p>
      ) : (
        <ProgramResults programs={programs.data} filtered={search.school !== undefined} />
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

const countLabel = (count: number) => (count === 1 ? '1 program' : `${count} programs`)
