import { Link } from '@tanstack/react-router'
import { ExternalLinkIcon } from 'lucide-react'
import { figuresOf } from '../../../../shared/marketing/agency-figures'
import type { SchoolDetail } from '../../../../shared/schools/school.schema'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { SchoolImage } from '../school-image'
import { enrollmentLabel, formatNumber, longUsDate } from '../school-format'
import type { SchoolTab } from './school-detail-page'

// The agency's figures, from the one module every page reads (the school's own numbers come from its row).
const SUCCESS_METRICS = figuresOf('averageRoi', 'campusApproval', 'launch')

/** Spec: "Currently, we have N marketing programs active or planned", otherwise "Contact us to learn more". */
export const programCountSentence = (count: number) =>
  count > 0
    ? `Currently, we have ${formatNumber(count)} marketing program${count === 1 ? '' : 's'} active or planned.`
    : 'Contact us to learn more.'

export function OverviewTab({
  school,
  showTab,
}: {
  school: SchoolDetail
  showTab: (tab: SchoolTab) => void
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-6">
        <SchoolImage school={school} eager className="aspect-video w-full rounded-xl" />
        <section aria-labelledby="why-market">
          <h2 id="why-market" className="text-2xl font-semibold">
            Why market at {school.name}?
          </h2>
          <p className="mt-3 text-muted-foreground">
            Students at {school.name} spend 60+ hours a week on and around campus, and they trust peer
            recommendations five times more than ads. Our street teams, brand ambassadors and campus
            activations put your brand into that daily routine, with results you can measure.
          </p>
        </section>
        <ul className="grid gap-4 sm:grid-cols-3" aria-label="Success metrics">
          {SUCCESS_METRICS.map((metric) => (
            <li key={metric.label} className="rounded-xl border bg-accent p-4 text-center">
              <p className="text-3xl font-bold text-primary">{metric.value}</p>
              <p className="mt-1 text-sm text-muted-foreground">{metric.label}</p>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => showTab('opportunities')}>Explore Marketing Opportunities</Button>
          <Button asChild variant="brand">
            <Link to="/contact" search={{ school: school.slug }}>
              Request a Custom Marketing Plan
            </Link>
          </Button>
        </div>
      </div>
      <Card className="h-fit">
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Key Facts</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <dl className="space-y-4 text-sm">
            <Fact term="Student Population" value={enrollmentLabel(school.studentPopulation)} />
            <Fact term="Institution Type" value={school.type ?? 'Not listed'} />
            <Fact term="Partnership Since" value={longUsDate(school.createdAt)} />
          </dl>
          <p className="rounded-lg bg-muted p-3 text-sm" data-testid="program-count">
            {programCountSentence(school.programCount)}
          </p>
          <div className="flex flex-col gap-2">
            {school.websiteUrl && (
              <Button asChild variant="outline">
                <a href={school.websiteUrl} target="_blank" rel="noopener noreferrer">
                  Visit Official Website
                  <ExternalLinkIcon aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            )}
            <Button variant="secondary" onClick={() => showTab('contact')}>
              Get More Information
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  )
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b pb-3 last:border-b-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  )
}
