import { Link } from '@tanstack/react-router'
import { figuresOf } from '@/shared/marketing/agency-figures'
import type { HomeCopy } from '@/shared/site-copy/home-copy.schema'
import { Button } from '@/web/components/ui/button'
import { bookCallNav } from '@/web/config/navigation'
import { withNetwork } from '@/shared/schools/network-words'
import { useAgencyFigures, useNetwork } from '@/web/lib/site'
import { paths } from '@/web/features/marketing/paths'
import { illustration } from '@/shared/artwork'
import { EXAMPLE_FIGURES } from '@/web/features/marketing/example-mark'
import { ExampleNote, ExampleTag } from '@/web/features/marketing/example-mark'

/** The home page's opening: the promise (staff's copy, ADR 0155), the two next steps, and the figures behind it. */
export function HomeHero({ copy }: { copy: HomeCopy['hero'] }) {
  const network = useNetwork()
  const heroStats = figuresOf(useAgencyFigures(), 'colleges', 'studentsReached', 'brandsServed', 'launch')
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{copy.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-foreground sm:text-6xl">
            {copy.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{copy.lead}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="brand">
              <Link to={bookCallNav.to}>{copy.primaryAction}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.schools}>{copy.secondaryAction}</Link>
            </Button>
          </div>
          <dl className="mt-12 grid max-w-xl grid-cols-2 gap-6 sm:grid-cols-4">
            {heroStats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-muted-foreground">
                  {stat.label}
                  {!stat.confirmed && <ExampleTag className="ml-1" />}
                </dt>
                <dd className="order-first text-2xl font-extrabold text-foreground">
                  {withNetwork(stat.value, network)}
                </dd>
              </div>
            ))}
          </dl>
          {heroStats.some((stat) => !stat.confirmed) && (
            <ExampleNote className="mt-4">{EXAMPLE_FIGURES}</ExampleNote>
          )}
        </div>
        <img
          src={illustration('campus')}
          alt=""
          width={640}
          height={400}
          className="hidden w-full rounded-2xl lg:block"
          decoding="async"
          // Lazy: on phones the illustration is hidden and should not be downloaded at all.
          loading="lazy"
        />
      </div>
    </section>
  )
}
