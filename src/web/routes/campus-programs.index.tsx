import { createFileRoute } from '@tanstack/react-router'
import { awaitOnServer } from '@/web/lib/load'
import { programListHead } from '@/web/features/programs/program-list-head'
import { PROGRAM_LIST_ERROR, ProgramListPage } from '@/web/features/programs/program-list-page'
import { programListInput, validateProgramSearch } from '@/web/features/programs/program-search'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/campus-programs/')({
  validateSearch: validateProgramSearch,
  loaderDeps: ({ search }) => search,
  // The page shows its own skeleton cards while a filter loads, so only the server render waits here.
  loader: ({ context: { queryClient, trpc }, deps }) =>
    awaitOnServer(
      Promise.all([
        queryClient.ensureQueryData(trpc.programs.page.queryOptions(programListInput(deps))),
        queryClient.ensureQueryData(trpc.programs.schools.queryOptions()),
      ]),
    ),
  head: ({ matches, match }) => programListHead(siteOf(matches), match.search),
  component: function ProgramListRoute() {
    return <ProgramListPage search={Route.useSearch()} />
  },
  errorComponent: () => (
    <p role="alert" className="mx-auto max-w-7xl px-4 py-24 text-center text-destructive">
      {PROGRAM_LIST_ERROR}
    </p>
  ),
})
