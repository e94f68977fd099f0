import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server/harness'
import { createPageRenderer } from '@/web/entry-server'
import { createApp } from '@/server/app'
import { appRouter } from '@/server/trpc/router'

/**
 * Issue 12: when a page's loader failed, the router showed the route's error screen with a 500 and the only
 * server log line was the request's "request failed". The failure itself is now logged, with its stack, by the
 * request's logger (so with its requestId). The page itself says nothing of it: the router writes a failed
 * route's error message into the page's data, and that message is now the generic one.
 */
const t = useTestApp()

interface LogLine {
  msg: string
  level: number
  requestId?: string
  routeId?: string
  err?: { message: string; stack: string }
}

/** The same app on the same database and runtime, logging JSON lines into an array instead of stdout. */
function appLoggingTo(lines: LogLine[]) {
  const log = pino(
    { level: 'info', base: undefined },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  )
  const { config, db, runtime } = t.current
  return createApp({ config, db, log, runtime, renderPage: createPageRenderer({ appRouter }) })
}

describe('a page whose loader fails', () => {
  it('is logged with the error, its stack and the request id', async () => {
    const lines: LogLine[] = []
    const app = appLoggingTo(lines)
    const sql = (text: string) => t.current.em().getConnection().execute(text)
    // A real failure inside the loader: the blog list's categories query finds no table.
    await sql('alter table blog_categories rename to blog_categories_moved_away')
    let response: Response
    try {
      response = await app.request('/blog', { headers: { 'X-Request-Id': 'req-page-failure-1' } })
    } finally {
      await sql('alter table blog_categories_moved_away rename to blog_categories')
    }
    expect(response.status).toBe(500)
    // The visitor sees the route's error screen, and no stack trace.
    const html = await response.text()
    expect(html).toContain('Failed to load articles')
    expect(html).not.toMatch(/\n\s+at /)
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/)
    // Neither the SQL error nor the table's name: only the generic message reaches the dehydrated route state.
    expect(html).not.toContain('does not exist')
    expect(html).not.toContain('blog_categories')
    expect(html).toContain('Something went wrong. Please try again.')

    const failure = lines.find((line) => line.msg === 'page render failed')
    expect(failure, JSON.stringify(lines)).toBeDefined()
    expect(failure!.requestId).toBe('req-page-failure-1')
    expect(failure!.routeId).toBe('/blog/')
    expect(failure!.level).toBe(50)
    expect(failure!.err?.message).toContain('blog_categories')
    expect(failure!.err?.stack).toMatch(/\n\s+at /)
    // The request line is still there, with the same id.
    const request = lines.find((line) => line.msg === 'request failed')
    expect(request?.requestId).toBe('req-page-failure-1')
  })

  it('logs nothing at error level for a page that is only missing (404) or forbidden (403)', async () => {
    const lines: LogLine[] = []
    const app = appLoggingTo(lines)
    expect((await app.request('/blog/no-such-article')).status).toBe(404)
    const { cookie } = await t.current.signIn({ isAdmin: false })
    expect((await app.request('/blog/admin', { headers: { Cookie: cookie } })).status).toBe(403)
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
  })
})
