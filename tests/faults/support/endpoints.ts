/**
 * Every REST endpoint and tRPC procedure, found by walking what the app mounts (apiRoutes() and
 * appRouter._def.procedures), never listed by hand; and for each, the valid example the fuzzer derives its
 * inputs from. A route or procedure added later without an example here fails `every ... has a generator`.
 */
import type { AnyProcedure } from '@trpc/server'
import { apiRoutes } from '@/server/api'
import type { ProcedureMeta } from '@/server/trpc/init'
import { appRouter } from '@/server/trpc/router'
import { makeImage } from '@/server/features/media/image-fixtures'
import { UPLOAD_FIELD } from '@/shared/media/uploaded-image'
import { defaultAboutCopy } from '@/shared/site-copy/about-copy.defaults'
import { defaultHomeCopy } from '@/shared/site-copy/home-copy.defaults'
import { defaultTermsCopy } from '@/shared/site-copy/terms-copy.defaults'
import { defaultPrivacyCopy } from '@/shared/site-copy/privacy-copy.defaults'
import { defaultServicesCopy } from '@/shared/site-copy/services-copy.defaults'
import { defaultServicePageCopy } from '@/shared/site-copy/service-page-copy.defaults'
import { SERVICE_SLUGS } from '@/shared/marketing/public-pages'
import { parseConfig } from '@/server/config'
import { bookingRulesOf } from '@/server/features/booking/booking.service'
import { openSlots } from '@/server/features/booking/slots'
import * as state from './example-state'

/** A whole case study as staff save it (ADR 0154); id 1 is the first demo study its migration wrote. */
const caseStudy = {
  slug: 'fuzz-study',
  title: 'Fuzz Co: a semester on campus',
  client: 'Fuzz Co',
  industry: 'Testing',
  summary: 'A study the fault suite writes.',
  metric: { value: '12', label: 'campuses' },
  keywords: ['fuzz'],
  logoUrl: null,
  imageUrl: '/images/illustrations/music.webp',
  imageAlt: 'Students at a table',
  lead: 'One semester, twelve campuses.',
  headline: [1, 2, 3, 4].map((n) => ({ value: String(n), label: `figure ${n}` })),
  challenge: ['What stood in the way.'],
  approach: { intro: 'What we did.', steps: [{ title: 'Plan', text: 'Pick the campuses.' }] },
  delivered: ['A weekly report'],
  learned: [{ title: 'Start early', text: 'The first weeks count most.' }],
  quote: { text: 'It worked.', role: 'Brand manager', organization: 'Fuzz Co', illustrativeName: null },
  sortOrder: 100,
  // Published, so the page reads of the API description's walk (openapi.test.ts) find the study it creates.
  published: true,
  confirmed: false,
}

export interface RestEndpoint {
  /** "PATCH /api/schools/:id" */
  name: string
  method: string
  path: string
  /** The path's parameter names, in order. */
  params: string[]
  staffOnly: boolean
}

export interface Procedure {
  /** "schools.byId" */
  path: string
  type: 'query' | 'mutation' | 'subscription'
  staffOnly: boolean
  procedure: AnyProcedure
}

