/**
 * The 401/403 proof (issue 3, decision D5). The procedures and routes are found by walking the tRPC router and
 * the REST routes the app mounts (never listed by hand), so a feature added later is covered without touching
 * this file. Every write except the short list of deliberately public ones below, and every read marked
 * staff-only, is called as a visitor (must be 401) and as a signed-in user without admin rights (must be 403).
 * Every write is also sent from another site with an admin's cookie (must be 403).
 */
import type { AnyProcedure } from '@trpc/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../tests/server/harness'
import { apiRoutes } from './api'
import { requireAdmin } from './http/require-admin'
import type { ProcedureMeta } from './trpc/init'
import { appRouter } from './trpc/router'

/** Writes anyone may make, each for a reason. Any other write must answer visitors 401. */
const PUBLIC_WRITES = new Set([
  // Signing in and out is how staff become staff.
  'trpc auth.login',
  'trpc auth.logout',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  // Visitors send the contact and call-request forms (decisions D3, D20).
  'trpc contact.submit',
  'POST /api/contact',
  // Visitors book a call in the office hours when no scheduler is configured (ADR 0066).
  'trpc booking.book',
  'POST /api/booking/calls',
  // The visitor moves or cancels their own call by the unguessable key in its email, unsigned (ADR 0104).
  'trpc booking.reschedule',
  'trpc booking.cancel',
  'POST /api/booking/manage/:token/reschedule',
  'POST /api/booking/manage/:token/cancel',
  // Visitors use the matching tool (product §6): a brand profile, then its recommendations.
  'trpc matching.createProfile',
  'trpc matching.requestRecommendations',
  'POST /api/brand/profiles',
  'POST /api/brand/profiles/:id/recommendations',
])

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

interface Endpoint {
  /** "trpc contact.list" or "PATCH /api/admin/contact/:id" */
  name: string
  write: boolean
  /** Marked staff-only: adminProcedure, or requireAdmin among the route's handlers. */
  markedStaffOnly: boolean
  send(headers: Record<string, string>): Promise<Response>
}

// Every endpoint, matching's included, answers as the server does: with the job queue.
const t = useTestApp({}, { jobs: true })

function trpcEndpoints(): Endpoint[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>
  return Object.entries(procedures).map(([path, procedure]) => {
    const write = procedure._def.type !== 'query'
    const input = encodeURIComponent(JSON.stringify({ json: {} }))
    return {
      name: `trpc ${path}`,
      write,
      markedStaffOnly: (procedure._def.meta as ProcedureMeta | undefined)?.access === 'admin',
      send: (headers) =>
        write
          ? t.current.request(`/trpc/${path}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', ...headers },
              body: JSON.stringify({ json: {} }),
            })
          : t.current.request(`/trpc/${path}?input=${input}`, { headers }),
    }
  })
}

/** A Hono path pattern as a regular expression (":id" one segment, "*" anything). */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, (char) => (char === '{' || char === '}' ? char : `\\${char}`))
      .replace(/:[A-Za-z0-9_]+(\{[^}]*\})?/g, '[^/]+')
      .replace(/\*/g, '.*')}$`,
  )

/** A concrete URL for a route pattern: every parameter becomes 1. */
const concrete = (path: string) => path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, '1')

/**
 * Every REST route the app mounts at /api (from api.ts, read before any app starts so the tests can be listed).
 * requireAdmin counts whether it sits on the route itself or on a middleware path that covers it.
 */
function restEndpoints(): Endpoint[] {
  const routes = apiRoutes().routes.map((route) => ({ ...route, path: `/api${route.path}` }))
  const guards = routes.filter((route) => route.handler === requireAdmin)
  const seen = new Set<string>()
  const endpoints: Endpoint[] = []
  for (const route of routes) {
    const name = `${route.method} ${route.path}`
    if (route.method === 'ALL' || seen.has(name)) continue
    seen.add(name)
    const url = concrete(route.path)
    const write = WRITE_METHODS.has(route.method)
    endpoints.push({
      name,
      write,
      markedStaffOnly: guards.some(
        (guard) =>
          (guard.method === 'ALL' || guard.method === route.method) && patternOf(guard.path).test(url),
      ),
      send: (headers) =>
        t.current.request(url, {
          method: route.method,
          headers: { 'Content-Type': 'application/json', ...headers },
          ...(write ? { body: '{}' } : {}),
        }),
    })
  }
  return endpoints
}

const endpoints = [...trpcEndpoints(), ...restEndpoints()]
const staffOnly = endpoints.filter(
  (endpoint) => endpoint.markedStaffOnly || (endpoint.write && !PUBLIC_WRITES.has(endpoint.name)),
)

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: string | { json: { data: { code: string } } } }
  return typeof body.error === 'string' ? body.error : body.error.json.data.code
}

let member: string
let admin: string
beforeAll(async () => {
  member = (await t.current.signIn({ isAdmin: false })).cookie
  admin = (await t.current.signIn({ isAdmin: true })).cookie
})

describe('the walk', () => {
  it('finds the staff-only endpoints this branch has, so the matrix is not empty', () => {
    expect(staffOnly.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining([
        'trpc contact.list',
        'trpc contact.setStatus',
        'PATCH /api/admin/contact/:id',
        'GET /api/admin/contact/export.csv',
        'trpc matching.staffResults',
        'GET /api/brand/recommendations',
        'trpc staff.overview',
        'GET /api/staff/overview',
        'trpc auth.updateProfile',
        'trpc auth.changePassword',
        'PATCH /api/auth/me',
        'POST /api/auth/me/password',
      ]),
    )
  })

  it('knows every public write it lists (a stale entry would hide nothing, but misleads)', () => {
    const names = new Set(endpoints.map((endpoint) => endpoint.name))
    expect([...PUBLIC_WRITES].filter((name) => !names.has(name))).toEqual([])
  })
})

describe.each(staffOnly.map((endpoint) => [endpoint.name, endpoint] as const))('%s', (_name, endpoint) => {
  it('answers a visitor 401 and a signed-in non-admin 403', async () => {
    const anonymous = await endpoint.send({})
    expect(anonymous.status).toBe(401)
    expect(await errorOf(anonymous)).toMatch(/^(UNAUTHORIZED|Sign in as staff to do this\.)$/)
    const forbidden = await endpoint.send({ Cookie: member })
    expect(forbidden.status).toBe(403)
    expect(await errorOf(forbidden)).toMatch(/^(FORBIDDEN|Only staff administrators can do this\.)$/)
  })
})

describe('cross-origin writes', () => {
  const writes = endpoints.filter((endpoint) => endpoint.write)
  it.each(writes.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s is refused from another site, even with an admin’s cookie',
    async (_name, endpoint) => {
      for (const foreign of [
        { Origin: 'https://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
      ] as Record<string, string>[]) {
        const response = await endpoint.send({ Cookie: admin, ...foreign })
        expect(response.status).toBe(403)
        expect(await response.json()).toEqual({ error: 'Cross-origin requests may not change data here.' })
      }
    },
  )
})
