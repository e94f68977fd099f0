/**
 * What the access-matrix files share: the walk that finds every endpoint, the app they run it on and a session
 * per role. Each file starts its own app (useTestApp); the walk's requests go to the app it is handed.
 */
import type { AnyProcedure } from '@trpc/server'
import { beforeAll } from 'vitest'
import type { TestApp } from '../../tests/server/harness'
import { apiRoutes } from './api'
import { ROLES, type Role } from '@/shared/auth/roles'
import type { RoleGuard } from './http/require-role'
import type { ProcedureMeta } from './trpc/init'
import { appRouter } from './trpc/router'

type MatrixApp = { readonly current: TestApp }

// Every endpoint, matching's included, answers as the server does: with the job queue (`{ jobs: true }`).
// TRUST_PROXY: the key tests send each request from an address of its own (X-Forwarded-For), so the wrong-key
// throttle, which they would trip from one address, stays out of what they check.
export const LEGACY_KEY = 'legacy-admin-api-key-0123456789'
export const MATRIX_ENV = { TRUST_PROXY: 'true', ADMIN_API_KEY: LEGACY_KEY }

/** Writes anyone may make, each for a reason. Any other write must answer visitors 401. */
export const PUBLIC_WRITES = new Set([
  // Signing in and out is how staff become staff.
  'trpc auth.login',
  'trpc auth.logout',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  // The second step of signing in (the code after the password) is how staff with two-factor sign-in become staff.
  'trpc twoFactor.verifySignIn',
  'POST /api/auth/login/two-factor',
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
  // Staff accounts (issue 35): the invitee and the staff member who forgot their password hold no session; the
  // unguessable token in the emailed link is their credential (ADR 0110).
  'trpc team.acceptInvitation',
  'POST /api/team/invitation/accept',
  'trpc passwordReset.request',
  'trpc passwordReset.complete',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/complete',
])

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface Endpoint {
  /** "trpc contact.list" or "PATCH /api/admin/contact/:id" */
  name: string
  write: boolean
  /** The staff roles its guard allows (staffProcedure, or requireRole on the route); undefined: unguarded. */
  roles: readonly Role[] | undefined
  send(headers: Record<string, string>): Promise<Response>
}

function trpcEndpoints(t: MatrixApp): Endpoint[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>
  return Object.entries(procedures).map(([path, procedure]) => {
    const write = procedure._def.type !== 'query'
    const input = encodeURIComponent(JSON.stringify({ json: {} }))
    return {
      name: `trpc ${path}`,
      write,
      roles: (procedure._def.meta as ProcedureMeta | undefined)?.roles,
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
 * A role guard counts whether it sits on the route itself or on a middleware path that covers it.
 */
function restEndpoints(t: MatrixApp): Endpoint[] {
  const routes = apiRoutes().routes.map((route) => ({ ...route, path: `/api${route.path}` }))
  const guards = routes.filter((route) => 'roles' in route.handler)
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
      roles: (
        guards.find(
          (guard) =>
            (guard.method === 'ALL' || guard.method === route.method) && patternOf(guard.path).test(url),
        )?.handler as RoleGuard | undefined
      )?.roles,
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

/**
 * Every endpoint, and those only staff may reach: a role guard, or a write not in PUBLIC_WRITES. A function,
 * not module state: the files of a worker share this module, and each sends to its own app.
 */
export function walkEndpoints(t: MatrixApp) {
  const endpoints = [...trpcEndpoints(t), ...restEndpoints(t)]
  const staffOnly = endpoints.filter(
    (endpoint) => endpoint.roles !== undefined || (endpoint.write && !PUBLIC_WRITES.has(endpoint.name)),
  )
  return { endpoints, staffOnly }
}

export async function errorOf(response: Response) {
  const body = (await response.json()) as { error: string | { json: { data: { code: string } } } }
  return typeof body.error === 'string' ? body.error : body.error.json.data.code
}

/**
 * A session cookie per role, and `none`: signed in without any staff role (beforeAll); `authorId`, the author's
 * user, owns the draft the staff pages open.
 */
export function useRoleCookies(t: MatrixApp) {
  const signedIn = { cookies: {} as Record<Role | 'none', string>, authorId: 0 }
  beforeAll(async () => {
    for (const role of ROLES) {
      const { user, cookie } = await t.current.signIn({ role })
      signedIn.cookies[role] = cookie
      if (role === 'author') signedIn.authorId = user.id
    }
    signedIn.cookies.none = (await t.current.signIn({ role: null })).cookie
  })
  return signedIn
}
