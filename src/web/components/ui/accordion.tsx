import { ChevronDown as ChevronDownIcon } from '@/web/components/icons/icons'
import { Accordion as AccordionPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '@/web/lib/cn'

type AccordionRootProps = ComponentProps<typeof AccordionPrimitive.Root>
type AccordionSingleProps = Extract<AccordionRootProps, { type: 'single' }>
type AccordionMultipleProps = Extract<AccordionRootProps, { type: 'multiple' }>

type AccordionProps = (Omit<AccordionSingleProps, 'type'> & { type?: 'single' }) | AccordionMultipleProps

/**
 * The spec wants one item open at a time, and the open one collapsible. That is radix's
 * `type="single" collapsible`, so it is the default here: `<Accordion>` behaves that way with no props.
 * Pass `collapsible={false}` to keep one item always open, or `type="multiple"` for independent items.
 */
function Accordion(props: AccordionProps) {
  if (props.type === 'multiple') return <AccordionPrimitive.Root data-slot="accordion" {...props} />

  const { collapsible = true, ...rest } = props
  return <AccordionPrimitive.Root data-slot="accordion" {...rest} type="single" collapsible={collapsible} />
}

function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn('border-b last:border-b-0', className)}
      {...props}
    />
  )
}

function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn('accordion-trigger', className)}
        {...props}
      >
        {children}
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  )
}

// No height animation: it would need keyframes from an animation plugin, and an instant reveal is
// also what prefers-reduced-motion users want.
function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="overflow-hidden text-sm" {...props}>
      <div className={cn('pt-0 pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  )
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent }
export type { AccordionProps }
