import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTrpc } from '@/web/lib/trpc'
import { ListPages } from '@/web/features/staff/kit/list-frame'
import { StaffResultsTable } from './staff-results-table'
import { formatWholeNumber } from '@/shared/us-format'

/**
 * /staff/matching (ADR 0055): every campus matching result, newest first, fifty a page, with the link to each.
 * Visitors only ever reach the results they hold a link to; staff follow up on every brief from here.
 */
export function StaffResultsPage({ page }: { page: number }) {
  const trpc = useTrpc()
  const results = useQuery({
    ...trpc.matching.staffResults.queryOptions({ page }),
    placeholderData: keepPreviousData,
  })
  const data = results.data
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Campus matching results</h1>
        <p className="mt-1 text-muted-foreground">
          {data
            ? `${formatWholeNumber(data.total)} result${data.total === 1 ? '' : 's'}, newest first.`
            : 'Loading…'}
        </p>
      </div>
      {results.isError ? (
        <p role="alert" className="text-destructive">
          The results could not be loaded. Please reload the page.
        </p>
      ) : data ? (
        <StaffResultsTable results={data.results} />
      ) : null}
      <ListPages
        page={page}
        totalPages={totalPages}
        linkTo={(target, props) => <Link to="/staff/matching" search={{ page: target }} {...props} />}
      />
    </div>
  )
}
