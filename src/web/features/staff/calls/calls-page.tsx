import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTrpc } from '@/web/lib/trpc'
import { CalendarFeedCard } from './calendar-feed-card'
import { CallCard } from './call-card'
import type { CallsSearch } from './calls-search'

const linkClass =
  'rounded-md border border-input px-3 py-1.5 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'
const currentClass = 'bg-primary text-primary-foreground hover:bg-primary/90'

/**
 * /staff/calls (issue 38 point 3): the booked calls of an office day or week, on the office's clock, each with
 * the visitor, the lead's link and what staff may do with it; and the staff member's calendar feed.
 */
export function CallsPage({ search }: { search: CallsSearch }) {
  const trpc = useTrpc()
  const calls = useQuery({ ...trpc.calls.list.queryOptions(search), placeholderData: keepPreviousData })
  const data = calls.data
  const view = search.view ?? 'day'
  const span = view === 'week' ? 'week' : 'day'
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Calls</h1>
        <p className="mt-1 text-muted-foreground">
          {data ? `Times on the office’s clock (${data.timeZoneName}).` : 'Loading…'}
        </p>
      </div>
      {data && (
        <nav aria-label="Days shown" className="flex flex-wrap items-center gap-2">
          <Link
            to="/staff/calls"
            search={{ ...search, view: undefined }}
            className={`${linkClass} ${view === 'day' ? currentClass : ''}`}
            aria-current={view === 'day' ? 'page' : undefined}
          >
            Day
          </Link>
          <Link
            to="/staff/calls"
            search={{ ...search, view: 'week' }}
            className={`${linkClass} ${view === 'week' ? currentClass : ''}`}
            aria-current={view === 'week' ? 'page' : undefined}
          >
            Week
          </Link>
          <span className="mx-2" aria-hidden="true" />
          <Link to="/staff/calls" search={{ ...search, date: data.previous }} className={linkClass}>
            Previous {span}
          </Link>
          <Link to="/staff/calls" search={{ ...search, date: undefined }} className={linkClass}>
            Today
          </Link>
          <Link to="/staff/calls" search={{ ...search, date: data.next }} className={linkClass}>
            Next {span}
          </Link>
        </nav>
      )}
      {calls.isError ? (
        <p role="alert" className="text-destructive">
          The calls could not be loaded. Please reload the page.
        </p>
      ) : data ? (
        <div className="flex flex-col gap-8">
          {data.days.map((day) => (
            <section key={day.date} aria-labelledby={`day-${day.date}`} className="flex flex-col gap-3">
              <h2 id={`day-${day.date}`} className="text-xl font-semibold">
                {day.label}
                {day.date === data.today && (
                  <span className="ml-2 text-sm font-normal text-muted-foreground">(today)</span>
                )}
              </h2>
              {day.calls.length ? (
                <ul className="flex flex-col gap-3">
                  {day.calls.map((call) => (
                    <CallCard key={call.id} call={call} />
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">No calls.</p>
              )}
            </section>
          ))}
        </div>
      ) : null}
      <CalendarFeedCard />
    </div>
  )
}
