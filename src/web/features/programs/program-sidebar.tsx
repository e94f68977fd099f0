import { Link } from '@tanstack/react-router'
import {
  ArrowRight as ArrowRightIcon,
  Mail as MailIcon,
  MapPin as MapPinIcon,
} from '@/web/components/icons/icons'
import type { ReactNode } from 'react'
import { cityState, durationPhrase, formatBudget, programDays } from '@/shared/programs/program-display'
import type { Program } from '@/shared/programs/program.schema'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card'
import { formatLongDate } from '@/shared/us-format'
import { PLAN_WITHIN } from '@/shared/marketing/response-times'

/** The detail page's side column: the program's facts, its campus, and the way to book it. */
export function ProgramSidebar({ program }: { program: Program }) {
  return (
    <aside className="space-y-6" aria-label="Program facts">
      <ProgramDetails program={program} />
      <CampusInformation school={program.school} />
      <GetStarted />
    </aside>
  )
}

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

function ProgramDetails({ program }: { program: Program }) {
  const days = programDays(program.startDate, program.endDate)
  const toBeAnnounced = 'To be announced'
  return (
    <SideCard title="Program Details">
      <dl className="space-y-3 text-sm">
        {days !== null && <Fact term="Duration">{durationPhrase(days)}</Fact>}
        <Fact term="Start Date">{program.startDate ? formatLongDate(program.startDate) : toBeAnnounced}</Fact>
        <Fact term="End Date">{program.endDate ? formatLongDate(program.endDate) : toBeAnnounced}</Fact>
        <Fact term="Investment Budget">{formatBudget(program.budget)}</Fact>
      </dl>
    </SideCard>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  )
}

function CampusInformation({ school }: { school: Program['school'] }) {
  const where = cityState(school)
  return (
    <SideCard title="Campus Information">
      <p className="font-medium">{school?.name ?? 'Unknown School'}</p>
      {where && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
          {where}
        </p>
      )}
      {school && (
        <Button asChild variant="outline" className="mt-4 w-full">
          <Link to="/schools/name/$slug" params={{ slug: school.slug }}>
            View School Profile
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      )}
    </SideCard>
  )
}

function GetStarted() {
  return (
    <SideCard title="Get Started">
      <p className="text-sm text-muted-foreground">
        {`Want your brand in this program, or one like it on another campus? Our team will put together a plan and a quote within ${PLAN_WITHIN}.`}
      </p>
      <Button asChild variant="brand" className="mt-4 w-full">
        <Link to="/" hash="contact-us">
          <MailIcon aria-hidden="true" />
          Contact Our Team
        </Link>
      </Button>
    </SideCard>
  )
}
