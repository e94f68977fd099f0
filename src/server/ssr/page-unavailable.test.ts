import net from 'node:net'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server/harness'
import { createPageRenderer } from '@/web/entry-server'
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/web/lib/trpc-error'
import { createApp } from '@/server/app'
import { openDatabase, type Database } from '@/server/db/orm'
import { databaseUnavailable } from '@/server/errors'
import { SESSION_COOKIE } from '@/server/features/auth/session-cookie'
import { appRouter } from '@/server/trpc/router'
import type { PageRenderer } from './pages'

/**
 * A page whose data the database cannot give right now (refused connections, a lock or statement timeout) is a
 * 503 with Retry-After and the site's "temporarily unavailable" page, never the 500 error screen, never a page
 * the cache keeps, and never the driver's words. Visitors' pages are cached here, to see that this one is not.
 */
const t = useTestApp({ PAGE_CACHE_SECONDS: '60' })

interface LogLine {
  msg: string
  level: number
  routeId?: string
}

/** The test app's config and runtime (so its page cache) on another database, logging into an array. */
function appOn(db: Database, lines: LogLine[]) {
  const log = pino(
    { level: 'info', base: undefined },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  )
  const { config, runtime } = t.current
  return createApp({ config, db, log, runtime, renderPage: createPageRenderer({ appRouter }) })
}

async function expectUnavailablePage(response: Response, lines: LogLine[]) {
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
  const html = await response.text()
  // The site's own layout around the page's friendly message.
  expect(html).toContain('<main id="main"')
  expect(html).toContain('Temporarily unavailable')
  expect(html).toContain('Please try again in a moment.')
  expect(html).not.toContain('Something went wrong')
  expect(html).not.toMatch(/\n\s+at |ECONNREFUSED|lock timeout|canceling statement|127\.0\.0\.1/)
  // Served fresh, and not kept: the next visitor asks the database again.
  expect(response.headers.get('x-page-cache')).toBe('miss')
  expect(t.current.runtime.pageCache.size).toBe(0)
  // An outage is a warning naming the route, not an error with a stack.
  expect(lines.filter((line) => line.msg === 'page render failed')).toEqual([])
  expect(lines.find((line) => line.msg === 'database unavailable')?.level).toBe(40)
}

it('recognises the outage message the server sends (the browser has only the message after hydration)', () => {
  expect(DATABASE_UNAVAILABLE_MESSAGE).toBe(databaseUnavailable().message)
})

describe('pages while the database refuses connections', () => {
  let unreachable: Database
  beforeAll(async () => {
    // A port nobody listens on: every query fails at once with ECONNREFUSED, on any engine the tests run on.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo
        server.close(() => resolve(port))
      })
    })
    unreachable = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/campuspulse` })
  })
  afterAll(() => unreachable.close())

  it('answer 503 with Retry-After and the "temporarily unavailable" page', async () => {
    const lines: LogLine[] = []
    const app = appOn(unreachable, lines)
    await expectUnavailablePage(await app.request('/blog'), lines)
    expect(lines.find((line) => line.msg === 'database unavailable')?.routeId).toBe('/blog/')
    // Twice: the first answer was not cached.
    const again = await app.request('/blog')
    expect(again.status).toBe(503)
    expect(again.headers.get('x-page-cache')).toBe('miss')
  })

  it('answer staff, whose session lookup fails before the render, with the plain 503 page (the API with JSON)', async () => {
    const app = appOn(unreachable, [])
    const headers = { Cookie: `${SESSION_COOKIE}=some-session-token`, Accept: 'text/html,*/*' }
    const page = await app.request('/blog', { headers })
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('5')
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('Temporarily unavailable')
    expect(html).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/)
    const api = await app.request('/api/blog/articles', { headers })
    expect(api.status).toBe(503)
    expect(await api.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE })
  })

  it('say so even where the route has an error screen of its own ("Article Not Found")', async () => {
    const lines: LogLine[] = []
    const response = await appOn(unreachable, lines).request('/blog/some-article')
    await expectUnavailablePage(response, lines)
  })
})

describe('the page handler (ssr/pages.ts), whatever the renderer reports', () => {
  const appRendering = (renderPage: PageRenderer) => {
    const { config, db, runtime } = t.current
    return createApp({ config, db, log: pino({ level: 'silent' }), runtime, renderPage })
  }

  it('adds Retry-After to a 503 that came without one', async () => {
    const response = await appRendering(async () => new Response('<p>later</p>', { status: 503 })).request(
      '/',
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
  })

  it('answers an outage that escaped the router with its plain 503 page, not the 500 one', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' })
    const response = await appRendering(() => Promise.reject(refused)).request('/')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    const html = await response.text()
    expect(html).toContain('Temporarily unavailable')
    expect(html).not.toContain('ECONNREFUSED')
    expect(html).not.toContain('10.0.0.5')
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('pages while a table is locked (PostgreSQL)', () => {
  let short: Database
  beforeAll(async () => {
    // The test's own database, with a short statement timeout (so a 300 ms lock_timeout): the page's query
    // waits for the lock and PostgreSQL cancels it, the driver's real timeout error.
    const url = t.current.db.orm.config.get('clientUrl')!
    short = await openDatabase({ url }, { statementTimeoutMs: 300 })
  })
  afterAll(() => short.close())

  it('answer 503 within the timeout, with Retry-After and the friendly page', async () => {
    const lines: LogLine[] = []
    const app = appOn(short, lines)
    let response: Response | undefined
    let elapsed: number | undefined
    // Another connection holds the table for the whole request, as a long migration or write would. (begin()
    // rather than transactional(): the request must not run inside that transaction's async context.)
    const holder = t.current.em()
    await holder.begin()
    try {
      await holder.execute('lock table blog_categories in access exclusive mode')
      const started = performance.now()
      response = await app.request('/blog')
      elapsed = performance.now() - started
    } finally {
      await holder.rollback()
    }
    await expectUnavailablePage(response!, lines)
    // The 300 ms lock timeout, not the default 3 s one nor a hang.
    expect(elapsed!).toBeLessThan(2_000)
    // Once the lock is gone the same page renders, and is cached as usual.
    const after = await app.request('/blog')
    expect(after.status).toBe(200)
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(t.current.runtime.pageCache.size).toBe(1)
    t.current.runtime.pageCache.clear()
  })
})
