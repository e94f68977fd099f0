import type { ComponentProps } from 'react'

import { cn } from '@/web/lib/cn'

function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn('input', className)} {...props} />
}

export { Input }
