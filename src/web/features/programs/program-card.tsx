import { Link } from '@tanstack/react-router'
import {
  ArrowRight as ArrowRightIcon,
  Calendar as CalendarIcon,
  DollarSign as DollarSignIcon,
  MapPin as MapPinIcon,
} from '@/web/components/icons/icons'
import type { ReactNode } from 'react'
import { cityState, formatBudget, programCategory, shortDateRange } from '@/shared/programs/program-display'
import type { Program } from '@/shared/programs/program.schema'
import { Button } from '@/web/components/ui/button'
import { Card } from '@/web/components/ui/card'
import { useFromHere } from '@/web/lib/back-to-list'
import { ProgramBadges } from './program-badges'

/** One program of the list (spec "Campus programs list"): picture, badges, school, dates, budget, details link. */
export function ProgramCard({ program, eager = false }: { program: Program; eager?: boolean }) {
  const where = cityState(program.school)
  const from = useFromHere()
  return (
    <Card className="w-full gap-0 overflow-hidden py-0">
      <img
        src={programCategory(program.name).image}
        // Decorative: the category badge and the name beside it say what the illustration shows.
        alt=""
        width={640}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[16/10] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ProgramBadges program={program} roiTracking />
        <div className="space-y-1">
          <h2 className="text-lg leading-snug font-semibold">{program.name}</h2>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium text-foreground">{program.school?.name ?? 'Unknown School'}</span>
              {where && <span>{` · ${where}`}</span>}
            </span>
          </p>
        </div>
        {program.description && (
          <p className="line-clamp-3 text-sm text-muted-foreground">{program.description}</p>
        )}
        <dl className="grid gap-3 rounded-lg bg-muted/60 p-3 text-sm sm:grid-cols-2">
          <Fact icon={<CalendarIcon aria-hidden="true" />} term="Duration">
            {shortDateRange(program.startDate, program.endDate)}
          </Fact>
          <Fact icon={<DollarSignIcon aria-hidden="true" />} term="Investment">
            {formatBudget(program.budget)}
          </Fact>
        </dl>
        <Button asChild className="mt-auto w-full">
          <Link to="/campus-programs/$id" params={{ id: String(program.id) }} search={{ from }}>
            View Marketing Details<span className="sr-only"> for {program.name}</span>
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Card>
  )
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-3.5 [&_svg]:shrink-0 [&_svg]:text-primary">
        {icon}
        {term}
      </dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  )
}
