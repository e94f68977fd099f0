/**
 * Property-based fuzzing of every REST endpoint under /api, found by walking apiRoutes() (a route added later is
 * fuzzed without touching this file, and fails until it has an example in support/endpoints.ts). Each endpoint
 * gets FAULTS_RUNS generated requests (default 1,000): hostile path parameters, query strings and bodies, and
 * near-valid bodies derived from its valid example; staff endpoints get them both anonymously and as an admin.
 * Every answer: below 500, within 5 s, JSON. Rate-limit answers (429) are fine.
 *
 * The endpoints are split in two halves (rest-fuzz-1 and rest-fuzz-2.test.ts), as the procedures are, so the two
 * Vitest workers share the suite's longest parts evenly: whole, this file ran 500 s while the other worker had
 * finished.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { multipartBody, REST_EXAMPLES, restEndpoints, type RestEndpoint } from './endpoints'
import {
  describeRequest,
  exampleOf,
  fuzz,
  seedExamples,
  sendExample,
  sendAndCheck,
  startFuzzApp,
  StatusTally,
  type SentRequest,
  urlOf,
  useFuzzApp,
} from './fuzz-app'
import { hostileJson, hostileQuery, hostileSegment, nearValid, rawJsonText } from './hostile'

const hasBody = (endpoint: RestEndpoint) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(endpoint.method)
const bodyKind = (endpoint: RestEndpoint) =>
  endpoint.path.endsWith('.csv')
    ? 'csv-or-json'
    : endpoint.path.endsWith('.ics')
      ? 'ics-or-json'
      : endpoint.path === '/api/docs'
        ? 'html-or-json'
        : 'json'

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
] as const

type Identity = 'anonymous' | 'admin' | 'either'

function requestArbitrary(endpoint: RestEndpoint, identity: Identity, examplePng: Uint8Array) {
  const example = exampleOf(endpoint)
  const params = Object.fromEntries(
    endpoint.params.map((name) => [
      name,
      fc.oneof(
        { weight: 1, arbitrary: fc.constant(example.params?.[name] ?? '1') },
        { weight: 3, arbitrary: hostileSegment },
      ),
    ]),
  )
  const query = fc.oneof(
    { weight: 1, arbitrary: fc.constant(new URLSearchParams(example.query ?? {}).toString()) },
    { weight: 3, arbitrary: hostileQuery(example.query) },
  )
  const multipart = example.multipart
  const body = multipart
    ? fc
        .oneof(
          // Random bytes, and real images cut short or with bytes changed, as the file of a well-formed body.
          { weight: 3, arbitrary: fc.uint8Array({ maxLength: 8192 }) },
          {
            weight: 3,
            arbitrary: fc
              .tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 }))
              .map(([cut, at, value]) => {
                const png = examplePng.subarray(0, 1 + (cut % examplePng.length))
                const copy = new Uint8Array(png)
                copy[at % copy.length] = value
                return copy
              }),
          },
        )
        .map((bytes) => multipartBody(multipart.field, bytes).body as string | Uint8Array)
        .chain((valid) =>
          fc.oneof(
            { weight: 4, arbitrary: fc.constant(valid) },
            { weight: 1, arbitrary: rawJsonText.map((text) => text as string | Uint8Array) },
          ),
        )
    : hasBody(endpoint)
      ? fc.oneof(
          { weight: 4, arbitrary: nearValid(example.body ?? {}).map((value) => JSON.stringify(value)) },
          { weight: 2, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? 'null') },
          { weight: 2, arbitrary: rawJsonText },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
      : fc.constant(undefined)
  return fc.record({
    params: fc.record(params),
    query,
    body,
    contentType: multipart
      ? fc.constantFrom(multipartBody('x', new Uint8Array()).contentType, ...CONTENT_TYPES)
      : fc.constantFrom(...CONTENT_TYPES),
    // The documented key on the admin list; otherwise a hostile one, or none.
    apiKey: endpoint.path.startsWith('/api/admin/contact')
      ? fc.oneof(
          fc.constant(example.headers?.['X-API-Key']),
          fc.constant(undefined),
          fc.constantFrom('x', 'ä', ''),
        )
      : fc.constant(undefined),
    // Public endpoints are sent as either: staff see drafts and more rows, through other code paths.
    admin: identity === 'either' ? fc.boolean() : fc.constant(identity === 'admin'),
  })
}

/** Fuzzes half `part` (1 or 2) of the endpoints; the walk checks run with part 1. */
export function fuzzEndpoints(part: 1 | 2) {
  const endpoints = restEndpoints()
  const mine = endpoints.filter((_, index) => index % 2 === part - 1)
  const fuzzApp = useFuzzApp()
  /** The upload's valid example, which the near-valid files are cut and altered from. */
  let examplePng: Uint8Array = new Uint8Array(1)

  beforeAll(async () => {
    examplePng = await REST_EXAMPLES['POST /api/media/images']!.multipart!.file()
  })

  if (part === 1)
    describe('the walk', () => {
      it('finds the REST endpoints, including staff-only ones', () => {
        expect(endpoints.length).toBeGreaterThan(20)
        expect(endpoints.filter((endpoint) => endpoint.staffOnly).map((endpoint) => endpoint.name)).toEqual(
          expect.arrayContaining(['DELETE /api/schools/:id', 'GET /api/admin/contact/export.csv']),
        )
      })

      it('every REST endpoint has a generator (a valid example in support/endpoints.ts)', () => {
        expect(endpoints.filter((endpoint) => !REST_EXAMPLES[endpoint.name]).map((e) => e.name)).toEqual([])
      })

      it('every generator names an endpoint that exists (a stale one would fuzz nothing)', () => {
        const names = new Set(endpoints.map((endpoint) => endpoint.name))
        expect(Object.keys(REST_EXAMPLES).filter((name) => !names.has(name))).toEqual([])
      })

      it('every valid example is accepted as an admin (so near-valid inputs are near something real)', async () => {
        // On a database of its own: the examples create, change and delete rows the fuzzers below rely on.
        const fresh = await startFuzzApp()
        try {
          const seeded = await seedExamples(fresh)
          const cookie = await fresh.adminCookie()
          // Deletes last, schools after the programs their delete would take with them.
          const order = (endpoint: RestEndpoint) =>
            endpoint.method !== 'DELETE' ? 0 : endpoint.path.startsWith('/api/schools') ? 2 : 1
          const refused: string[] = []
          for (const endpoint of [...endpoints].sort((a, b) => order(a) - order(b))) {
            if (seeded.includes(endpoint.name)) continue
            // Signing out would end the session the rest of this loop uses.
            const session = endpoint.name.includes('/auth/') ? await fresh.adminCookie() : cookie
            const example = REST_EXAMPLES[endpoint.name]!
            const prepared = await example.prepare?.({ t: fresh.t, cookie })
            const response = await sendExample(
              fresh,
              endpoint,
              prepared?.headers?.Cookie ?? session,
              prepared
                ? { ...example, ...prepared, headers: { ...example.headers, ...prepared.headers } }
                : example,
            )
            if (response.status >= 300)
              refused.push(`${endpoint.name}: ${response.status} ${await response.text()}`)
          }
          expect(refused).toEqual([])
        } finally {
          await fresh.close()
        }
      })
    })

  const named = mine.map((endpoint) => [endpoint.name, endpoint] as const)

  describe.each(named)('%s', (name, endpoint) => {
    const identities: Identity[] = endpoint.staffOnly ? ['anonymous', 'admin'] : ['either']
    it.each(identities)(
      'answers every generated request without a 5xx, within 5 s, in JSON (%s)',
      async (identity) => {
        const tally = new StatusTally()
        // Sign-out, sign-in and a password change end or replace the session they are sent with: those get a new
        // one each time. (Not every /api/auth/ path: the session list would grow by a session a request.)
        const perRequestSession = /^\/api\/auth\/(login|logout|me\/password)/.test(endpoint.path)
        const app = fuzzApp.current
        const sharedCookie = await app.adminCookie()
        await fuzz(
          `${name} (${identity})`,
          requestArbitrary(endpoint, identity, examplePng),
          async (input) => {
            const headers: Record<string, string> = {}
            if (input.contentType) headers['Content-Type'] = input.contentType
            if (input.apiKey !== undefined) headers['X-API-Key'] = input.apiKey
            if (input.admin) headers.Cookie = perRequestSession ? await app.adminCookie() : sharedCookie
            const request: SentRequest = {
              method: endpoint.method,
              url: urlOf(endpoint, input.params, input.query),
              headers,
              ...(input.body === undefined ? {} : { body: input.body }),
            }
            await sendAndCheck(app.t, request, bodyKind(endpoint), tally)
            if (app.rejections.length > 0)
              throw new Error(
                `unhandled rejection after ${describeRequest(request)}: ${String(app.rejections[0])}`,
              )
          },
          tally,
        )
      },
    )
  })
}
