import { Card } from '@/web/components/ui/card'
import { Skeleton } from '@/web/components/ui/skeleton'

/** product §9: five skeleton rows while the directory loads. */
export const SKELETON_ROWS = 5

export function SchoolListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading schools" role="status" className="grid gap-4">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Card key={index} data-testid="school-skeleton" className="gap-0 overflow-hidden py-0 sm:flex-row">
          <Skeleton className="aspect-video w-full rounded-none sm:aspect-auto sm:h-40 sm:w-64" />
          <div className="flex flex-1 flex-col gap-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-auto h-8 w-40 self-end" />
          </div>
        </Card>
      ))}
    </div>
  )
}
