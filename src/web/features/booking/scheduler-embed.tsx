import { ExternalLink } from '@/web/components/icons/icons'
import { useEffect, useRef, useState } from 'react'
import type { SchedulerSettings } from '@/shared/marketing/third-party'

const providerName = { calendly: 'Calendly', cal: 'Cal.com' } as const

/**
 * The inline booking calendar (decision D20). The container carries the booking link; the provider's script
 * fills it after hydration (the code that starts it is imported then too, ADR 0082). If the script cannot load
 * (blocked, offline), the page says so, keeps working and offers the booking page in a new tab; the failure is
 * only logged as a warning.
 */
export function SchedulerEmbed({ scheduler }: { scheduler: SchedulerSettings }) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let active = true
    import('./scheduler')
      // Not started in a container the page has already left.
      .then(({ startScheduler }) => (active ? startScheduler(scheduler, container) : undefined))
      .then(
        () => active && setState('ready'),
        (error: unknown) => {
          console.warn(
            'The booking calendar could not be loaded:',
            error instanceof Error ? error.message : error,
          )
          if (active) setState('failed')
        },
      )
    return () => {
      active = false
      // The provider's iframe lives in this container; leaving the page removes it.
      container.replaceChildren()
    }
  }, [scheduler])

  const name = providerName[scheduler.provider]
  return (
    <div>
      {state === 'loading' && (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the booking calendar…
        </p>
      )}
      {state === 'failed' && (
        <div role="alert" className="rounded-xl border bg-card p-6 text-card-foreground">
          <p className="font-semibold">The booking calendar could not load here.</p>
          <p className="mt-2 text-muted-foreground">
            A browser extension or network setting may be blocking {name}. You can still pick a time on the
            booking page itself.
          </p>
        </div>
      )}
      <div
        ref={containerRef}
        data-scheduler={scheduler.provider}
        data-url={scheduler.url}
        className={state === 'failed' ? 'hidden' : 'min-h-[700px] w-full overflow-hidden rounded-xl'}
      />
      <p className="mt-4 text-sm text-muted-foreground">
        Prefer a separate window?{' '}
        <a
          href={scheduler.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline"
        >
          Open the booking page on {name}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  )
}
