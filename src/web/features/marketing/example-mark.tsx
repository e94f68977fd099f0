import type { ReactNode } from 'react'

/** Under every group of example figures (decision D24, ADR 0100). */
export const EXAMPLE_FIGURES = 'Example figures: demo content, not yet confirmed by the agency.'

/** The small "Example" tag on demo content (decision D24, ADR 0100); styled by `.example-tag` (ui.css). */
export function ExampleTag({ className = '' }: { className?: string }) {
  return <span className={`example-tag ${className}`}>Example</span>
}

/** A sentence saying a block of the page is demo content, with its tag. */
export function ExampleNote({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p className={`example-note ${className}`}>
      <ExampleTag />
      <span>{children}</span>
    </p>
  )
}
