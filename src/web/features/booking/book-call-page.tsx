import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Check } from '@/web/components/icons/icons'
import { Button } from '@/web/components/ui/button'
import { NETWORK_COLLEGES, withNetwork } from '@/shared/schools/network-words'
import { useAgencyFigures, useNetwork, useSite } from '@/web/lib/site'
import type { AgencyFigures } from '@/shared/marketing/agency-figures'
import { useTrpc } from '@/web/lib/trpc'
import { ContactForm } from '@/web/features/contact/contact-form'
import { schoolMessage, SchoolContextNote, type SchoolContext } from '@/web/features/contact/school-context'
import { resultUrlOf } from '@/web/features/matching/shortlist-actions'
import { BookingForm } from './booking-form'
import { SchedulerEmbed } from './scheduler-embed'
import { slotsQueryOptions } from './slot-query'
import { REPLY_WITHIN } from '@/shared/marketing/response-times'

const outcomesOf = (figures: AgencyFigures) => [
  `A shortlist of campuses that match your audience, from our network of ${NETWORK_COLLEGES} colleges`,
  'Activation ideas that work within each campus’s rules',
  `A realistic timeline: ${figures.launch.value} for a single campus, ${figures.nationalRollout.value} for a national rollout`,
  `An honest budget range, from ${figures.startingBudget.value} for one campus to ${figures.nationalBudget.value} for national programs`,
]

/**
 * /book-call: the spec's booking page, with the configured scheduler or, without one, the open slots of the
 * office hours and a booking form (ADR 0066), and the call-request form for when no time suits. From a campus
 * matching result (`shortlist`), the page names it and the note starts with its link.
 */
export function BookCallPage({
  shortlist,
  school = null,
  day,
}: { shortlist?: string; school?: SchoolContext | null; day?: string } = {}) {
  const site = useSite()
  const network = useNetwork()
  const outcomes = outcomesOf(useAgencyFigures())
  const shortlistUrl = shortlist ? resultUrlOf(site.publicUrl, shortlist) : null
  const defaultMessage = shortlistUrl
    ? `I would like to talk about this campus shortlist: ${shortlistUrl}`
    : school
      ? schoolMessage.callRequest(school)
      : undefined
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <Button asChild variant="ghost" className="-ml-3">
          <Link to="/">
            <ArrowLeft aria-hidden />
            Back to Home
          </Link>
        </Button>
        <div className="mt-6 grid gap-12 lg:grid-cols-[1fr_1.35fr]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">Free strategy call</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Book Your Free Strategy Call
            </h1>
            <p className="mt-6 text-lg text-muted-foreground">
              Thirty minutes with a {site.brandName} campus strategist. No pitch deck and no obligation: just
              a clear plan for reaching the students you want.
            </p>
            <h2 className="mt-10 text-xl font-semibold">What you will leave with</h2>
            <ul className="mt-4 space-y-3">
              {outcomes.map((outcome) => (
                <li key={outcome} className="flex gap-3 text-muted-foreground">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                  {withNetwork(outcome, network)}
                </li>
              ))}
            </ul>
            <h2 className="mt-10 text-xl font-semibold">To get the most from it, have ready</h2>
            <p className="mt-3 text-muted-foreground">
              Your product and offer, the students you want to reach, and the dates that matter to you: a
              launch, a season, a semester.
            </p>
          </div>
          <div>
            {shortlistUrl ? (
              <p className="mb-4 rounded-lg border bg-card p-4 text-sm">
                About your campus shortlist:{' '}
                <a
                  href={shortlistUrl}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {shortlistUrl}
                </a>
                {site.scheduler ? ' (mention it when you book)' : ' (linked in your note)'}
              </p>
            ) : null}
            {school && <SchoolContextNote school={school} />}
            {site.scheduler ? (
              <>
                <h2 className="sr-only">Pick a time</h2>
                <SchedulerEmbed scheduler={site.scheduler} />
              </>
            ) : (
              <OfficeHoursBooking school={school} day={day} defaultMessage={defaultMessage} />
            )}
          </div>
        </div>
      </div>
    </section>
  )
}

/**
 * Without a scheduler: the open slots and the booking form; below them, the call-request form for a visitor no
 * time suits (open from the start when no time is open, or BOOKING_HOURS is off).
 */
function OfficeHoursBooking({
  school,
  day,
  defaultMessage,
}: {
  school: SchoolContext | null
  day?: string
  defaultMessage?: string
}) {
  const { data: slots } = useQuery(slotsQueryOptions(useTrpc()))
  const open = Boolean(slots?.days.length)
  const requestForm = <ContactForm variant="call-request" className="mt-6" defaultMessage={defaultMessage} />
  return (
    <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      {open && slots ? (
        <>
          <h2 className="text-2xl font-bold">Pick a time</h2>
          <p className="mt-2 text-muted-foreground">
            {`${slots.slotMinutes} minutes at a time that suits you. Our office is on ${slots.timeZoneName} (${slots.timeZone}); pick the time zone times are shown in.`}
          </p>
          <div className="mt-6">
            <BookingForm slots={slots} day={day} school={school?.slug} defaultNote={defaultMessage} />
          </div>
          <details className="group mt-10 border-t pt-6">
            <summary className="cursor-pointer rounded-md font-semibold text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-ring-offset">
              None of these times suit you? Request a call instead
            </summary>
            <h3 className="mt-4 text-lg font-semibold">Request a call</h3>
            <p className="mt-1 text-muted-foreground">
              Tell us when suits you. We will confirm a time by email within {REPLY_WITHIN}.
            </p>
            {requestForm}
          </details>
        </>
      ) : (
        <>
          <h2 className="text-2xl font-bold">Request a call</h2>
          <p className="mt-2 text-muted-foreground">
            No time is open for booking right now. Tell us about your brand and when suits you; we will
            confirm a time by email within {REPLY_WITHIN}.
          </p>
          {requestForm}
        </>
      )}
    </div>
  )
}
