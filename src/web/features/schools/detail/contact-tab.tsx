import { Link } from '@tanstack/react-router'
import { Globe as GlobeIcon } from '@/web/components/icons/icons'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import { Button } from '@/web/components/ui/button'
import { useSite } from '@/web/lib/site'

export function ContactTab({ school }: { school: SchoolDetail }) {
  const site = useSite()
  return (
    <div className="max-w-2xl space-y-5">
      <h2 className="text-2xl font-semibold">Contact</h2>
      <p className="text-muted-foreground">
        Planning a campaign at {school.name}? The {site.brandName} team handles campus approvals, staffing and
        logistics, and builds a plan around your goals and budget. Tell us what you have in mind and a campus
        strategist will get back to you.
      </p>
      {school.websiteUrl && (
        <p className="flex items-center gap-2 text-sm">
          <GlobeIcon className="size-4 text-primary" aria-hidden="true" />
          <span>School website:</span>
          <a
            href={school.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline underline-offset-4"
          >
            {school.websiteUrl.replace(/^https:\/\//, '').replace(/\/$/, '')}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <Button asChild variant="brand">
        <Link to="/contact" search={{ school: school.slug }}>
          Request Information
        </Link>
      </Button>
    </div>
  )
}
