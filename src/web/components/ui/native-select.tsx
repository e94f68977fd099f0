import { ChevronDown as ChevronDownIcon } from '@/web/components/icons/icons'
import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/cn'

/**
 * The browser's own <select>, styled like the other fields: the phone's native picker, no script to load or
 * hydrate, keyboard and screen readers as the platform gives them, and it shows its value in the server render.
 * For short fixed lists; `className` sizes the wrapper.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        {...props}
        className="h-10 w-full appearance-none truncate rounded-md border border-input bg-background py-2 pr-9 pl-3 text-sm shadow-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-ring-offset disabled:cursor-not-allowed disabled:opacity-50"
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  )
}
