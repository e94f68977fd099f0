import { Card } from '@/web/components/ui/card'
import { Skeleton } from '@/web/components/ui/skeleton'

/** Spec: three skeleton cards while the programs load. */
export const SKELETON_CARDS = 3

export function ProgramListSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading campus programs"
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card key={index} data-testid="program-skeleton" className="gap-0 overflow-hidden py-0">
          <Skeleton className="aspect-[16/10] w-full rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <div className="flex gap-2">
              <Skeleton className="h-5 w-16" />
              <Skeleton className="h-5 w-28" />
            </div>
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        </Card>
      ))}
    </div>
  )
}
