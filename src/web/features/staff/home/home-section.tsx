import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card'
import { formatWholeNumber } from '@/shared/us-format'

/**
 * One section of the staff home: a heading with its count, up to five entries, and the link to the screen that
 * holds them all (`more`). An empty section says so in `emptyText`.
 */
export function HomeSection({
  id,
  title,
  count,
  emptyText,
  more,
  children,
}: {
  id: string
  title: string
  count: string
  emptyText: string
  more: ReactNode
  children: ReactNode[]
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle>
          <h2 id={`${id}-title`} className="text-lg">
            {title}
          </h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{count}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {children.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="flex flex-col divide-y">{children}</ul>
        )}
        <p className="mt-auto text-sm font-medium">{more}</p>
      </CardContent>
    </Card>
  )
}

/** One entry: its link (what it is), then a line of detail. */
export function HomeEntry({ link, detail }: { link: ReactNode; detail: ReactNode }) {
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <span className="font-medium">{link}</span>
      <span className="text-sm text-muted-foreground">{detail}</span>
    </li>
  )
}

export const entryLink = 'text-primary underline-offset-4 hover:underline'

/** "3 new leads", "1 scheduled article". */
export const counted = (count: number, noun: string, plural = `${noun}s`) =>
  `${formatWholeNumber(count)} ${count === 1 ? noun : plural}`
