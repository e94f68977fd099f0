import { Link } from '@tanstack/react-router'
import { CalendarClock, Mail, MapPin } from '@/web/components/icons/icons'
import { bookCallNav } from '@/web/config/navigation'
import { ContactDetails } from '@/web/components/layout/contact-details'
import { useNetwork, useSite } from '@/web/lib/site'
import { ContactForm } from './contact-form'
import { schoolMessage, SchoolContextNote, type SchoolContext } from './school-context'

/**
 * /contact (decision D2/D3): a short introduction and the contact form. From a school page (`school`) the form
 * starts from that school; from a comparison, the message starts with the schools (`defaultMessage`).
 */
export function ContactPage({
  school = null,
  defaultMessage,
}: { school?: SchoolContext | null; defaultMessage?: string } = {}) {
  const site = useSite()
  const network = useNetwork()
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8 lg:py-24">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Contact</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
          Let’s talk campus marketing
        </h1>
        <p className="mt-6 text-lg text-muted-foreground">
          Tell us about your brand and the students you want to reach. A {site.brandName} strategist will
          reply with ideas for street teams, brand ambassadors or campus activations that fit your goals and
          budget.
        </p>
        <ul className="mt-8 space-y-4 text-sm">
          <li className="flex gap-3">
            <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>A real person on our team reads and answers every message.</span>
          </li>
          <li className="flex gap-3">
            <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              Programs at {network.colleges} U.S. colleges, from a single campus to a national tour.
            </span>
          </li>
          <li className="flex gap-3">
            <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              Prefer to talk it through?{' '}
              <Link to={bookCallNav.to} className="font-medium text-primary underline underline-offset-4">
                Book a free strategy call
              </Link>
              .
            </span>
          </li>
        </ul>
        <ContactDetails contact={site.contact} className="mt-8 rounded-xl border bg-card p-5 text-sm" />
      </div>
      <section
        aria-labelledby="contact-form-heading"
        className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
      >
        <h2 id="contact-form-heading" className="text-xl font-semibold">
          Send us a message
        </h2>
        <p className="mt-1 mb-6 text-sm text-muted-foreground">
          All fields are required unless marked optional.
        </p>
        {school && <SchoolContextNote school={school} />}
        <ContactForm defaultMessage={school ? schoolMessage.contact(school) : defaultMessage} />
      </section>
    </div>
  )
}
