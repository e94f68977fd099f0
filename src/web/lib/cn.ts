import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names, without resolving conflicts between Tailwind utilities at run time (ADR 0068):
 * tailwind-merge was 8 kB gzip of every page's first load and a large share of a phone's hydration work.
 * The ui primitives style themselves with component classes (components/ui/ui.css), which any utility
 * overrides through cascade layers, so a caller's class wins without merging. Two utilities that set the
 * same thing are a mistake, which development builds and the tests refuse (tailwind-merge finds them);
 * the production build drops the check, and tailwind-merge with it.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs)
  if (import.meta.env.DEV) refuseConflicts(joined)
  return joined
}

function refuseConflicts(joined: string) {
  const kept = new Set(twMerge(joined).split(' '))
  const overridden = joined.split(' ').filter((name) => name && !kept.has(name))
  if (overridden.length > 0) {
    throw new Error(
      `Conflicting Tailwind classes in "${joined}": ${overridden.join(', ')} would be overridden; ` +
        'drop them, or give the primitive a component class (components/ui/ui.css) that utilities override.',
    )
  }
}
