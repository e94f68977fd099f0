import { EXAMPLE_FIGURES } from '@/web/features/marketing/example-mark'
import { withNetwork } from '@/shared/schools/network-words'
import { cn } from '@/web/lib/cn'
import { useNetwork } from '@/web/lib/site'
import { ExampleNote, ExampleTag } from './example-mark'

export interface Stat {
  value: string
  label: string
  /** Absent: demo content not yet confirmed (decision D24), tagged; the grid says what the tag means. */
  confirmed?: boolean
}

/** Headline figures as a description list: each figure is read with what it measures. */
export function StatGrid({
  stats,
  columns = 4,
  className,
}: {
  stats: readonly Stat[]
  /** Columns on a wide screen (two below it). */
  columns?: 3 | 4
  className?: string
}) {
  const network = useNetwork()
  const anyExample = stats.some((stat) => !stat.confirmed)
  return (
    <div className={className}>
      <dl className={cn('grid grid-cols-2 gap-4', columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
          >
            <dt className="text-sm text-muted-foreground">
              {stat.label}
              {!stat.confirmed && <ExampleTag className="ml-2" />}
            </dt>
            <dd className="order-first text-3xl font-extrabold tracking-tight text-primary">
              {withNetwork(stat.value, network)}
            </dd>
          </div>
        ))}
      </dl>
      {anyExample && <ExampleNote className="mt-3">{EXAMPLE_FIGURES}</ExampleNote>}
    </div>
  )
}
