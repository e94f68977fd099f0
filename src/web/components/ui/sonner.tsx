import { Toaster as Sonner, toast, type ExternalToast, type ToasterProps } from 'sonner'
import type { CSSProperties, ReactNode } from 'react'

/** Spec constants for notifications; exported so tests and docs read the same values the app uses. */
const TOASTER_DEFAULTS = {
  /** One toast at a time: a stack of messages is hard to follow with a screen reader. */
  visibleToasts: 1,
  duration: 5000,
  swipeDirections: ['right'],
  /** F8 moves focus to the notification region, as in other desktop apps. */
  hotkey: ['F8'],
  /** Colours come from the design tokens below, not sonner's built-in palette. */
  richColors: false,
} satisfies ToasterProps

// Sonner paints toasts from these custom properties; pointing them at the tokens keeps toasts on-palette.
const tokenStyle = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius)',
} as CSSProperties

type ToasterOwnProps = Omit<ToasterProps, keyof typeof TOASTER_DEFAULTS>

function Toaster({ toastOptions, style, ...props }: ToasterOwnProps) {
  return (
    <Sonner
      {...props}
      {...TOASTER_DEFAULTS}
      swipeDirections={[...TOASTER_DEFAULTS.swipeDirections]}
      hotkey={[...TOASTER_DEFAULTS.hotkey]}
      style={{ ...tokenStyle, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: 'font-sans shadow-md',
          title: 'font-medium',
          // Sonner hard-codes a grey description colour; inherit instead so it stays legible on red.
          description: 'text-current! opacity-90',
          // Variables set on the toast itself beat the toaster-level ones, so no !important is needed.
          error:
            '[--normal-bg:var(--destructive)] [--normal-border:var(--destructive)] [--normal-text:var(--destructive-foreground)]',
          ...toastOptions?.classNames,
        },
      }}
    />
  )
}

type NotifyOptions = Omit<ExternalToast, 'description'> & {
  title: ReactNode
  description?: ReactNode
  variant?: 'default' | 'destructive'
}

/** Shows a toast in the app's two variants; destructive maps to sonner's error type (and its styling). */
function notify({ title, variant = 'default', ...options }: NotifyOptions): string | number {
  return variant === 'destructive' ? toast.error(title, options) : toast(title, options)
}

export { Toaster, toast, notify, TOASTER_DEFAULTS }
export type { NotifyOptions }
