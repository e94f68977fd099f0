import { Link } from '@tanstack/react-router'
import { Clock, Mail, Phone } from '@/web/components/icons/icons'
import { ContactForm } from '@/web/features/contact/contact-form'
import { paths } from '@/web/features/marketing/paths'
import { Section } from '@/web/features/marketing/section'
import { REPLY_WITHIN } from '@/shared/marketing/response-times'
import { useAgencyFigures } from '@/web/lib/site'

/**
 * The home page's #contact-us section: the contact form and the other ways in. The form is server-rendered
 * markup; its validation and sending code loads only when someone starts using it (see contact-form.tsx), so it
 * costs the home page's first load next to nothing.
 */
export function ContactSection() {
  const figures = useAgencyFigures()
  return (
    <Section
      id="contact-us"
      eyebrow="Contact us"
      title="Tell us where you want to be on campus"
      intro={`Share your brand, your goal and your timing. A campus strategist replies within ${REPLY_WITHIN}.`}
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <ul className="space-y-6">
          <li className="flex gap-3">
            <Clock aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
            <p className="text-muted-foreground">
              <strong className="text-foreground">{`Replies within ${REPLY_WITHIN}.`}</strong> Campaigns can
              be live {figures.launch.value} after sign-off.
            </p>
          </li>
          <li className="flex gap-3">
            <Phone aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
            <p className="text-muted-foreground">
              <strong className="text-foreground">Rather talk it through?</strong>{' '}
              <Link to="/book-call" className="font-medium text-primary underline">
                Book a free 30-minute strategy call
              </Link>
              .
            </p>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
            <p className="text-muted-foreground">
              <strong className="text-foreground">Need more detail first?</strong> Our{' '}
              <Link to={paths.contact} className="font-medium text-primary underline">
                contact page
              </Link>{' '}
              has every way to reach the team.
            </p>
          </li>
        </ul>
        <ContactForm />
      </div>
    </Section>
  )
}
