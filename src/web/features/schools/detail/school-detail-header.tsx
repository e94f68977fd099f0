import { ArrowLeft as ArrowLeftIcon, CircleCheck, MapPin as MapPinIcon } from '@/web/components/icons/icons'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import { Badge } from '@/web/components/ui/badge'
import { BackToListLink } from '@/web/lib/back-to-list'
import { CompareToggle } from '@/web/features/schools/compare/compare-toggle'
import { enrollmentLabel, locationOf } from '@/web/features/schools/school-format'

export function SchoolDetailHeader({ school }: { school: SchoolDetail }) {
  const location = locationOf(school)
  return (
    <header>
      <BackToListLink
        list="/schools"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to All Schools
      </BackToListLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{school.name}</h1>
      <CompareToggle school={school} className="mt-3" />
      {location && (
        <p className="mt-2 flex items-center gap-1.5 text-lg text-muted-foreground">
          <MapPinIcon className="size-5 shrink-0" aria-hidden="true" />
          {location}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {school.type && <Badge>{school.type}</Badge>}
        <Badge variant="secondary">{enrollmentLabel(school.studentPopulation)}</Badge>
        {/* Only where the agency runs or plans a program (ADR 0024), never for every listed school. */}
        {school.activeProgramCount > 0 && (
          <Badge variant="outline" className="border-primary/40 text-primary">
            <CircleCheck aria-hidden="true" />
            Active Partner
          </Badge>
        )}
        {school.hbcu && <Badge variant="outline">HBCU</Badge>}
        {school.tribal && school.type !== 'Tribal College' && <Badge variant="outline">Tribal College</Badge>}
        {school.landGrant && <Badge variant="outline">Land-Grant</Badge>}
      </div>
    </header>
  )
}
