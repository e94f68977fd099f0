import { Tooltip as TooltipPrimitive } from 'radix-ui'
import { createContext, useContext, type ComponentProps } from 'react'

import { cn } from '@/web/lib/cn'

/** Spec timings: 700 ms before the first tooltip opens, and 300 ms in which moving to a neighbour skips that wait. */
const TOOLTIP_DEFAULTS = {
  delayDuration: 700,
  skipDelayDuration: 300,
} as const

// Lets a Tooltip tell whether an app-level provider exists. Wrapping every Tooltip in its own provider
// (as shadcn does) would make the skip delay useless, because no two tooltips would share a provider.
const HasProviderContext = createContext(false)

function TooltipProvider({
  delayDuration = TOOLTIP_DEFAULTS.delayDuration,
  skipDelayDuration = TOOLTIP_DEFAULTS.skipDelayDuration,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <HasProviderContext value={true}>
      <TooltipPrimitive.Provider
        data-slot="tooltip-provider"
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        {...props}
      />
    </HasProviderContext>
  )
}

/**
 * Radix closes the tooltip on pointer leave, on blur, on Escape, and when any ancestor of the trigger
 * scrolls (it listens for scroll on window in the capture phase), which covers the spec's
 * "closes on leave, scroll, escape". Mount one TooltipProvider near the app root; a Tooltip rendered
 * outside one falls back to its own provider with the same spec timings.
 */
function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const hasProvider = useContext(HasProviderContext)
  const root = <TooltipPrimitive.Root data-slot="tooltip" {...props} />
  return hasProvider ? root : <TooltipProvider>{root}</TooltipProvider>
}

function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />
}

function TooltipContent({
  className,
  sideOffset = 4,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 w-fit max-w-xs origin-(--radix-tooltip-content-transform-origin) rounded-md bg-primary px-3 py-1.5 text-xs text-balance text-primary-foreground',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="z-50 size-2.5 translate-y-[calc(-50%_-_2px)] rotate-45 rounded-[2px] bg-primary fill-primary" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  )
}

export { Tooltip, TooltipTrigger, TooltipContent, TooltipProvider, TOOLTIP_DEFAULTS }