/** A Hono path pattern as a regular expression (":id" one segment, "*" anything). */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, (char) => `\\${char}`)
      .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
      .replace(/\*/g, '.*')}$`,
  )

export function restEndpoints(): RestEndpoint[] {
  const routes = apiRoutes().routes.map((route) => ({ ...route, path: `/api${route.path}` }))
  // Role guards (requireRole) carry the roles they allow.
  const guards = routes.filter((route) => 'roles' in route.handler)
  const seen = new Map<string, RestEndpoint>()
  for (const route of routes) {
    if (route.method === 'ALL') continue
    const name = `${route.method} ${route.path}`
    if (seen.has(name)) continue
    const sample = route.path.replace(/:[A-Za-z0-9_]+/g, '1')
    seen.set(name, {
      name,
      method: route.method,
      path: route.path,
      params: [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!),
      staffOnly: guards.some(
        (guard) =>
          (guard.method === 'ALL' || guard.method === route.method) && patternOf(guard.path).test(sample),
      ),
    })
  }
  return [...seen.values()]
}

export function procedures(): Procedure[] {
  const all = appRouter._def.procedures as unknown as Record<string, AnyProcedure>
  return Object.entries(all).map(([path, procedure]) => ({
    path,
    type: procedure._def.type,
    staffOnly: (procedure._def.meta as ProcedureMeta | undefined)?.roles !== undefined,
    procedure,
  }))
}

export interface RestExample {
  params?: Record<string, string>
  query?: Record<string, string>
  /** The JSON body; absent for reads and body-less writes. */
  body?: unknown
  headers?: Record<string, string>
  /** A multipart/form-data body instead of JSON: one file, in this field (the image upload). */
  multipart?: { field: string; file: () => Promise<Uint8Array> }
  /**
   * What only state can give a valid call (an emailed link's token, an app's code, a booked call...), made fresh
   * for the tests that expect the example accepted (example-state.ts); the static fields stay the fuzzers' base.
   */
  prepare?: (state: state.ExampleState) => Promise<state.PreparedExample>
}

const webhook = {
  name: 'CRM sync',
  url: 'https://crm.example.invalid/hooks/campuspulse',
  events: ['lead.created', 'call.booked'],
}

const accept = {
  token: 'Qm9vdHN0cmFwLXRva2VuLWV4YW1wbGUtMDEyMzQ1Njc4',
  username: 'fuzzer',
  displayName: 'Fuzz',
  password: 'a long fuzzing passphrase',
}
const apiKey = {
  name: 'CRM sync',
  scopes: ['leads:read', 'bookings:read'],
  expiresAt: '2099-01-01T00:00:00Z',
}

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  jobTitle: 'Brand manager',
  company: 'Analytical Engines',
  message: 'We would like to reach students at three campuses this fall.',
  source: 'contact',
}
/**
 * A booking of an open slot of the default office hours (ADR 0066), worked out when it is read: a day or more
 * ahead, so it is still open however long the suite runs. The first call books it; later ones get 409.
 */
const bookingStart = () => {
  const dayAhead = Date.now() + 24 * 60 * 60_000
  const slot = openSlots(bookingRulesOf(parseConfig({})), new Date(), []).find(
    (candidate) => candidate.start.getTime() >= dayAhead,
  )
  return slot!.start.toISOString()
}
const booking = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  jobTitle: 'Brand manager',
  company: 'Analytical Engines',
  note: 'Three campuses this fall.',
  start: bookingStart(),
  timeZone: 'America/Chicago',
})
const article = {
  title: 'Campus marketing in the fall',
  slug: 'campus-marketing-fall',
  content: 'Street teams, sampling and campus activations that students remember.',
  excerpt: 'What works on campus',
  imageUrl: '/images/blog/fall.jpg',
  published: true,
  publishedAt: '2024-09-01T10:00:00.000Z',
  categoryId: 1,
  tagIds: [1],
}
const school = {
  name: 'Fuzz State University',
  city: 'Austin',
  state: 'TX',
  type: 'Public Research University',
  studentPopulation: 12000,
  websiteUrl: 'https://fuzz.example.edu',
  imageUrl: '',
  logoUrl: null,
  isActive: true,
}
const program = {
  schoolId: 1,
  name: 'Welcome week sampling',
  description: 'Samples at the student union.',
  status: 'planned',
  startDate: '2025-09-01',
  endDate: '2025-09-05',
  budget: 5000,
}
const brandProfile = {
  name: 'Fizzy Water Co.',
  industry: 'Beverages',
  targetAudience: 'College students who want a healthier afternoon boost',
  values: 'Health, fun and community',
  marketingGoals: 'Trial and brand awareness at launch',
  budgetRange: '$25,000 - $50,000',
  additionalInfo: 'Texas first',
}

/** What a valid call to each REST endpoint looks like. Parameters and bodies are derived from these. */
export const REST_EXAMPLES: Record<string, RestExample> = {
  'POST /api/auth/login': { body: { username: 'staff1', password: 'correct horse battery staple' } },
  'POST /api/auth/logout': {},
  'GET /api/auth/me': {},
  'PATCH /api/auth/me': { body: { displayName: 'Fuzz Admin' } },
  // The password the admin already has: a valid call that changes nothing, so no session of the suite ends.
  'POST /api/auth/me/password': {
    body: { currentPassword: 'correct horse battery staple', newPassword: 'correct horse battery staple' },
  },
  'POST /api/contact': { body: contact },
  'GET /api/booking/slots': {},
  'POST /api/booking/calls': {
    get body() {
      return booking()
    },
  },
  // The token is the one a booking returned (seedExamples books one first and puts its token here).
  'GET /api/booking/calls/:token/invite.ics': { params: { token: 'Rq3v0dG1m9kT2xWcYb8sLA' } },
  // A key that opens no call: a valid request the service answers 404 (the suite's own calls have no email).
  'GET /api/booking/manage/:token': { params: { token: 'Mn4k8Qp2Wx7Zr5Ty1Uv3Sa' } },
  'POST /api/booking/manage/:token/reschedule': {
    params: { token: 'Mn4k8Qp2Wx7Zr5Ty1Uv3Sa' },
    get body() {
      return { start: bookingStart() }
    },
  },
  'POST /api/booking/manage/:token/cancel': {
    params: { token: 'Mn4k8Qp2Wx7Zr5Ty1Uv3Sa' },
    body: { reason: 'Plans changed.' },
  },
  'GET /api/admin/contact': { headers: { 'X-API-Key': 'fault-suite-api-key-0123456789' } },
  'GET /api/admin/contact/export.csv': {},
  'PATCH /api/admin/contact/:id': { params: { id: '1' }, body: { status: 'contacted' } },
  'GET /api/admin/contact/:id/record': { params: { id: '1' } },
  'POST /api/admin/contact/:id/notes': { params: { id: '1' }, body: { body: 'Called back.' } },
  'POST /api/admin/contact/:id/owner': { params: { id: '1' }, body: { ownerId: null } },
  'POST /api/admin/contact/:id/spam': { params: { id: '1' }, body: { spam: false } },
  'POST /api/admin/contact/bulk-status': { body: { ids: [1, 2], status: 'contacted' } },
  // Ids and an address no seeded lead has: the fuzzing walks the endpoint without deleting the data it reads.
  'POST /api/admin/contact/bulk-delete': { body: { ids: [2_000_000_000] } },
  'POST /api/admin/contact/erase': { body: { email: 'nobody.at.all@example.com' } },
  'GET /api/blog/articles': {
    query: { limit: '10', offset: '0', search: 'campus', published: 'true', categoryId: '1', tagId: '1' },
  },
  'GET /api/blog/articles/slug/:slug': { params: { slug: 'campus-marketing-fall' } },
  'GET /api/blog/articles/:id': { params: { id: '1' } },
  'POST /api/blog/articles': { body: article },
  'PATCH /api/blog/articles/:id': { params: { id: '1' }, body: { published: false, publishedAt: null } },
  'POST /api/blog/articles/:id/review': { params: { id: '1' } },
  'DELETE /api/blog/articles/:id': { params: { id: '1' } },
  'GET /api/blog/categories': {},
  'POST /api/blog/categories': { body: { name: 'Guides', description: 'How-to articles' } },
  'PATCH /api/blog/categories/:id': { params: { id: '1' }, body: { name: 'Guides and tips' } },
  'DELETE /api/blog/categories/:id': { params: { id: '1' } },
  'GET /api/blog/tags': {},
  'POST /api/blog/tags': { body: { name: 'sampling' } },
  'PATCH /api/blog/tags/:id': { params: { id: '1' }, body: { name: 'street teams' } },
  'DELETE /api/blog/tags/:id': { params: { id: '1' } },
  'GET /api/blog/taxonomy-usage': {},
  'GET /api/site/figures': {},
  'GET /api/case-studies': {},
  'GET /api/case-studies/slug/:slug': { params: { slug: 'spotify' } },
  'GET /api/case-studies/preview/:slug': { params: { slug: 'spotify' } },
  'GET /api/case-studies/staff': {},
  'GET /api/case-studies/:id': { params: { id: '1' } },
  'POST /api/case-studies': { body: caseStudy },
  'PUT /api/case-studies/:id': {
    params: { id: '1' },
    body: { ...caseStudy, slug: 'fuzz-study-renamed', expectedVersion: 1 },
  },
  'DELETE /api/case-studies/:id': { params: { id: '2' } },
  'GET /api/site/figures/staff': {},
  // The default's own words (the pages read the same), from the version the figure holds when the call is made.
  'PUT /api/site/figures/:key': {
    params: { key: 'brandsServed' },
    body: { value: '500+', label: 'brands served', note: null, confirmed: false, expectedVersion: 0 },
    prepare: state.prepareFigureSave,
  },
  // The pages' copy (ADR 0155): the demo copy, from the version the part holds when the call is made.
  'GET /api/site/pages/home': {},
  'GET /api/site/pages/home/staff': {},
  'PUT /api/site/pages/home': {
    body: { copy: defaultHomeCopy, expectedVersion: 0 },
    prepare: state.preparePageSave('home'),
  },
  'GET /api/site/pages/about': {},
  'GET /api/site/pages/about/staff': {},
  'PUT /api/site/pages/about': {
    body: { copy: defaultAboutCopy, expectedVersion: 0 },
    prepare: state.preparePageSave('about'),
  },
  'GET /api/site/pages/terms': {},
  'GET /api/site/pages/terms/staff': {},
  'PUT /api/site/pages/terms': {
    body: { copy: defaultTermsCopy, expectedVersion: 0 },
    prepare: state.preparePageSave('terms'),
  },
  'GET /api/site/pages/privacy': {},
  'GET /api/site/pages/privacy/staff': {},
  'PUT /api/site/pages/privacy': {
    body: { copy: defaultPrivacyCopy, expectedVersion: 0 },
    prepare: state.preparePageSave('privacy'),
  },
  'GET /api/site/pages/services': {},
  'GET /api/site/pages/services/staff': {},
  'PUT /api/site/pages/services': {
    body: { copy: defaultServicesCopy, expectedVersion: 0 },
    prepare: state.preparePageSave('services'),
  },
  // A part per service page, by its slug.
  ...Object.fromEntries(
    SERVICE_SLUGS.flatMap((slug) => [
      [`GET /api/site/pages/${slug}`, {}],
      [`GET /api/site/pages/${slug}/staff`, {}],
      [
        `PUT /api/site/pages/${slug}`,
        {
          body: { copy: defaultServicePageCopy[slug], expectedVersion: 0 },
          prepare: state.preparePageSave(slug),
        },
      ],
    ]),
  ),
  // The contract test fills only :id, :slug and :token itself: these params are named for it.
  'GET /api/site/revisions/:kind/:key': {
    params: { kind: 'figure', key: 'brandsServed' },
    prepare: async () => ({ params: { kind: 'figure', key: 'brandsServed' } }),
  },
  // A version the figure has: one more save made for the call.
  'GET /api/site/revisions/:kind/:key/:version': {
    params: { kind: 'figure', key: 'brandsServed', version: '1' },
    prepare: state.prepareFigureRevision,
  },
  'GET /api/schools': {
    query: {
      page: '1',
      limit: '10',
      search: 'texas',
      state: 'TX',
      type: 'Public',
      size: '10k-20k',
      control: 'public',
      residential: 'highly-residential',
      designation: 'land-grant',
      level: 'undergraduate',
      sort: 'name',
    },
  },
  'GET /api/schools/export.csv': {
    query: {
      search: 'texas',
      state: 'TX',
      control: 'private',
      residential: 'primarily-residential',
      sort: 'name',
    },
  },
  'GET /api/schools/network': {},
  'GET /api/schools/compare': { query: { ids: '1,2' } },
  'GET /api/schools/map': { query: { search: 'texas', state: 'TX', type: 'Public', size: '10k-20k' } },
  'GET /api/schools/name/:slug': { params: { slug: 'fuzz-state-university' } },
  'GET /api/schools/:id': { params: { id: '1' } },
  'POST /api/schools': { body: school },
  'PATCH /api/schools/:id': { params: { id: '1' }, body: school },
  'DELETE /api/schools/:id': { params: { id: '1' } },
  'GET /api/campus-programs': { query: { schoolId: '1', status: 'active,planned', page: '1', limit: '12' } },
  'GET /api/campus-programs/:id': { params: { id: '1' } },
  'POST /api/campus-programs': { body: program },
  'PATCH /api/campus-programs/:id': { params: { id: '1' }, body: { budget: 7500, status: 'active' } },
  'DELETE /api/campus-programs/:id': { params: { id: '1' } },
  'POST /api/brand/profiles': { body: brandProfile },
  'POST /api/brand/profiles/:id/recommendations': { params: { id: '1' }, body: { count: 3 } },
  'GET /api/brand/recommendations/:id': { params: { id: '1' } },
  'GET /api/brand/recommendations': { query: { page: '1' } },
  'GET /api/staff/overview': {},
  // A URL on a reserved name: nothing is ever delivered anywhere while fuzzing.
  'GET /api/admin/webhooks': {},
  'POST /api/admin/webhooks': { body: webhook },
  'DELETE /api/admin/webhooks/:id': { params: { id: '1' } },
  'POST /api/admin/webhooks/:id/test': { params: { id: '1' } },
  'GET /api/admin/api-keys': {},
  'POST /api/admin/api-keys': { body: apiKey },
  'POST /api/admin/api-keys/:id/revoke': { params: { id: '1' } },
  'GET /api/admin/bookings': { query: { from: '2026-12-01T00:00:00Z' } },
  // Staff accounts (issue 35): no SMTP while fuzzing, so an invitation answers its link and sends nothing.
  'GET /api/admin/team': {},
  'POST /api/admin/team/invitations': { body: { email: 'fuzz@example.com', role: 'editor' } },
  'POST /api/admin/team/invitations/:id/revoke': { params: { id: '1' } },
  'POST /api/admin/team/members/:id/role': {
    params: { id: '1' },
    body: { role: 'editor' },
    prepare: state.prepareColleague,
  },
  'POST /api/admin/team/members/:id/deactivate': { params: { id: '1' }, prepare: state.prepareColleague },
  'POST /api/admin/team/members/:id/reactivate': { params: { id: '1' }, prepare: state.prepareColleague },
  'GET /api/team/invitation': {
    query: { token: 'Qm9vdHN0cmFwLXRva2VuLWV4YW1wbGUtMDEyMzQ1Njc4' },
    prepare: state.prepareInvitationLookup,
  },
  'POST /api/team/invitation/accept': { body: accept, prepare: state.prepareInvitationAccept },
  'POST /api/auth/password-reset': { body: { email: 'fuzz@example.com' } },
  'POST /api/auth/password-reset/complete': {
    body: { token: 'Qm9vdHN0cmFwLXRva2VuLWV4YW1wbGUtMDEyMzQ1Njc4', password: 'a long fuzzing passphrase' },
    prepare: state.preparePasswordReset,
  },
  // Two-factor sign-in (issue 35). The policy example leaves it optional: required, every later call of the
  // suite's admin (who has not set it up) would be refused.
  'POST /api/auth/login/two-factor': {
    body: { pendingToken: 'Yk3pendingSignInToken', code: '123456' },
    prepare: state.prepareSecondStep,
  },
  'GET /api/auth/two-factor': {},
  'POST /api/auth/two-factor/enrolment': {},
  'POST /api/auth/two-factor/enrolment/confirm': {
    body: { code: '123456' },
    prepare: state.prepareTwoFactorConfirm,
  },
  'POST /api/auth/two-factor/disable': {
    body: { password: 'correct horse battery staple' },
    prepare: state.prepareTwoFactorProof,
  },
  'POST /api/auth/two-factor/recovery-codes': {
    body: { password: 'correct horse battery staple' },
    prepare: state.prepareTwoFactorProof,
  },
  'POST /api/auth/two-factor/forget-devices': {},
  'POST /api/admin/two-factor-policy': { body: { required: false } },
  'GET /api/auth/sessions': {},
  'DELETE /api/auth/sessions/:id': { params: { id: '0'.repeat(64) }, prepare: state.prepareEndSession },
  'POST /api/auth/sessions/end-others': { prepare: state.prepareEndOtherSessions },
  // The calls screen (issue 38): the static ids name no booked call (404); prepared ones a call of their own.
  'GET /api/admin/calls': { query: { date: '2026-12-01', view: 'week' } },
  'POST /api/admin/calls/:id/move': {
    params: { id: '1' },
    get body() {
      return { start: bookingStart() }
    },
    prepare: state.prepareMoveCall,
  },
  'POST /api/admin/calls/:id/cancel': {
    params: { id: '1' },
    body: { reason: 'The visitor asked by phone.' },
    prepare: state.prepareCancelCall,
  },
  'POST /api/admin/calls/:id/outcome': {
    params: { id: '1' },
    body: { outcome: 'held' },
    prepare: state.prepareCallOutcome,
  },
  'GET /api/admin/calls/feed': {},
  'POST /api/admin/calls/feed/reset': {},
  'GET /api/calendar/:token/calls.ics': {
    params: { token: 'Vq3x7N1bR0aYc2kLmP9sTwQ1' },
    prepare: state.prepareCalendarFeed,
  },
  // An article's history (issue 36).
  'GET /api/blog/articles/:id/revisions': { params: { id: '1' } },
  'GET /api/blog/articles/:id/revisions/:revisionId': {
    params: { id: '1', revisionId: '1' },
    prepare: state.prepareRevision,
  },
  'POST /api/blog/articles/:id/revisions/:revisionId/restore': {
    params: { id: '1', revisionId: '1' },
    prepare: state.prepareRevision,
  },
  // An article's preview links (issue 36, ADR 0148); a made-up token answers the same 404 as a dead link.
  'POST /api/blog/articles/:id/preview-links': { params: { id: '1' }, body: { expiresInHours: 24 } },
  'GET /api/blog/articles/:id/preview-links': { params: { id: '1' } },
  'DELETE /api/blog/articles/:id/preview-links/:linkId': {
    params: { id: '1', linkId: '1' },
    prepare: state.preparePreviewLink,
  },
  'GET /api/blog/previews/:token': {
    params: { token: 'Vq3x7N1bR0aYc2kLmP9sTwQ1Vq3x7N1bR0aYc2kLmP9' },
    prepare: state.preparePreviewToken,
  },
  'GET /api/admin/audit': {
    query: { actor: 'staff1', action: 'contact', recordKind: 'lead', from: '2026-01-01', page: '1' },
  },
  // A small real PNG; the fuzzer also sends random bytes and junk multipart in its place (multipartBody below).
  'POST /api/media/images': { multipart: { field: UPLOAD_FIELD, file: () => makeImage('png', 64, 48) } },
  // The API's own description and its reference page (ADR 0073).
  'GET /api/openapi.json': {},
  'GET /api/docs': {},
}

/** The input of a valid call to each procedure (`undefined`: it takes none). */
export const PROCEDURE_EXAMPLES: Record<string, { input: unknown }> = {
  'site.config': { input: undefined },
  'site.privacy': { input: undefined },
  'site.figures': { input: undefined },
  'caseStudies.list': { input: undefined },
  'caseStudies.bySlug': { input: { slug: 'spotify' } },
  'caseStudies.preview': { input: { slug: 'spotify' } },
  'caseStudies.staffList': { input: undefined },
  'caseStudies.get': { input: { id: 1 } },
  'caseStudies.create': { input: caseStudy },
  'caseStudies.update': {
    input: { ...caseStudy, id: 1, slug: 'fuzz-study-renamed', expectedVersion: 1 },
  },
  'caseStudies.remove': { input: { id: 2 } },
  'site.figureList': { input: undefined },
  'site.contentRevisions': { input: { kind: 'figure', key: 'brandsServed' } },
  'site.contentRevision': { input: { kind: 'figure', key: 'brandsServed', version: 1 } },
  'site.updateFigure': {
    input: {
      key: 'brandsServed',
      value: '500+',
      label: 'brands served',
      note: null,
      confirmed: false,
      expectedVersion: 0,
    },
  },
  'site.pages.home.read': { input: undefined },
  'site.pages.home.staffRead': { input: undefined },
  'site.pages.home.save': { input: { copy: defaultHomeCopy, expectedVersion: 0 } },
  'site.pages.about.read': { input: undefined },
  'site.pages.about.staffRead': { input: undefined },
  'site.pages.about.save': { input: { copy: defaultAboutCopy, expectedVersion: 0 } },
  'site.pages.terms.read': { input: undefined },
  'site.pages.terms.staffRead': { input: undefined },
  'site.pages.terms.save': { input: { copy: defaultTermsCopy, expectedVersion: 0 } },
  'site.pages.privacy.read': { input: undefined },
  'site.pages.privacy.staffRead': { input: undefined },
  'site.pages.privacy.save': { input: { copy: defaultPrivacyCopy, expectedVersion: 0 } },
  'site.pages.services.read': { input: undefined },
  'site.pages.services.staffRead': { input: undefined },
  'site.pages.services.save': { input: { copy: defaultServicesCopy, expectedVersion: 0 } },
  ...Object.fromEntries(
    SERVICE_SLUGS.flatMap((slug) => [
      [`site.pages.${slug}.read`, { input: undefined }],
      [`site.pages.${slug}.staffRead`, { input: undefined }],
      [`site.pages.${slug}.save`, { input: { copy: defaultServicePageCopy[slug], expectedVersion: 0 } }],
    ]),
  ),
  'auth.me': { input: undefined },
  'auth.login': { input: { username: 'staff1', password: 'correct horse battery staple' } },
  'auth.logout': { input: undefined },
  'auth.updateProfile': { input: { displayName: 'Fuzz Admin' } },
  'auth.changePassword': {
    input: { currentPassword: 'correct horse battery staple', newPassword: 'correct horse battery staple' },
  },
  'contact.submit': { input: contact },
  'contact.list': { input: undefined },
  'contact.setStatus': { input: { id: 1, status: 'closed' } },
  'contact.lead': { input: { id: 1 } },
  'contact.addNote': { input: { id: 1, body: 'Called back.' } },
  'contact.assign': { input: { id: 1, ownerId: null } },
  'contact.markSpam': { input: { id: 1, spam: false } },
  'contact.bulkStatus': { input: { ids: [1, 2], status: 'contacted' } },
  'contact.bulkDelete': { input: { ids: [2_000_000_000] } },
  'contact.erase': { input: { email: 'nobody.at.all@example.com' } },
  'booking.slots': { input: undefined },
  'booking.book': {
    get input() {
      return booking()
    },
  },
  // Keys that open no call (only a call's email has one): valid inputs the service answers 404.
  'booking.manage': { input: { token: 'Mn4k8Qp2Wx7Zr5Ty1Uv3Sa' } },
  'booking.reschedule': {
    get input() {
      return { token: 'Mn4k8Qp2Wx7Zr5Ty1Uv3Sa', start: bookingStart() }
    },
  },
  'booking.cancel': { input: { token: 'Mn4k8Qp2Wx7Zr5Ty1Uv3Sa', reason: 'Plans changed.' } },
  'blog.list': { input: { limit: 5, offset: 0, search: 'campus', published: true } },
  'blog.adminList': { input: { limit: 5, offset: 0, categoryId: 1, tagId: 1 } },
  'blog.bySlug': { input: { slug: 'campus-marketing-fall' } },
  'blog.byId': { input: { id: 1 } },
  'blog.create': { input: article },
  'blog.update': { input: { id: 1, values: { title: 'Campus marketing in the spring' } } },
  'blog.submitForReview': { input: { id: 1 } },
  'blog.remove': { input: { id: 1 } },
  'blog.preview': { input: { content: '# Hello\n\n<script>alert(1)</script> **bold**' } },
  'blog.categories.list': { input: undefined },
  'blog.categories.create': { input: { name: 'Guides', description: null } },
  'blog.categories.rename': { input: { id: 1, values: { name: 'Guides and tips' } } },
  'blog.categories.remove': { input: { id: 1 } },
  'blog.tags.list': { input: undefined },
  'blog.tags.create': { input: { name: 'sampling' } },
  'blog.tags.rename': { input: { id: 1, values: { name: 'street teams' } } },
  'blog.tags.remove': { input: { id: 1 } },
  'blog.taxonomyUsage': { input: undefined },
  'marketing.faq': { input: { page: 'home' } },
  'schools.list': {
    input: { page: 1, limit: 10, search: 'texas', state: 'TX', size: '10k-20k', sort: 'enrollment' },
  },
  'schools.compact': { input: { search: 'texas', state: 'TX' } },
  'schools.compare': { input: { ids: [1, 2] } },
  'schools.map': {
    input: { search: 'texas', state: 'TX', size: '10k-20k', residential: 'highly-residential' },
  },
  'schools.network': { input: undefined },
  'schools.byId': { input: { id: 1 } },
  'schools.bySlug': { input: { slug: 'fuzz-state-university' } },
  'schools.create': { input: school },
  'schools.update': { input: { id: 1, values: school } },
  'schools.remove': { input: { id: 1 } },
  'programs.list': { input: { schoolId: 1 } },
  'programs.page': { input: { schoolId: 1, status: ['active', 'planned'], page: 1, limit: 12 } },
  'programs.byId': { input: { id: 1 } },
  'programs.schools': { input: undefined },
  'programs.create': { input: program },
  'programs.update': { input: { id: 1, values: { budget: 100, status: 'completed' } } },
  'programs.remove': { input: { id: 1 } },
  'matching.createProfile': { input: brandProfile },
  'matching.requestRecommendations': { input: { profileId: 1, count: 3 } },
  'matching.recommendation': { input: { id: 1 } },
  'matching.staffResults': { input: { page: 1 } },
  'staff.overview': { input: undefined },
  'webhooks.list': { input: undefined },
  'webhooks.create': { input: webhook },
  'webhooks.remove': { input: { id: 1 } },
  'webhooks.sendTest': { input: { id: 1 } },
  'apiKeys.list': { input: undefined },
  'apiKeys.create': { input: apiKey },
  'apiKeys.revoke': { input: { id: 1 } },
  'team.list': { input: undefined },
  'team.invite': { input: { email: 'fuzz@example.com', role: 'editor' } },
  'team.revokeInvitation': { input: { id: 1 } },
  'team.setRole': { input: { id: 1, role: 'editor' } },
  'team.deactivate': { input: { id: 1 } },
  'team.reactivate': { input: { id: 1 } },
  'team.invitation': { input: { token: 'Qm9vdHN0cmFwLXRva2VuLWV4YW1wbGUtMDEyMzQ1Njc4' } },
  'team.acceptInvitation': { input: accept },
  'passwordReset.request': { input: { email: 'fuzz@example.com' } },
  'passwordReset.complete': {
    input: { token: 'Qm9vdHN0cmFwLXRva2VuLWV4YW1wbGUtMDEyMzQ1Njc4', password: 'a long fuzzing passphrase' },
  },
  'twoFactor.verifySignIn': { input: { pendingToken: 'Yk3pendingSignInToken', code: '123456' } },
  'twoFactor.status': { input: undefined },
  'twoFactor.beginEnrolment': { input: undefined },
  'twoFactor.confirmEnrolment': { input: { code: '123456' } },
  'twoFactor.disable': { input: { password: 'correct horse battery staple' } },
  'twoFactor.renewRecoveryCodes': { input: { password: 'correct horse battery staple' } },
  'twoFactor.forgetDevices': { input: undefined },
  'twoFactor.setPolicy': { input: { required: false } },
  'sessions.list': { input: undefined },
  'sessions.end': { input: { id: '0'.repeat(64) } },
  'sessions.endOthers': { input: undefined },
  'calls.list': { input: { date: '2026-12-01', view: 'week' } },
  'calls.move': {
    get input() {
      return { id: 1, start: bookingStart() }
    },
  },
  'calls.cancel': { input: { id: 1, reason: 'The visitor asked by phone.' } },
  'calls.setOutcome': { input: { id: 1, outcome: 'held' } },
  'calls.feed': { input: undefined },
  'calls.resetFeed': { input: undefined },
  'blog.revisions.list': { input: { id: 1 } },
  'blog.revisions.get': { input: { id: 1, revisionId: 1 } },
  'blog.revisions.restore': { input: { id: 1, revisionId: 1, expectedVersion: 1 } },
  'blog.previewLinks.create': { input: { id: 1, expiresInHours: 24 } },
  'blog.previewLinks.list': { input: { id: 1 } },
  'blog.previewLinks.revoke': { input: { id: 1, linkId: 1 } },
  'blog.previewLinks.read': { input: { token: 'Vq3x7N1bR0aYc2kLmP9sTwQ1Vq3x7N1bR0aYc2kLmP9' } },
  'audit.list': { input: { actor: 'staff1', action: 'contact', page: 1 } },
}

/**
 * A multipart/form-data body carrying `bytes` as a file in `field` (the fuzzer's random files and the example's
 * PNG), with its Content-Type.
 */
export function multipartBody(field: string, bytes: Uint8Array, fileName = 'upload.png') {
  const boundary = 'fault-suite-boundary-7f3a'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`
  const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { body: new Uint8Array(body), contentType: `multipart/form-data; boundary=${boundary}` }
}
