import type { ComponentProps } from 'react'

import { cn } from '@/web/lib/cn'

// Decorative: the region being loaded should carry aria-busy, so screen readers are not told about each block.
// The pulse stops under prefers-reduced-motion; the muted block alone still reads as "loading".
function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('skeleton', className)} {...props} />
}

export { Skeleton }
