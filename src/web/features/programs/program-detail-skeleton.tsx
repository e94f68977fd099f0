import { Skeleton } from '@/web/components/ui/skeleton'

/** While a program loads on client navigation: the hero, two sections and the side cards, as blocks. */
export function ProgramDetailSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading campus program"
      className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14"
    >
      <Skeleton className="h-4 w-44" />
      <div className="mt-6 flex gap-2">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-28" />
      </div>
      <Skeleton className="mt-4 h-10 w-2/3" />
      <Skeleton className="mt-3 h-6 w-64" />
      <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-7 w-56" />
          <div className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-32" />
            ))}
          </div>
        </div>
        <div className="space-y-6">
          <Skeleton className="h-48" />
          <Skeleton className="h-36" />
        </div>
      </div>
    </div>
  )
}
