import { calLinkOf, schedulerHosts, type SchedulerSettings } from '@/shared/marketing/third-party'
import { loadScript } from '@/web/lib/load-script'

interface CalendlyApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void
}
type CalApi = ((...args: unknown[]) => void) & { q?: unknown[][]; ns?: object; loaded?: boolean }
type SchedulerWindow = Window & { Calendly?: CalendlyApi; Cal?: CalApi }

/**
 * Starts the inline scheduler in `parent`: loads the provider's embed script (only ever on the booking page)
 * and asks it to render the booking link there. Rejects when the script cannot load.
 */
export async function startScheduler(scheduler: SchedulerSettings, parent: HTMLElement): Promise<void> {
  const w = window as SchedulerWindow
  const { scriptUrl } = schedulerHosts(scheduler)
  if (scheduler.provider === 'calendly') {
    await loadScript(scriptUrl)
    if (!w.Calendly) throw new Error('The Calendly script loaded but did not start')
    w.Calendly.initInlineWidget({ url: scheduler.url, parentElement: parent })
    return
  }
  // Cal.com's embed reads commands from a queue that may be filled before its script arrives (its own
  // snippet does the same); after it has loaded, the same function runs them directly.
  if (!w.Cal) {
    const queue: CalApi = (...args: unknown[]) => void queue.q!.push(args)
    queue.q = []
    queue.ns = {}
    queue.loaded = true
    w.Cal = queue
  }
  w.Cal('init', { origin: 'https://app.cal.com' })
  w.Cal('inline', { elementOrSelector: parent, calLink: calLinkOf(scheduler.url), layout: 'month_view' })
  await loadScript(scriptUrl)
}
