import type { ComponentProps } from 'react'

import { cn } from '@/web/lib/cn'

function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn('textarea', className)} {...props} />
}

export { Textarea }
