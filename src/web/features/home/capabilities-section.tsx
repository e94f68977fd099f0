import { Link } from '@tanstack/react-router'
import {
  CalendarDays,
  ChartLine,
  Crosshair,
  Handshake,
  Megaphone,
  Share2,
  TrendingUp,
  Users,
} from '@/web/components/icons/icons'
import { SERVICE_COUNT, SERVICE_SLUGS, type ServiceSlug, servicePath } from '@/shared/marketing/public-pages'
import { spelledCount } from '@/shared/spelled-count'
import type { HomeCopy } from '@/shared/site-copy/home-copy.schema'
import { Section } from '@/web/features/marketing/section'

/** Each benefit's icon, by position: the icons are the page's structure, the words staff's copy (ADR 0155). */
const BENEFIT_ICONS = [Handshake, Crosshair, TrendingUp, ChartLine]

const SERVICE_ICONS: Record<ServiceSlug, typeof Megaphone> = {
  'campus-marketing': Users,
  'street-teams': Megaphone,
  'brand-activations': CalendarDays,
  'influencer-marketing': Share2,
}

/**
 * Why brands work with us (four benefits) and what we do (one card per service page): the header's
 * "Capabilities". The words are staff's copy (ADR 0155); the icons and links stay here.
 */
export function CapabilitiesSection({ copy }: { copy: HomeCopy['capabilities'] }) {
  return (
    <Section id="capabilities" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {copy.benefits.map((benefit, index) => {
          const Icon = BENEFIT_ICONS[index % BENEFIT_ICONS.length]!
          return (
            <li key={index} className="rounded-xl bg-card p-6 shadow-sm">
              <Icon aria-hidden className="size-8 text-brand" />
              <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-muted-foreground">{benefit.text}</p>
            </li>
          )
        })}
      </ul>

      <h3 className="mt-16 text-2xl font-bold tracking-tight">
        {`${spelledCount(SERVICE_COUNT, { capital: true })} services, one accountable team`}
      </h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {SERVICE_SLUGS.map((slug) => ({
          icon: SERVICE_ICONS[slug],
          title: copy.services[slug].title,
          text: copy.services[slug].text,
          to: servicePath(slug),
        })).map((service) => (
          <li key={service.to} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
            <service.icon aria-hidden className="size-7 text-primary" />
            <h4 className="mt-4 text-lg font-semibold">{service.title}</h4>
            <p className="mt-2 flex-1 text-muted-foreground">{service.text}</p>
            <Link to={service.to} className="mt-4 font-medium text-primary hover:underline">
              Learn more<span className="sr-only"> about {service.title.toLowerCase()}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
