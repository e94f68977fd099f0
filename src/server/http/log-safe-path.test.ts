import fs from 'node:fs'
import { Hono } from 'hono'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { apiRoutes } from '@/server/api'
import type { AppEnv } from './env'
import { logSafePath, REDACTED_KEY } from './log-safe-path'
import { requestLog } from './request-log'

/** A key as the links carry them (base64url), unlike any word of a path. */
const KEY = 'Zq7Xk2Lm9Pw4Rt6Yb1Nc3V'

/** The REST params that are a link's key: every `:token`, and the brand's profile and results ids (ADR 0053). */
const isSecretParam = (path: string, name: string) =>
  name === 'token' || (path.startsWith('/brand/') && name === 'id')

const secretRestPaths = [
  ...new Set(
    apiRoutes()
      .routes.map((route) => route.path)
      .filter((path) => [...path.matchAll(/:(\w+)/g)].some(([, name]) => isSecretParam(path, name!))),
  ),
]

/** The pages whose route file names a link's key: `book-call_.cancel.$token.tsx` is /book-call/cancel/$token. */
const secretPagePaths = fs
  .readdirSync(new URL('../../web/routes', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\$token\.tsx$|^brand-matching\.results\.\$id\.tsx$/.test(file))
  .map(
    (file) =>
      `/${file
        .replace(/\.tsx$/, '')
        .split(/[./]/)
        .map((part) => part.replace(/_$/, ''))
        .join('/')}`,
  )

describe('the request log’s path', () => {
  it('finds the secret links it must hide (so the lists below are not empty by mistake)', () => {
    expect(secretRestPaths).toEqual(
      expect.arrayContaining([
        '/blog/previews/:token',
        '/booking/manage/:token',
        '/calendar/:token/calls.ics',
      ]),
    )
    expect(secretPagePaths).toEqual(
      expect.arrayContaining([
        '/blog/preview/$token',
        '/book-call/cancel/$token',
        '/brand-matching/results/$id',
      ]),
    )
  })

  it.each(secretRestPaths)('hides the key of /api%s and keeps the rest', (route) => {
    const path = `/api${route.replace(/:(\w+)/g, (_, name: string) => (isSecretParam(route, name) ? KEY : '7'))}`
    const logged = logSafePath(path)
    expect(logged).not.toContain(KEY)
    expect(logged).toBe(path.replace(KEY, REDACTED_KEY))
  })

  it.each(secretPagePaths)('hides the key of the page %s', (route) => {
    const path = route.replace(/\$\w+/, KEY)
    expect(logSafePath(path)).toBe(path.replace(KEY, REDACTED_KEY))
  })

  it.each([
    '/blog/how-to-run-a-street-team',
    '/api/schools/12',
    '/staff/leads/5',
    '/api/brand/profiles',
    '/',
  ])('leaves %s as it came', (path) => expect(logSafePath(path)).toBe(path))

  it('is what the request log writes: the line names the page, never the key', async () => {
    const lines: string[] = []
    const log = pino({ level: 'info', base: undefined }, { write: (line: string) => lines.push(line) })
    const app = new Hono<AppEnv>().use(requestLog(log, { TRUST_PROXY: false })).get('*', (c) => c.text('ok'))
    await app.request(`/blog/preview/${KEY}`)
    await app.request(`/api/booking/calls/${KEY}/invite.ics`)
    expect(lines.join('\n')).not.toContain(KEY)
    expect(lines.map((line) => (JSON.parse(line) as { path: string }).path)).toEqual([
      `/blog/preview/${REDACTED_KEY}`,
      `/api/booking/calls/${REDACTED_KEY}/invite.ics`,
    ])
  })
})
