/**
 * The 401/403 proof (issue 3, decision D5; roles: issue 35, ADR 0091). The procedures, routes and staff pages
 * are found by walking the tRPC router, the REST routes the app mounts and the page routes (never listed by
 * hand), so a feature added later is covered without touching this file. Every write except the short list of
 * deliberately public ones below, and every read marked staff-only, is called as a visitor (must be 401), as a
 * signed-in account without a role and as each role: a role the endpoint does not declare must get 403, a role
 * it declares must get past the guard. The declarations themselves are held to the roles' policy (POLICY).
 * Every write is also sent from another site with an admin's cookie (must be 403).
 *
 * Integration API keys (issue 37, ADR 0095) are walked the same way, from the operation table: every REST
 * operation that declares `apiScopes` refuses a key without its scope (403) and a revoked or expired key with
 * it (401), and lets a key with it in; every other staff endpoint, and every procedure, refuses a key holding
 * every scope (401).
 */
import type { AnyProcedure } from '@trpc/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../tests/server/harness'
import { API_SCOPES, type ApiScope } from '@/shared/api-keys/api-key.schema'
import { ApiKeyEntity } from './features/api-keys/api-key.entity'
import { allOperations } from './operations'
import { apiRoutes } from './api'
import { NOT_SIGNED_IN, ROLE_REFUSED, ROLES, SCREEN_ROLES, type Role } from '@/shared/auth/roles'
import { BlogArticleEntity } from '@/server/features/blog/blog-article.entity'
import { CampusProgramEntity } from '@/server/features/programs/campus-program.entity'
import { createSchool } from '@/server/features/schools/school.factory'
import { createQueryClient } from '@/web/lib/query-client'
import type { Trpc } from '@/web/lib/trpc'
import { createAppRouter } from '@/web/router'
import type { RoleGuard } from './http/require-role'
import type { ProcedureMeta } from './trpc/init'
import { appRouter } from './trpc/router'

