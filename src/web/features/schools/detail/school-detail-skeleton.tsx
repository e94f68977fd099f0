import { Skeleton } from '@/web/components/ui/skeleton'

/** While a school loads on client navigation. Small on purpose: pending components ship in the first load. */
export function SchoolDetailSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading school"
      role="status"
      className="mx-auto max-w-6xl px-4 py-10 sm:px-6"
    >
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-6 h-10 w-2/3" />
      <Skeleton className="mt-3 h-5 w-40" />
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-6 w-28" />
      </div>
      <Skeleton className="mt-8 h-9 w-96 max-w-full" />
      <Skeleton className="mt-6 aspect-video w-full max-w-2xl" />
    </div>
  )
}
