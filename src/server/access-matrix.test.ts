/**
 * The 401/403 proof (issue 3, decision D5; roles: issue 35, ADR 0091). The procedures and routes are found by
 * walking the tRPC router and the REST routes the app mounts (never listed by hand), so a feature added later is
 * covered without touching this file. Every write except the short list of deliberately public ones
 * (PUBLIC_WRITES), and every read marked staff-only, is called as a visitor (must be 401), as a signed-in
 * account without a role and as each role: a role the endpoint does not declare must get 403, a role it
 * declares must get past the guard. The declarations themselves are held to the roles' policy (POLICY).
 * Every write is also sent from another site with an admin's cookie (must be 403).
 *
 * The staff pages are walked in access-matrix-pages.test.ts, integration API keys in
 * access-matrix-api-keys.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../tests/server/harness'
import { NOT_SIGNED_IN, ROLE_REFUSED, ROLES, type Role } from '@/shared/auth/roles'
import {
  errorOf,
  MATRIX_ENV,
  PUBLIC_WRITES,
  useRoleCookies,
  walkEndpoints,
} from './access-matrix.test-helpers'

const t = useTestApp(MATRIX_ENV, { jobs: true })
const { endpoints, staffOnly } = walkEndpoints(t)

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

const { cookies } = useRoleCookies(t)

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

describe('cross-origin writes', () => {
  const writes = endpoints.filter((endpoint) => endpoint.write)
  it.each(writes.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s is refused from another site, even with an admin’s cookie',
    async (_name, endpoint) => {
      for (const foreign of [
        { Origin: 'https://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
      ] as Record<string, string>[]) {
        const response = await endpoint.send({ Cookie: cookies.admin, ...foreign })
        expect(response.status).toBe(403)
        expect(await response.json()).toEqual({ error: 'Cross-origin requests may not change data here.' })
      }
    },
  )
})
