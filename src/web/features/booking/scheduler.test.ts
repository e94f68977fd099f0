import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { captureScripts } from '@/web/lib/load-script.test-helpers'
import type { startScheduler as startSchedulerType } from './scheduler'

// A fresh module per test: the script loader remembers what it loaded.
let startScheduler: typeof startSchedulerType
let scripts: ReturnType<typeof captureScripts>
beforeEach(async () => {
  vi.resetModules()
  scripts = captureScripts()
  startScheduler = (await import('./scheduler')).startScheduler
})

type TestWindow = Window & {
  Calendly?: { initInlineWidget: (options: { url: string; parentElement: HTMLElement }) => void }
  Cal?: { q?: unknown[][] }
}
const w = window as TestWindow
const scriptWith = (fragment: string) => scripts.find(fragment)

afterEach(() => {
  delete w.Calendly
  delete w.Cal
  vi.restoreAllMocks()
})

describe('startScheduler (D20)', () => {
  it('Calendly: loads the widget script, then renders the booking link inline in the container', async () => {
    const parent = document.createElement('div')
    const started = startScheduler({ provider: 'calendly', url: 'https://calendly.com/acme/intro' }, parent)
    const script = scriptWith('calendly')!
    expect(script.src).toBe('https://assets.calendly.com/assets/external/widget.js')
    const initInlineWidget = vi.fn()
    w.Calendly = { initInlineWidget }
    script.dispatchEvent(new Event('load'))
    await started
    expect(initInlineWidget).toHaveBeenCalledWith({
      url: 'https://calendly.com/acme/intro',
      parentElement: parent,
    })
  })

  it('Cal.com: queues init and the inline calendar for its embed script', async () => {
    const parent = document.createElement('div')
    const started = startScheduler({ provider: 'cal', url: 'https://cal.com/acme/30min' }, parent)
    expect(w.Cal?.q).toEqual([
      ['init', { origin: 'https://app.cal.com' }],
      ['inline', { elementOrSelector: parent, calLink: 'acme/30min', layout: 'month_view' }],
    ])
    scriptWith('app.cal.com')!.dispatchEvent(new Event('load'))
    await expect(started).resolves.toBeUndefined()
  })

  it('rejects when the script cannot be loaded, so the page can fall back', async () => {
    const started = startScheduler(
      { provider: 'calendly', url: 'https://calendly.com/acme/intro' },
      document.createElement('div'),
    )
    scriptWith('calendly')!.dispatchEvent(new Event('error'))
    await expect(started).rejects.toThrow(
      'Could not load https://assets.calendly.com/assets/external/widget.js',
    )
  })
})
