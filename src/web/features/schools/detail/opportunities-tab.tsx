import { Link } from '@tanstack/react-router'
import {
  Megaphone as MegaphoneIcon,
  Smartphone as SmartphoneIcon,
  Sparkles as SparklesIcon,
  Users as UsersIcon,
} from '@/web/components/icons/icons'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { campaignNotes } from '@/web/features/schools/school-copy'
import { schoolFacts } from '@/web/features/schools/school-facts'
import { formatWholeNumber } from '@/shared/us-format'

const SOLUTIONS = [
  {
    icon: UsersIcon,
    title: 'Campus Ambassador Program',
    text: 'Recruit and train students who represent your brand every day, in class, in clubs and online.',
  },
  {
    icon: SparklesIcon,
    title: 'On-Campus Experiences',
    text: 'Pop-ups, sampling, tabling and event sponsorships where students gather between classes.',
  },
  {
    icon: SmartphoneIcon,
    title: 'Targeted Digital Campaigns',
    text: 'Geo-fenced social and mobile campaigns that reach students on campus and keep the story going.',
  },
  {
    icon: MegaphoneIcon,
    title: 'Influencer Network',
    text: 'Student creators and campus personalities who bring authentic reach to your launch.',
  },
]

export function OpportunitiesTab({ school }: { school: SchoolDetail }) {
  const facts = schoolFacts(school).filter((fact) => fact.term !== 'Institution Type')
  const notes = campaignNotes(school)
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold">Marketing Opportunities at {school.name}</h2>
        {school.studentPopulation ? (
          <Badge variant="secondary" className="text-sm">
            {formatWholeNumber(school.studentPopulation)} students enrolled
          </Badge>
        ) : null}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h3>What the campus suggests</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            {notes.length ? (
              <ul className="list-disc space-y-2 pl-5" data-testid="campaign-notes">
                {notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : (
              <p>
                We read the campus with you when we plan: its public records say little about student life.
              </p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h3>Campus profile</h3>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              {facts.map((fact) => (
                <div key={fact.term}>
                  <dt className="text-muted-foreground">{fact.term}</dt>
                  <dd className="font-medium">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs text-muted-foreground">
              Source: U.S. Department of Education, IPEDS; enrollment from HIFLD.
            </p>
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {SOLUTIONS.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="gap-3">
            <CardHeader>
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <CardTitle>
                <h3>{title}</h3>
              </CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
      <Button asChild variant="brand" size="lg">
        <Link to="/contact" search={{ school: school.slug }}>
          Request Proposal
        </Link>
      </Button>
    </div>
  )
}
