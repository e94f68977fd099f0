import { createFileRoute } from '@tanstack/react-router'
import { isPublicId } from '@/shared/matching/public-id'
import { BookCallPage } from '@/web/features/booking/book-call-page'
import { daySearchOf, slotsQueryOptions } from '@/web/features/booking/slot-query'
import { loadSchoolContext, schoolSearchOf } from '@/web/features/contact/school-context'
import { serviceJsonLd } from '@/web/features/marketing/structured-data'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

const description =
  'Book a free 30-minute campus marketing strategy call: a campus shortlist, activation ideas, a timeline and an honest budget range for your brand.'

/** `?shortlist=<result id>` from a results page ("Book a call about this shortlist"); anything else is dropped. */
const shortlistOf = (search: Record<string, unknown>): { shortlist?: string } =>
  typeof search.shortlist === 'string' && isPublicId(search.shortlist) ? { shortlist: search.shortlist } : {}

/** The shortlist, `?school=<slug>` from a school page's "Get Free Strategy Call", and the day shown. */
const bookCallSearchOf = (search: Record<string, unknown>) => ({
  ...shortlistOf(search),
  ...schoolSearchOf(search),
  ...daySearchOf(search),
})

export const Route = createFileRoute('/book-call')({
  validateSearch: bookCallSearchOf,
  loaderDeps: ({ search }) => ({ school: search.school }),
  loader: async ({ context, deps }) => {
    const site = await context.queryClient.ensureQueryData(context.trpc.site.config.queryOptions())
    // Without a scheduler, the open slots of the office hours are in the first HTML (ADR 0066).
    if (!site.scheduler) await context.queryClient.fetchQuery(slotsQueryOptions(context.trpc))
    return { school: await loadSchoolContext(context, deps.school) }
  },
  head: ({ matches }) => {
    const site = siteOf(matches)
    return pageHead(site, {
      title: 'Book a Free Strategy Call',
      description,
      path: '/book-call',
      keywords: ['campus marketing consultation', 'college marketing strategy call', 'book a call'],
      jsonLd: [
        serviceJsonLd(site, {
          name: 'Free campus marketing strategy call',
          serviceType: 'Marketing consultation',
          description,
          path: '/book-call',
        }),
      ],
    })
  },
  component: function BookCall() {
    // Checked again here: the router keeps search keys the validator dropped ("?shortlist=1" stays 1).
    const search = Route.useSearch()
    return (
      <BookCallPage
        shortlist={shortlistOf(search).shortlist}
        school={Route.useLoaderData().school}
        day={daySearchOf(search).day}
      />
    )
  },
})
