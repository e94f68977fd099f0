/**
 * The API description keeps its promises: every REST route the app mounts is documented, and every documented
 * operation, called with a valid example, answers with its documented status and a body its documented schema
 * accepts (checked with a JSON Schema validator against the served document, not against the zod schemas).
 */
import Ajv2020 from 'ajv/dist/2020'
import { beforeAll, describe, expect, it } from 'vitest'
import { multipartBody, REST_EXAMPLES } from '../../../tests/faults/support/endpoints'
import { startTestApp, type TestApp } from '../../../tests/server/harness'
import { openStarts } from '../../../tests/support/open-starts'
import { apiRoutes } from '@/server/api'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'

const API_KEY = 'contract-test-api-key-0123456789'
const PASSWORD = 'correct horse battery staple'

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >
}

const docPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
/** Each METHOD path once (a guarded route is listed once per handler: the guard, then the route's own). */
const restRoutes = () => {
  const names = new Set(
    apiRoutes()
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} /api${route.path}`),
  )
  return [...names].map((name) => {
    const [method, path] = name.split(' ') as [string, string]
    return { method, path }
  })
}

/** Creates before reads and changes, deletes last (a program before its school), so every call can succeed. */
const ORDER = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE']
const CREATE_ORDER = ['/api/schools', '/api/blog/categories', '/api/blog/tags', '/api/blog/articles']
const DELETE_ORDER = ['/api/campus-programs', '/api/blog/articles', '/api/blog/tags', '/api/blog/categories']
/**
 * The step of the walk a route comes in: by method, except that submitting an article for review needs a draft,
 * so it comes after the PATCH example, which unpublishes the article the POST example published.
 */
const phaseOf = ({ method, path }: { method: string; path: string }) =>
  method === 'POST' && path.endsWith('/review') ? ORDER.indexOf('PATCH') + 0.5 : ORDER.indexOf(method)
const rank = (list: string[], path: string) => {
  const index = list.findIndex((prefix) => path.startsWith(prefix))
  return index === -1 ? list.length : index
}

let t: TestApp
let doc: Doc
let admin: string
beforeAll(async () => {
  t = await startTestApp({ ADMIN_API_KEY: API_KEY, OLLAMA_HOST: 'off' }, { jobs: true })
  admin = (await t.signIn({ username: 'staff1', password: PASSWORD, isAdmin: true })).cookie
  doc = (await (await t.request('/api/openapi.json')).json()) as Doc
  return () => t.close()
}, 120_000)

describe('GET /api/openapi.json', () => {
  it('documents every REST route the app mounts', () => {
    const undocumented = restRoutes().filter(
      (route) => !doc.paths[docPath(route.path)]?.[route.method.toLowerCase()],
    )
    expect(undocumented).toEqual([])
  })
})

describe('the contract', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  const check = (method: string, path: string, status: number, contentType: string, body: unknown) => {
    const responses = doc.paths[docPath(path)]![method.toLowerCase()]!.responses
    const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`]
    expect(documented, `${method} ${path} answered ${status}, which it does not document`).toBeDefined()
    const [type, media] = Object.entries(documented!.content ?? {})[0]!
    expect(contentType).toContain(type)
    if (type !== 'application/json') return
    const validate = ajv.compile(media.schema)
    expect(validate(body), `${method} ${path} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true)
  }

  it('every documented operation answers its documented success, in its documented shape', async () => {
    const created: Record<string, string> = {}
    const slugs: Record<string, string> = {}
    /** The invite token of the call the booking example booked (its link is the only way to the invite). */
    let inviteToken = 'not-booked-yet'
    // Names and slugs of this run's own, so rows other tests left behind cannot collide with them.
    const run = Date.now().toString(36)
    const own = (body: Record<string, unknown>) => ({
      ...body,
      ...(typeof body.name === 'string' ? { name: `${body.name} ${run}` } : {}),
      ...(typeof body.slug === 'string' ? { slug: `${body.slug}-${run}` } : {}),
    })
    const routes = restRoutes()
      .filter((route) => REST_EXAMPLES[`${route.method} ${route.path}`])
      .sort(
        (a, b) =>
          phaseOf(a) - phaseOf(b) ||
          (a.method === 'POST' ? rank(CREATE_ORDER, a.path) - rank(CREATE_ORDER, b.path) : 0) ||
          (a.method === 'DELETE' ? rank(DELETE_ORDER, a.path) - rank(DELETE_ORDER, b.path) : 0),
      )
    // Operations an example exists for are the ones the fault suite knows: all of them (it fails otherwise).
    expect(routes.length).toBeGreaterThan(30)
    const idFor = (path: string) =>
      Object.entries(created)
        .filter(([prefix]) => path.startsWith(`${prefix}/`))
        .sort(([a], [b]) => b.length - a.length)[0]?.[1] ?? '1'
    /**
     * A booked call's key to move or cancel it, which only its email carries (ADR 0104): a call of its own for each
     * such route (a move or a cancel spends the key), booked at one of the last open times, read from the
     * database; and another open time to move it to.
     */
    const bookedKey = async () => {
      const start = (await openStarts(t)).at(-1)!
      const booked = await t.request('/api/booking/calls', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...(REST_EXAMPLES['POST /api/booking/calls']!.body as object), start }),
      })
      expect(booked.status, await booked.clone().text()).toBe(201)
      const row = await t
        .em()
        .findOneOrFail(ContactSubmissionEntity, { callStartsAt: new Date(start), callCancelledAt: null })
      return row.manageToken!
    }
    for (const { method, path } of routes) {
      let example = REST_EXAMPLES[`${method} ${path}`]!
      // What only state can give (a link's token, an app's code, a call of its own): made for this call.
      const prepared = await example.prepare?.({ t, cookie: admin })
      if (prepared) example = { ...example, ...prepared }
      const managing = path.startsWith('/api/booking/manage/')
      const url = prepared?.params
        ? path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(prepared.params![name]!))
        : path
            .replace(
              ':slug',
              path.includes('schools')
                ? slugs.school!
                : path.includes('case-studies')
                  ? slugs.caseStudy!
                  : slugs.article!,
            )
            .replace(':id', idFor(path.replace('/api/admin/contact', '/api/contact')))
            .replace(':token', managing ? await bookedKey() : inviteToken)
      if (path.endsWith('/reschedule'))
        example = { ...example, body: { start: (await openStarts(t)).at(-2) } }
      const body =
        example.body && typeof example.body === 'object'
          ? {
              ...(method === 'POST'
                ? own(example.body as Record<string, unknown>)
                : (example.body as object)),
              ...('schoolId' in (example.body as object)
                ? { schoolId: Number(created['/api/schools']) }
                : {}),
              ...('categoryId' in (example.body as object)
                ? {
                    categoryId: Number(created['/api/blog/categories']),
                    tagIds: [Number(created['/api/blog/tags'])],
                  }
                : {}),
            }
          : example.body
      const query = example.query ? `?${new URLSearchParams(example.query)}` : ''
      // Signing in replaces, and signing out ends, the session sent with it: those go without one.
      const cookie: Record<string, string> = prepared?.headers?.Cookie
        ? { Cookie: prepared.headers.Cookie }
        : path.startsWith('/api/auth/log')
          ? {}
          : { Cookie: admin }
      // The image upload takes its example file as multipart/form-data; everything else takes JSON.
      const upload = example.multipart
        ? multipartBody(example.multipart.field, await example.multipart.file())
        : undefined
      const response = await t.request(`${url}${query}`, {
        method,
        headers: {
          'Content-Type': upload?.contentType ?? 'application/json',
          'X-API-Key': API_KEY,
          ...cookie,
        },
        ...(upload ? { body: upload.body } : body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const type = response.headers.get('Content-Type') ?? ''
      const answer: unknown = type.includes('json') ? await response.json() : await response.text()
      expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBeLessThan(300)
      check(method, path, response.status, type, answer)
      const inviteUrl = (answer as { data?: { inviteUrl?: string } }).data?.inviteUrl
      if (inviteUrl) inviteToken = new URL(inviteUrl).pathname.split('/')[4]!
      const id = (answer as { data?: { id?: unknown } }).data?.id
      const slug = (answer as { data?: { slug?: string } }).data?.slug
      if (method === 'POST' && slug && path === '/api/schools') slugs.school = slug
      if (method === 'POST' && slug && path === '/api/blog/articles') slugs.article = slug
      if (method === 'POST' && slug && path === '/api/case-studies') slugs.caseStudy = slug
      if (method === 'POST' && id !== undefined) {
        const base = path.replace(/\/:id\/recommendations$/, '').replace('/profiles', '')
        created[path.endsWith('/recommendations') ? '/api/brand/recommendations' : base] = String(id)
        if (path === '/api/brand/profiles') created['/api/brand/profiles'] = String(id)
      }
    }
  }, 120_000)

  it('a visitor calling a staff operation gets a documented 401 body', async () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!('security' in operation)) continue
        const url = path.replace(/\{[^}]+\}/g, '1')
        const response = await t.request(url, {
          method: method.toUpperCase(),
          headers: { 'Content-Type': 'application/json' },
          ...(method === 'get' || method === 'delete' ? {} : { body: '{}' }),
        })
        expect(response.status).toBe(401)
        check(
          method.toUpperCase(),
          path.replace(/\{([^}]+)\}/g, ':$1'),
          401,
          'application/json',
          await response.json(),
        )
      }
    }
  })
})
