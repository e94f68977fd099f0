import { Link } from '@tanstack/react-router'
import { MegaphoneIcon, SmartphoneIcon, SparklesIcon, UsersIcon } from 'lucide-react'
import type { SchoolDetail } from '../../../../shared/schools/school.schema'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { formatNumber, locationOf } from '../school-format'

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

const DEMOGRAPHICS = [
  { label: 'Students on campus weekly', value: '60+ hrs' },
  { label: 'Trust peer recommendations', value: '5x more' },
  { label: 'Own a smartphone', value: '98%' },
  { label: 'Try new brands in college', value: '3 in 4' },
]

export function OpportunitiesTab({ school }: { school: SchoolDetail }) {
  const reach = school.studentPopulation
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold">Marketing Opportunities at {school.name}</h2>
        <Badge variant="secondary" className="text-sm">
          {reach ? `Reach ${formatNumber(reach)}+ students` : 'Student reach on request'}
        </Badge>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h3>Campus Snapshot</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm text-muted-foreground">
            <p>
              {school.name} is a {school.type?.toLowerCase() ?? 'college'}
              {locationOf(school) ? ` in ${locationOf(school)}` : ''}
              {reach ? ` with ${formatNumber(reach)} students` : ''}.
            </p>
            <p>
              Students here are digital natives who discover brands through friends, campus events and social
              feeds, which makes peer-led campaigns the fastest way in.
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h3>Student Demographics</h3>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4">
              {DEMOGRAPHICS.map((item) => (
                <div key={item.label}>
                  <dt className="text-sm text-muted-foreground">{item.label}</dt>
                  <dd className="text-2xl font-bold text-primary">{item.value}</dd>
                </div>
              ))}
            </dl>
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
