import { MapIcon, MapPin as MapPinIcon } from '@/web/components/icons/icons'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import { Button } from '@/web/components/ui/button'
import { localAreaText } from '@/web/features/schools/school-copy'
import { locationOf, mapsSearchUrl } from '@/web/features/schools/school-format'
import { SchoolMap } from './school-map'

export function LocationTab({ school }: { school: SchoolDetail }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-5">
        <h2 className="text-2xl font-semibold">Location</h2>
        <address className="flex items-start gap-2 not-italic">
          <MapPinIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="block font-medium">{school.name}</span>
            <span className="block text-muted-foreground">{locationOf(school) || 'Address not listed'}</span>
          </span>
        </address>
        <section aria-labelledby="local-area">
          <h3 id="local-area" className="font-semibold">
            The Local Area
          </h3>
          <p className="mt-2 text-muted-foreground">{localAreaText(school)}</p>
        </section>
        <Button asChild variant="outline">
          <a href={mapsSearchUrl(school)} target="_blank" rel="noopener noreferrer">
            <MapIcon aria-hidden="true" />
            View on Map
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </div>
      <SchoolMap school={school} />
    </div>
  )
}
