import { Link } from '@tanstack/react-router'
import { ExternalLink as ExternalLinkIcon } from '@/web/components/icons/icons'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import { schoolSourceLine } from '@/shared/schools/school-source'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card'
import { schoolSummary } from '@/web/features/schools/school-copy'
import { schoolFacts } from '@/web/features/schools/school-facts'
import { partnershipFact } from '@/web/features/schools/school-format'
import { SchoolImage } from '@/web/features/schools/school-image'
import type { SchoolTab } from './school-tabs'
import { formatWholeNumber } from '@/shared/us-format'

/** Spec: "Currently, we have N marketing programs active or planned", otherwise "Contact us to learn more". */
export const programCountSentence = (count: number) =>
  count > 0
    ? `Currently, we have ${formatWholeNumber(count)} marketing program${count === 1 ? '' : 's'} active or planned.`
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
        <section aria-labelledby="about-school">
          <h2 id="about-school" className="text-2xl font-semibold">
            About {school.name}
          </h2>
          <div className="mt-3 space-y-2 text-muted-foreground" data-testid="school-summary">
            {schoolSummary(school).map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
        </section>
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
            {schoolFacts(school).map((fact) => (
              <Fact key={fact.term} term={fact.term} value={fact.value} />
            ))}
            {school.firstProgramDate && <Fact {...partnershipFact(school.firstProgramDate)} />}
          </dl>
          <p className="text-xs text-muted-foreground" data-testid="school-source">
            {schoolSourceLine(school)}
          </p>
          <p className="rounded-lg bg-muted p-3 text-sm" data-testid="program-count">
            {school.firstProgramDate ? (
              programCountSentence(school.activeProgramCount)
            ) : (
              <>
                No campaign here yet —{' '}
                {/* Into the contact form with this school in it, like the page's other calls to action. */}
                <Link
                  to="/contact"
                  search={{ school: school.slug }}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  plan one
                </Link>
                .
              </>
            )}
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
