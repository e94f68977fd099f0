import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { StaffOverview } from '@/shared/staff/staff-overview.schema'
import { cityState, shortDateRange } from '@/shared/programs/program-display'
import { Spinner } from '@/web/components/ui/spinner'
import { useTrpc } from '@/web/lib/trpc'
import { isoOf } from '@/web/features/blog/format'
import { counted, entryLink, HomeEntry, HomeSection } from './home-section'
import { formatLongDate } from '@/shared/us-format'

/**
 * /staff, where staff land after signing in (ADR 0009): what needs them now, from one read (`staff.overview`),
 * each section linking into the screen that holds the rest.
 */
export function StaffHomePage() {
  const trpc = useTrpc()
  const overview = useQuery(trpc.staff.overview.queryOptions())
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Staff home</h1>
        <p className="mt-1 text-muted-foreground">
          What needs you now: new leads, scheduled articles, active programs and recent matching results, as
          your role allows.
        </p>
      </div>
      {overview.isPending ? (
        <Spinner label="Loading the staff home..." />
      ) : overview.isError ? (
        <p role="alert" className="text-destructive">
          The staff home could not be loaded. Please reload the page.
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <HomeSections overview={overview.data} />
        </div>
      )}
    </div>
  )
}

function HomeSections({ overview }: { overview: StaffOverview }) {
  const { newLeads, scheduledArticles, activePrograms, matchingResults } = overview
  // An author's role opens none of these screens: their work is their articles.
  if (!newLeads && !scheduledArticles && !activePrograms && !matchingResults)
    return (
      <p>
        Write articles and submit them for review in{' '}
        <Link to="/blog/admin" className={`${entryLink} underline`}>
          your articles
        </Link>
        .
      </p>
    )
  return (
    <>
      {newLeads && (
        <HomeSection
          id="new-leads"
          title="New leads"
          count={counted(newLeads.total, 'new lead')}
          emptyText="No new leads: every submission has been followed up."
          more={
            <Link to="/admin" search={{ status: 'new' }} className={entryLink}>
              Open the inbox (new leads)
            </Link>
          }
        >
          {newLeads.items.map((lead) => (
            <HomeEntry
              key={lead.id}
              link={
                <Link to="/admin" search={{ lead: lead.id }} className={entryLink}>
                  {lead.firstName} {lead.lastName}
                </Link>
              }
              detail={
                <>
                  {lead.company} ·{' '}
                  <time dateTime={isoOf(lead.createdAt)}>{formatLongDate(lead.createdAt)}</time>
                </>
              }
            />
          ))}
        </HomeSection>
      )}

      {scheduledArticles && (
        <HomeSection
          id="scheduled-articles"
          title="Scheduled articles"
          count={counted(scheduledArticles.total, 'scheduled article')}
          emptyText="No article is scheduled."
          more={
            <Link to="/blog/admin" className={entryLink}>
              Blog management
            </Link>
          }
        >
          {scheduledArticles.items.map((article) => (
            <HomeEntry
              key={article.id}
              link={
                <Link to="/blog/edit/$id" params={{ id: String(article.id) }} className={entryLink}>
                  {article.title}
                </Link>
              }
              detail={
                <>
                  Publishes on{' '}
                  <time dateTime={isoOf(article.publishedAt)}>{formatLongDate(article.publishedAt)}</time>
                </>
              }
            />
          ))}
        </HomeSection>
      )}

      {activePrograms && (
        <HomeSection
          id="active-programs"
          title="Active programs"
          count={counted(activePrograms.total, 'active program')}
          emptyText="No campus program is active."
          more={
            <Link to="/staff/programs" className={entryLink}>
              All campus programs
            </Link>
          }
        >
          {activePrograms.items.map((program) => (
            <HomeEntry
              key={program.id}
              link={
                <Link to="/staff/programs/edit/$id" params={{ id: String(program.id) }} className={entryLink}>
                  {program.name}
                </Link>
              }
              detail={[
                program.school?.name,
                cityState(program.school),
                shortDateRange(program.startDate, program.endDate),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </HomeSection>
      )}

      {matchingResults && (
        <HomeSection
          id="matching-results"
          title="Recent matching results"
          count={counted(matchingResults.total, 'matching result')}
          emptyText="No campus matching results yet."
          more={
            <Link to="/staff/matching" className={entryLink}>
              All matching results
            </Link>
          }
        >
          {matchingResults.items.map((result) => (
            <HomeEntry
              key={result.id}
              link={
                <Link to="/brand-matching/results/$id" params={{ id: result.id }} className={entryLink}>
                  {result.brandName}
                  <span className="sr-only"> matching result</span>
                </Link>
              }
              detail={
                <>
                  {result.status} ·{' '}
                  <time dateTime={isoOf(result.createdAt)}>{formatLongDate(result.createdAt)}</time>
                </>
              }
            />
          ))}
        </HomeSection>
      )}
    </>
  )
}
