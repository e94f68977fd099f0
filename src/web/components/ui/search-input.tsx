import { Search } from '@/web/components/icons/icons'
import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/cn'
import { Input } from './input'

/** A search box with its magnifier: the staff lists' search fields. `className` sizes the wrapper. */
export function SearchInput({ className, ...props }: ComponentProps<typeof Input>) {
  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-muted-foreground" />
      <Input type="search" className="pl-9" {...props} />
    </div>
  )
}
