import { Link } from '@tanstack/react-router'
import {
  ArrowRight as ArrowRightIcon,
  Globe as GlobeIcon,
  MapPin as MapPinIcon,
  Users as UsersIcon,
} from '@/web/components/icons/icons'
import type { School } from '@/shared/schools/school.schema'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { Card } from '@/web/components/ui/card'
import { useFromHere } from '@/web/lib/back-to-list'
import { cn } from '@/web/lib/cn'
import { CompareToggle } from '@/web/features/schools/compare/compare-toggle'
import { SchoolImage } from '@/web/features/schools/school-image'
import { enrollmentLabel, locationOf } from '@/web/features/schools/school-format'

/** One school of the directory: image, name, city and state, type, students, website, details link. */
export function SchoolCard({
  school,
  view,
  eager,
}: {
  school: School
  view: 'list' | 'grid'
  eager: boolean
}) {
  const location = locationOf(school)
  const from = useFromHere()
  return (
    <Card className={cn('w-full gap-0 overflow-hidden py-0', view === 'list' && 'sm:flex-row')}>
      <SchoolImage
        school={school}
        eager={eager}
        // Decorative: on a phone the list card leads with the name and facts, and the grid card's picture is short.
        hiddenOnPhone={view === 'list'}
        className={cn(
          'aspect-[3/1] w-full',
          view === 'list' ? 'sm:aspect-auto sm:h-auto sm:w-56 sm:shrink-0' : 'sm:aspect-video',
        )}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="space-y-1">
          <h2 className="text-lg leading-snug font-semibold">{school.name}</h2>
          {location && (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
              {location}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {school.type && <Badge variant="secondary">{school.type}</Badge>}
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <UsersIcon className="size-4 shrink-0" aria-hidden="true" />
            {enrollmentLabel(school.studentPopulation)}
          </span>
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-1">
          {school.websiteUrl && (
            <a
              href={school.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
            >
              <GlobeIcon className="size-4 shrink-0" aria-hidden="true" />
              Visit Website<span className="sr-only"> of {school.name} (opens in a new tab)</span>
            </a>
          )}
          <CompareToggle school={school} className="ml-auto" />
          <Button asChild size="sm">
            <Link to="/schools/name/$slug" params={{ slug: school.slug }} search={{ from }}>
              View School Details<span className="sr-only"> for {school.name}</span>
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  )
}
