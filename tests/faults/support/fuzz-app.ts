/**
 * The in-process app the fuzzers hammer (tests/server/harness.ts: the real app on its own database), with the
 * limits raised so inputs reach the services instead of the rate limiters, an admin to send staff calls as, and
 * the one property every answer must have: no 5xx, an answer within 5 s, a well-formed body.
 */
import fc from 'fast-check'
import { afterEach, expect } from 'vitest'
import { createSession } from '@/server/features/auth/session.service'
import { SESSION_COOKIE } from '@/server/features/auth/session-cookie'
import { setTwoFactorRequired } from '@/server/features/auth/two-factor/policy'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'
import { startTestApp, type TestApp } from '../../server/harness'
import { perTestFile } from '../../server/per-test-file'
import {
  multipartBody,
  PROCEDURE_EXAMPLES,
  REST_EXAMPLES,
  restEndpoints,
  type RestEndpoint,
  type RestExample,
} from './endpoints'
import { faultRuns, faultSeed } from './hostile'

export const FUZZ_API_KEY = 'fault-suite-api-key-0123456789'
export const ANSWER_WITHIN_MS = 5_000
export const ADMIN_PASSWORD = 'correct horse battery staple'

export interface FuzzApp {
  t: TestApp
  adminId: number
  /** A new session of the admin (auth endpoints end or replace sessions, so they get their own each time). */
  adminCookie(): Promise<string>
  /**
   * The settings a fuzzed call may have changed put back: two-factor sign-in required would refuse every later
   * call of the admin (who has not set it up) before it reached the code under test.
   */
  restoreSettings(): Promise<void>
  /** Unhandled rejections seen while the fuzzers ran: each is a crash of a real server process. */
  rejections: unknown[]
  close(): Promise<void>
}

export async function startFuzzApp(): Promise<FuzzApp> {
  const t = await startTestApp(
    {
      OLLAMA_HOST: 'off',
      ADMIN_API_KEY: FUZZ_API_KEY,
      CONTACT_RATE_LIMIT: '1000000',
      MATCHING_RATE_LIMIT: '100000',
      MATCHING_CONCURRENCY: '4',
    },
    { jobs: true },
  )
  const { user } = await t.signIn({ username: 'staff1', password: ADMIN_PASSWORD, isAdmin: true })
  const rejections: unknown[] = []
  const onRejection = (reason: unknown) => rejections.push(reason)
  process.on('unhandledRejection', onRejection)
  return {
    t,
    adminId: user.id,
    rejections,
    async adminCookie() {
      const { token } = await createSession(t.em(), user.id, t.config)
      return `${SESSION_COOKIE}=${token}`
    },
    async restoreSettings() {
      await setTwoFactorRequired(t.em(), false)
    },
    async close() {
      process.off('unhandledRejection', onRejection)
      await t.close()
    },
  }
}

/**
 * The fuzz app of a test file: started, with the valid examples' rows seeded, before its tests; its settings put
 * back after each test; closed after all. Read `.current` inside tests.
 */
export function useFuzzApp(): { readonly current: FuzzApp } {
  const fuzzApp = perTestFile(startSeededFuzzApp, (app) => app.close(), {
    notStarted: 'The fuzz app is not started yet (use it inside a test or hook)',
  })
  // No test runs when the start failed, so here the app is always started.
  afterEach(() => fuzzApp.current.restoreSettings())
  return fuzzApp
}

async function startSeededFuzzApp(): Promise<FuzzApp> {
  const app = await startFuzzApp()
  try {
    await seedExamples(app)
  } catch (error) {
    // perTestFile closes only what a start returned: an app started but not seeded is closed here.
    await app.close()
    throw error
  }
  return app
}

export interface SentRequest {
  method: string
  url: string
  headers: Record<string, string>
  body?: string | Uint8Array
}

/** The request as a failure message shows it (long bodies cut, with their length). */
export function describeRequest(request: SentRequest): string {
  const text =
    typeof request.body === 'string' || request.body === undefined
      ? request.body
      : Buffer.from(request.body).toString('latin1')
  const body =
    text === undefined
      ? ''
      : `\nbody (${text.length} chars): ${JSON.stringify(text.slice(0, 600))}${text.length > 600 ? '…' : ''}`
  const headers = Object.entries(request.headers)
    .filter(([name]) => name.toLowerCase() !== 'cookie')
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ')
  const who = request.headers.Cookie ? 'as admin' : 'anonymous'
  const url =
    request.url.length > 600 ? `${request.url.slice(0, 600)}… (${request.url.length} chars)` : request.url
  return `${request.method} ${url} (${who}) [${headers}]${body}`
}

