import { TrendingUp as TrendingUpIcon } from '@/web/components/icons/icons'
import { programCategory, statusLabel, statusTone } from '@/shared/programs/program-display'
import type { Program } from '@/shared/programs/program.schema'
import { Badge } from '@/web/components/ui/badge'
import { cn } from '@/web/lib/cn'

/** Status (its colour from statusTone), category and, on cards, 'ROI Tracking' (product §9). */
export function ProgramBadges({
  program,
  roiTracking = false,
  className,
}: {
  program: Pick<Program, 'name' | 'status'>
  roiTracking?: boolean
  className?: string
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Badge variant="outline" className={cn('border-transparent', statusTone(program.status))}>
        {statusLabel(program.status)}
      </Badge>
      <Badge variant="secondary">{programCategory(program.name).label}</Badge>
      {roiTracking && (
        <Badge variant="outline">
          <TrendingUpIcon aria-hidden="true" />
          ROI Tracking
        </Badge>
      )}
    </div>
  )
}