/** Writes anyone may make, each for a reason. Any other write must answer visitors 401. */
const PUBLIC_WRITES = new Set([
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

interface Endpoint {
  /** "trpc contact.list" or "PATCH /api/admin/contact/:id" */
  name: string
  write: boolean
  /** The staff roles its guard allows (staffProcedure, or requireRole on the route); undefined: unguarded. */
  roles: readonly Role[] | undefined
  send(headers: Record<string, string>): Promise<Response>
}

// Every endpoint, matching's included, answers as the server does: with the job queue.
// TRUST_PROXY: the key tests send each request from an address of its own (X-Forwarded-For), so the wrong-key
// throttle, which they would trip from one address, stays out of what they check.
const LEGACY_KEY = 'legacy-admin-api-key-0123456789'
const t = useTestApp({ TRUST_PROXY: 'true', ADMIN_API_KEY: LEGACY_KEY }, { jobs: true })

function trpcEndpoints(): Endpoint[] {
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
function restEndpoints(): Endpoint[] {
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

const endpoints = [...trpcEndpoints(), ...restEndpoints()]
const staffOnly = endpoints.filter(
  (endpoint) => endpoint.roles !== undefined || (endpoint.write && !PUBLIC_WRITES.has(endpoint.name)),
)

const EVERYONE = [...ROLES]
/**
 * What each role may do, as issue 35 words it: editors run the content (blog, programs, schools), not leads;
 * authors write their own articles and submit them, never publish, delete or touch the taxonomy; sales handle
 * leads, bookings and matching results, not content; admins everything, and alone the integrations (issue 37). Every staff endpoint must match one rule, and
 * declare exactly its roles: a declaration that drifts from the policy fails here, not in production.
 */
const POLICY: { rule: RegExp; roles: readonly Role[] }[] = [
  { rule: /^trpc auth\.|^\w+ \/api\/auth\//, roles: EVERYONE },
  // One's own two-factor sign-in and sessions; requiring two-factor sign-in of everyone is an admin's setting.
  { rule: /^trpc (twoFactor\.(?!setPolicy$)|sessions\.)/, roles: EVERYONE },
  { rule: /^trpc twoFactor\.setPolicy$|^POST \/api\/admin\/two-factor-policy$/, roles: ['admin'] },
  { rule: /^trpc staff\.|^GET \/api\/staff\//, roles: EVERYONE },
  { rule: /^trpc contact\.|\/api\/admin\/contact/, roles: ['admin', 'sales'] },
  { rule: /^trpc matching\.staffResults$|^GET \/api\/brand\/recommendations$/, roles: ['admin', 'sales'] },
  { rule: /^trpc programs\.|\/api\/campus-programs/, roles: ['admin', 'editor'] },
  { rule: /^trpc schools\.|\/api\/schools/, roles: ['admin', 'editor'] },
  {
    rule: /^trpc blog\.((categories|tags)\.|taxonomyUsage$)|\/api\/blog\/(categories|tags|taxonomy-usage)/,
    roles: ['admin', 'editor'],
  },
  { rule: /^trpc blog\.remove$|^DELETE \/api\/blog\/articles\/:id$/, roles: ['admin', 'editor'] },
  // The agency figures the marketing pages state (issue 36, ADR 0150): content, like the taxonomy.
  { rule: /^trpc site\.(figureList|updateFigure)$|\/api\/site\/figures\//, roles: ['admin', 'editor'] },
  // The case studies (issue 36, ADR 0154): content, like the figures; visitors read the published ones.
  {
    rule: /^trpc caseStudies\.(preview|staffList|get|create|update|remove)$|\/api\/case-studies\/(staff|preview|:id)|^POST \/api\/case-studies$/,
    roles: ['admin', 'editor'],
  },
  // The pages' copy (issue 36, ADR 0155): its staff read and its save; the public read is anyone's.
  {
    rule: /^trpc site\.pages\.[\w-]+\.(staffRead|save)$|^GET \/api\/site\/pages\/[\w-]+\/staff$|^PUT \/api\/site\/pages\//,
    roles: ['admin', 'editor'],
  },
  // The history of site content (ADR 0151): read by those who edit it.
  { rule: /^trpc site\.contentRevisions?$|\/api\/site\/revisions\//, roles: ['admin', 'editor'] },
  {
    rule: /^trpc blog\.(adminList|create|update|preview|submitForReview|revisions\.\w+|previewLinks\.(create|list|revoke))$|^(POST|PATCH) \/api\/blog\/articles|^GET \/api\/blog\/articles\/:id\/(revisions|preview-links)|^DELETE \/api\/blog\/articles\/:id\/preview-links\/:linkId$/,
    roles: ['admin', 'editor', 'author'],
  },
  { rule: /^POST \/api\/media\/images$/, roles: ['admin', 'editor', 'author'] },
  // Bookings are the sales desk's; keys and webhooks decide what leaves for other systems: admins only.
  { rule: /^GET \/api\/admin\/bookings$/, roles: ['admin', 'sales'] },
  // The calls screen and each staff member's calendar feed (issue 38): the sales desk's, like the bookings.
  { rule: /^trpc calls\.|\/api\/admin\/calls/, roles: ['admin', 'sales'] },
  { rule: /^trpc (apiKeys|webhooks)\.|\/api\/admin\/(api-keys|webhooks)/, roles: ['admin'] },
  // Staff accounts (issue 35): inviting, roles and deactivation are the admins'.
  { rule: /^trpc team\.|\/api\/admin\/team/, roles: ['admin'] },
  // Who changed what (ADR 0120) is for admins.
  { rule: /^trpc audit\.|^GET \/api\/admin\/audit$/, roles: ['admin'] },
]

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: string | { json: { data: { code: string } } } }
  return typeof body.error === 'string' ? body.error : body.error.json.data.code
}

/** A session cookie per role, and `none`: signed in without any staff role. */
const cookies = {} as Record<Role | 'none', string>
let admin: string
let authorId: number
beforeAll(async () => {
  for (const role of ROLES) {
    const { user, cookie } = await t.current.signIn({ role })
    cookies[role] = cookie
    if (role === 'author') authorId = user.id
  }
  cookies.none = (await t.current.signIn({ role: null })).cookie
  admin = cookies.admin
})

describe('the walk', () => {
  it('finds the staff-only endpoints this branch has, so the matrix is not empty', () => {
    expect(staffOnly.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining([
        'trpc contact.list',
        'trpc contact.setStatus',
        'PATCH /api/admin/contact/:id',
        'trpc contact.lead',
        'trpc contact.addNote',
        'trpc contact.assign',
        'trpc contact.markSpam',
        'trpc contact.bulkStatus',
        'trpc contact.bulkDelete',
        'trpc contact.erase',
        'GET /api/admin/contact/:id/record',
        'POST /api/admin/contact/:id/notes',
        'POST /api/admin/contact/:id/owner',
        'POST /api/admin/contact/:id/spam',
        'POST /api/admin/contact/bulk-status',
        'POST /api/admin/contact/bulk-delete',
        'POST /api/admin/contact/erase',
        'GET /api/admin/contact/export.csv',
        'trpc matching.staffResults',
        'GET /api/brand/recommendations',
        'trpc calls.list',
        'trpc calls.move',
        'trpc calls.cancel',
        'trpc calls.setOutcome',
        'trpc calls.feed',
        'trpc calls.resetFeed',
        'GET /api/admin/calls',
        'POST /api/admin/calls/:id/move',
        'POST /api/admin/calls/:id/cancel',
        'POST /api/admin/calls/:id/outcome',
        'GET /api/admin/calls/feed',
        'POST /api/admin/calls/feed/reset',
        'trpc staff.overview',
        'GET /api/staff/overview',
        'trpc blog.submitForReview',
        'POST /api/blog/articles/:id/review',
        'trpc blog.revisions.list',
        'trpc blog.revisions.restore',
        'GET /api/blog/articles/:id/revisions/:revisionId',
        'POST /api/blog/articles/:id/revisions/:revisionId/restore',
        'trpc blog.previewLinks.create',
        'DELETE /api/blog/articles/:id/preview-links/:linkId',
        'POST /api/media/images',
        'trpc auth.updateProfile',
        'trpc auth.changePassword',
        'PATCH /api/auth/me',
        'POST /api/auth/me/password',
        'trpc team.invite',
        'POST /api/admin/team/members/:id/deactivate',
      ]),
    )
  })

  it('knows every public write it lists (a stale entry would hide nothing, but misleads)', () => {
    const names = new Set(endpoints.map((endpoint) => endpoint.name))
    expect([...PUBLIC_WRITES].filter((name) => !names.has(name))).toEqual([])
  })
})

describe('the roles policy', () => {
  it.each(staffOnly.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s declares the roles the policy gives it',
    (name, endpoint) => {
      const rules = POLICY.filter(({ rule }) => rule.test(name))
      expect(
        rules.map(({ rule }) => String(rule)),
        'exactly one policy rule',
      ).toHaveLength(1)
      expect([...(endpoint.roles ?? [])].sort()).toEqual([...rules[0]!.roles].sort())
    },
  )
})

describe.each(staffOnly.map((endpoint) => [endpoint.name, endpoint] as const))('%s', (_name, endpoint) => {
  it('answers a visitor 401, an account without a role 403, and each role as it declares', async () => {
    const anonymous = await endpoint.send({})
    expect(anonymous.status).toBe(401)
    expect(await errorOf(anonymous)).toMatch(
      new RegExp(`^(UNAUTHORIZED|${NOT_SIGNED_IN.replace('.', '\\.')})$`),
    )
    for (const role of ['none', ...ROLES] as const) {
      const answer = await endpoint.send({ Cookie: cookies[role] })
      const allowed = role !== 'none' && endpoint.roles!.includes(role)
      if (allowed) {
        // Past the guard: whatever the empty input earns (400, 404, 200), never the guard's refusal.
        expect([401, 403], `${role} is allowed`).not.toContain(answer.status)
      } else {
        expect(answer.status, `${role} is refused`).toBe(403)
        expect(await errorOf(answer)).toMatch(new RegExp(`^(FORBIDDEN|${ROLE_REFUSED.replace('.', '\\.')})$`))
      }
    }
  })
})

/**
 * The staff pages, found in the route tree by their `requireRole` guard: each one sends visitors to sign in,
 * refuses (403) a role its screen does not allow and renders for the roles it does. Records exist for the edit
 * pages; the article is the author's own, so an author may open it.
 */
describe('staff pages', () => {
  const router = createAppRouter({ queryClient: createQueryClient(), trpc: {} as Trpc })
  const pages = Object.values(router.routesById)
    .map((route) => ({
      // Index routes end in a slash (`/staff/`); the site's addresses do not.
      path: (route.fullPath as string).replace(/(.)\/$/, '$1'),
      screen: (route.options.beforeLoad as { screen?: keyof typeof SCREEN_ROLES } | undefined)?.screen,
    }))
    .filter((page): page is { path: string; screen: keyof typeof SCREEN_ROLES } => !!page.screen)
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    const em = t.current.em()
    const school = await createSchool(em, { name: 'Matrix College', city: 'Austin', state: 'TX' })
    const program = em.create(CampusProgramEntity, { school, name: 'Matrix Week' })
    const article = em.create(BlogArticleEntity, {
      title: 'A draft of the author’s',
      slug: 'matrix-draft',
      content: 'Words.',
      author: authorId,
    })
    await em.flush()
    Object.assign(ids, { schools: school.id, programs: program.id, blog: article.id })
  })

  /** The page's URL: an edit page's `$id` is the record made above for its feature. */
  const concretePage = (path: string) =>
    path.replace('$id', () =>
      String(path.startsWith('/blog/') ? ids.blog : path.includes('/programs/') ? ids.programs : ids.schools),
    )

  it('finds every staff page, so the walk is not empty', () => {
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/staff',
        '/blog/admin',
        '/blog/edit/$id',
        '/staff/programs',
        '/staff/profile',
        '/staff/calls',
        '/staff/audit',
      ]),
    )
  })

  it.each(pages.map((page) => [page.path, page] as const))('%s', async (_path, page) => {
    const url = concretePage(page.path)
    const visitor = await t.current.request(url)
    expect([302, 303, 307]).toContain(visitor.status)
    expect(visitor.headers.get('location')).toMatch(/^\/login\?redirect=/)
    for (const role of ['none', ...ROLES] as const) {
      const answer = await t.current.request(url, { headers: { Cookie: cookies[role] } })
      const allowed = role !== 'none' && (SCREEN_ROLES[page.screen] as readonly Role[]).includes(role)
      expect(answer.status, `${url} as ${role}`).toBe(allowed ? 200 : 403)
    }
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

/** The REST operations an integration key may reach, each with the scopes that reach it. */
const keyed = allOperations().flatMap(({ op }) =>
  op.rest && op.apiScopes?.length
    ? [{ name: `${op.rest.method} /api${op.rest.path}`, scopes: op.apiScopes }]
    : [],
)

let addresses = 0
/** A key's request from an address of its own: the wrong-key throttle counts per address. */
async function withKey(endpoint: Endpoint, key: string) {
  return endpoint.send({ 'X-API-Key': key, 'X-Forwarded-For': `198.51.100.${(addresses++ % 250) + 1}` })
}

async function newKey(scopes: readonly ApiScope[], expiresAt?: Date) {
  const response = await t.current.request('/api/admin/api-keys', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: admin },
    body: JSON.stringify({ name: `matrix ${scopes.join(' ')}`, scopes }),
  })
  expect(response.status).toBe(201)
  const { data } = (await response.json()) as { data: { id: number; key: string } }
  if (expiresAt) await t.current.em().nativeUpdate(ApiKeyEntity, { id: data.id }, { expiresAt })
  return data
}

describe('integration API keys', () => {
  it('the walk finds the operations keys reach, so this part is not empty', () => {
    expect(keyed.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/contact',
        'PATCH /api/admin/contact/:id',
        'GET /api/admin/bookings',
        'GET /api/brand/recommendations',
        'POST /api/blog/articles',
      ]),
    )
  })

  describe.each(keyed.map((entry) => [entry.name, entry] as const))('%s', (name, entry) => {
    const endpoint = () => endpoints.find((candidate) => candidate.name === name)!

    it('refuses a key without its scope (403), lets one with it in, refuses it revoked or expired (401)', async () => {
      const others = API_SCOPES.filter((scope) => !entry.scopes.includes(scope))
      if (others.length) {
        const without = await newKey(others)
        const refused = await withKey(endpoint(), without.key)
        expect(refused.status).toBe(403)
        expect(await errorOf(refused)).toMatch(/lacks the scope/)
      }
      const holder = await newKey([entry.scopes[0]!])
      const allowed = await withKey(endpoint(), holder.key)
      // In: whatever the operation answers to an empty input, it is not a refusal and not a failure.
      expect([401, 403]).not.toContain(allowed.status)
      expect(allowed.status).toBeLessThan(500)

      const revoke = await t.current.request(`/api/admin/api-keys/${holder.id}/revoke`, {
        method: 'POST',
        headers: { Cookie: admin },
      })
      expect(revoke.status).toBe(200)
      const revoked = await withKey(endpoint(), holder.key)
      expect(revoked.status).toBe(401)
      expect(await errorOf(revoked)).toBe('This API key was revoked.')

      const expired = await newKey([entry.scopes[0]!], new Date(Date.now() - 1000))
      const late = await withKey(endpoint(), expired.key)
      expect(late.status).toBe(401)
      expect(await errorOf(late)).toBe('This API key has expired.')
    })
  })

  it('a key with every scope reaches no other staff endpoint and no procedure (401)', async () => {
    const everything = await newKey(API_SCOPES)
    const keyedNames = new Set(keyed.map((entry) => entry.name))
    const unreachable = staffOnly.filter((endpoint) => !keyedNames.has(endpoint.name))
    expect(unreachable.length).toBeGreaterThan(10)
    for (const endpoint of unreachable) {
      const response = await withKey(endpoint, everything.key)
      expect(response.status, endpoint.name).toBe(401)
    }
  })

  it('an unknown key is a 401; the legacy ADMIN_API_KEY still reads the inbox and reaches nothing else', async () => {
    const setStatus = endpoints.find((endpoint) => endpoint.name === 'PATCH /api/admin/contact/:id')!
    const inbox = endpoints.find((endpoint) => endpoint.name === 'GET /api/admin/contact')!
    expect((await withKey(setStatus, 'cpk_not-a-key-at-all')).status).toBe(401)
    expect((await withKey(inbox, LEGACY_KEY)).status).toBe(200)
    expect((await withKey(setStatus, LEGACY_KEY)).status).toBe(401)
  })
})
