import { useId, type ReactNode } from 'react'
import { cn } from '@/web/lib/cn'

/**
 * A page section with its heading: the section is labelled by the heading, so screen-reader users can jump
 * between sections. `tone` alternates backgrounds down long pages.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  className,
  children,
}: {
  id?: string
  eyebrow?: string
  title: string
  intro?: ReactNode
  tone?: 'plain' | 'muted'
  className?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(tone === 'muted' && 'bg-muted/60', 'py-16 sm:py-20', className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
            {title}
          </h2>
          {intro && <div className="mt-4 text-lg text-muted-foreground">{intro}</div>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