/** Figures for the log line each fuzz test prints. */
export class StatusTally {
  readonly counts = new Map<number, number>()
  add(status: number) {
    this.counts.set(status, (this.counts.get(status) ?? 0) + 1)
  }
  toString() {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
  }
}

/**
 * Sends one request and checks the answer: status below 500, within ANSWER_WITHIN_MS, and a body of the right
 * kind (`json`: parses as JSON; `csv-or-json`: CSV on 200, JSON otherwise; `ics-or-json` and `html-or-json` likewise; `trpc`: JSON, except tRPC's own plain
 * text 415 for a POST whose Content-Type is not JSON). Throws a message naming the request.
 */
export async function sendAndCheck(
  t: TestApp,
  request: SentRequest,
  expectBody: 'json' | 'csv-or-json' | 'ics-or-json' | 'html-or-json' | 'trpc',
  tally: StatusTally,
): Promise<Response> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms: ${describeRequest(request)}`)),
      ANSWER_WITHIN_MS,
    )
  })
  let response: Response
  let text: string
  try {
    response = await Promise.race([
      t.request(request.url, {
        method: request.method,
        headers: request.headers,
        body: typeof request.body === 'string' ? request.body : request.body && new Uint8Array(request.body),
      }),
      deadline,
    ])
    text = await Promise.race([response.text(), deadline])
  } finally {
    clearTimeout(timer)
  }
  const ms = performance.now() - started
  tally.add(response.status)
  const where = describeRequest(request)
  if (response.status >= 500)
    throw new Error(`answered ${response.status}: ${where}\nresponse: ${text.slice(0, 1000)}`)
  if (ms > ANSWER_WITHIN_MS) throw new Error(`answered after ${Math.round(ms)} ms: ${where}`)
  const type = response.headers.get('content-type') ?? ''
  if (expectBody === 'csv-or-json' && response.status === 200) {
    if (!type.startsWith('text/csv')) throw new Error(`CSV expected, got ${type}: ${where}`)
    return response
  }
  // A booked call's invite (ADR 0066) is an iCalendar file.
  if (expectBody === 'ics-or-json' && response.status === 200) {
    if (!type.startsWith('text/calendar')) throw new Error(`iCalendar expected, got ${type}: ${where}`)
    return response
  }
  // The API reference page (ADR 0073) is HTML, whatever query it is sent.
  if (expectBody === 'html-or-json' && response.status === 200) {
    if (!type.startsWith('text/html')) throw new Error(`HTML expected, got ${type}: ${where}`)
    return response
  }
  if (expectBody === 'trpc' && response.status === 415 && type.startsWith('text/plain') && text.length > 0)
    return response
  if (!type.includes('application/json'))
    throw new Error(`answered ${response.status} with ${type || 'no content type'}, not JSON: ${where}`)
  try {
    JSON.parse(text)
  } catch {
    throw new Error(
      `answered ${response.status} with a body that is not JSON: ${where}\n${text.slice(0, 300)}`,
    )
  }
  return response
}

/** Runs a property for `faultRuns()` inputs with a printed seed, so any failure can be replayed. */
export async function fuzz<T>(
  label: string,
  arbitrary: fc.Arbitrary<T>,
  check: (input: T) => Promise<void>,
  tally: StatusTally,
): Promise<void> {
  const numRuns = faultRuns()
  const seed = faultSeed()
  const started = performance.now()
  await fc.assert(fc.asyncProperty(arbitrary, check), { numRuns, seed, verbose: 0 })
  console.log(
    `fuzz ${label}: ${numRuns} inputs in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${seed}): ${tally}`,
  )
  expect(tally.counts.size).toBeGreaterThan(0)
}

export const exampleOf = (endpoint: RestEndpoint): RestExample => REST_EXAMPLES[endpoint.name] ?? {}

export function urlOf(endpoint: RestEndpoint, params: Record<string, string>, query: string) {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? '1')
  return query ? `${path}?${query}` : path
}

export async function sendExample(
  app: FuzzApp,
  endpoint: RestEndpoint,
  cookie: string,
  example: RestExample = exampleOf(endpoint),
): Promise<Response> {
  const query = new URLSearchParams(example.query ?? {}).toString()
  if (example.multipart) {
    const { body, contentType } = multipartBody(example.multipart.field, await example.multipart.file())
    return app.t.request(urlOf(endpoint, example.params ?? {}, query), {
      method: endpoint.method,
      headers: { 'Content-Type': contentType, Cookie: cookie },
      body,
    })
  }
  return app.t.request(urlOf(endpoint, example.params ?? {}, query), {
    method: endpoint.method,
    headers: { 'Content-Type': 'application/json', Cookie: cookie, ...example.headers },
    ...(example.body === undefined ? {} : { body: JSON.stringify(example.body) }),
  })
}

/** Rows for the examples' ids (school 1, article 1, ...), so near-valid inputs reach real rows; records the ids
 * the service handed out where they need not be 1. */
export async function seedExamples(app: FuzzApp): Promise<string[]> {
  const seeded: string[] = []
  const cookie = await app.adminCookie()
  const endpoints = restEndpoints()
  for (const name of [
    'POST /api/schools',
    'POST /api/blog/categories',
    'POST /api/blog/tags',
    'POST /api/blog/articles',
    'POST /api/campus-programs',
    'POST /api/contact',
    'POST /api/booking/calls',
    'POST /api/brand/profiles',
    'POST /api/brand/profiles/:id/recommendations',
  ]) {
    const endpoint = endpoints.find((candidate) => candidate.name === name)
    if (!endpoint) continue
    const response = await sendExample(app, endpoint, cookie)
    if (response.status >= 300)
      throw new Error(`seeding ${name}: ${response.status} ${await response.text()}`)
    seeded.push(name)
    // Profile and recommendation ids are whatever the service hands out (they need not be 1).
    if (name === 'POST /api/brand/profiles') {
      const { data } = (await response.json()) as { data: { id: unknown } }
      REST_EXAMPLES['POST /api/brand/profiles/:id/recommendations']!.params = { id: String(data.id) }
      PROCEDURE_EXAMPLES['matching.requestRecommendations']!.input = { profileId: data.id, count: 3 }
    }
    // The invite is reached by the token the booking returned.
    if (name === 'POST /api/booking/calls') {
      const { data } = (await response.json()) as { data: { inviteUrl: string } }
      const token = new URL(data.inviteUrl).pathname.split('/')[4]!
      REST_EXAMPLES['GET /api/booking/calls/:token/invite.ics']!.params = { token }
      await seedCallKeys(app, token)
    }
    if (name.endsWith('/recommendations')) {
      const { data } = (await response.json()) as { data: { id: unknown } }
      REST_EXAMPLES['GET /api/brand/recommendations/:id']!.params = { id: String(data.id) }
      PROCEDURE_EXAMPLES['matching.recommendation']!.input = { id: data.id }
    }
  }
  return seeded
}

/**
 * The keys of a booked call's email links (issue 38): the examples open and move the call just booked, and
 * cancel a second one, since a move spends the key it was made with. The keys are read from the database: the
 * suite's app sends no email.
 */
async function seedCallKeys(app: FuzzApp, inviteToken: string) {
  const keyOf = async (where: { inviteToken: string } | { id: number }) =>
    (await app.t.em().findOneOrFail(ContactSubmissionEntity, where)).manageToken!
  const first = await app.t.em().findOneOrFail(ContactSubmissionEntity, { inviteToken })
  const { data } = (await (await app.t.request('/api/booking/slots')).json()) as {
    data: { days: { slots: { start: string }[] }[] }
  }
  const open = data.days
    .flatMap((day) => day.slots.map((slot) => slot.start))
    .filter((start) => new Date(start).getTime() > first.callStartsAt!.getTime())
  const second = await app.t.request('/api/booking/calls', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.99' },
    body: JSON.stringify({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      jobTitle: 'CMO',
      company: 'Compilers Inc',
      start: open[0],
    }),
  })
  if (second.status !== 201) throw new Error(`seeding a second call: ${second.status} ${await second.text()}`)
  const secondCall = await app.t
    .em()
    .findOneOrFail(ContactSubmissionEntity, { callStartsAt: new Date(open[0]!) })
  const key = await keyOf({ inviteToken })
  REST_EXAMPLES['GET /api/booking/manage/:token']!.params = { token: key }
  REST_EXAMPLES['POST /api/booking/manage/:token/reschedule'] = {
    params: { token: key },
    body: { start: open[1] },
  }
  REST_EXAMPLES['POST /api/booking/manage/:token/cancel']!.params = {
    token: await keyOf({ id: secondCall.id }),
  }
  PROCEDURE_EXAMPLES['booking.manage']!.input = { token: key }
}
