import type { ReactNode } from 'react'
import { EXAMPLE_LABEL } from '@/shared/marketing/example-content'
import { cn } from '@/web/lib/cn'

/** The small "Example" tag on demo content (decision D24); `title` says what it means on hover. */
export function ExampleTag({ note, className }: { note?: string; className?: string }) {
  return (
    <span
      data-example-content
      title={note}
      className={cn(
        'inline-block shrink-0 rounded border border-foreground/30 bg-background px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-foreground',
        className,
      )}
    >
      {EXAMPLE_LABEL}
    </span>
  )
}

/** A sentence saying a block of the page is demo content, with its tag: read by everyone, not only on hover. */
export function ExampleNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p data-example-content className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
      <ExampleTag />
      <span>{children}</span>
    </p>
  )
}
