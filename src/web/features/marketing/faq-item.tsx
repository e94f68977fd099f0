import type { ReactNode } from 'react'
import { ChevronDown } from '@/web/components/icons/icons'
import { cn } from '@/web/lib/cn'

/**
 * One question of a FAQ as a native `<details>`: the spec's FAQs keep one question open at a time, the open one
 * collapsible, which `<details>` elements sharing a `name` do themselves (the browser closes the others), with
 * keyboard support, before hydration and with no JavaScript. The answer is in the HTML, open or not, for search
 * engines too. A script-driven accordion measured every answer's size as it hydrated, a forced layout each:
 * the longest task of a school page on a phone (issue 19).
 */
export function FaqItem({
  name,
  question,
  children,
}: {
  name: string
  question: string
  children: ReactNode
}) {
  return (
    <details name={name} className="group">
      <summary
        className={cn(
          'flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left font-medium hover:underline',
          'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden',
        )}
      >
        <h3 className="text-base">{question}</h3>
        <ChevronDown
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      {children}
    </details>
  )
}
