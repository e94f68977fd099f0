/**
 * Several real server processes on one PostgreSQL database (issue 14): what one replica writes, the others show
 * within a second; a limit holds across replicas; a recommendation survives the death of the process writing
 * it, and no replica ever calls a job in progress failed. Needs TEST_DATABASE_URL (the PostgreSQL step of
 * .ci/run sets it); without it the tests are reported as skipped. Uses the production build.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@/server/db/orm'
import { startFakeOllama, type FakeOllama } from '../support/fake-ollama'
import { brandProfile } from '../support/matching-api'
import { buildIfStale, startServer, waitReady, type ServerProcess } from '../support/server-process'

const serverUrl = process.env.TEST_DATABASE_URL
// Ports 4630-4639 belong to this file.
const [PORT_A, PORT_B, PORT_WORKER] = [4630, 4631, 4632]
const ADMIN = { ADMIN_USERNAME: 'replica-admin', ADMIN_PASSWORD: 'a long enough password' }
const PUBLIC_URL = 'http://127.0.0.1:4630'

describe.skipIf(!serverUrl)('replicas on one PostgreSQL database', () => {
  let admin: Database
  let fake: FakeOllama
  let databaseUrl: string
  const name = `campuspulse_replicas_${randomBytes(5).toString('hex')}`
  const servers: ServerProcess[] = []

  const env = (role: 'all' | 'web' | 'worker', extra: Record<string, string> = {}) => ({
    DATABASE_URL: databaseUrl,
    ROLE: role,
    PUBLIC_URL,
    TRUST_PROXY: 'true',
    CONTACT_RATE_LIMIT: '10',
    PAGE_CACHE_SECONDS: '30',
    SCHOOLS_CACHE_SECONDS: '30',
    OLLAMA_HOST: fake.url,
    OLLAMA_TIMEOUT_MS: '60000',
    MATCHING_REUSE_MINUTES: '0',
    ...ADMIN,
    ...extra,
  })
  const start = async (port: number, role: 'all' | 'web' | 'worker') => {
    const server = startServer(port, env(role))
    servers.push(server)
    await waitReady(server, 60_000)
    return server
  }
  const url = (server: ServerProcess, path: string) => `http://127.0.0.1:${server.port}${path}`
  const send = (
    server: ServerProcess,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    fetch(url(server, path), {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', Origin: PUBLIC_URL, ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    })

  beforeAll(async () => {
    buildIfStale()
    fake = await startFakeOllama()
    admin = await openDatabase({ url: serverUrl! })
    await admin.orm.em.getConnection().execute(`create database "${name}"`)
    const target = new URL(serverUrl!)
    target.pathname = `/${name}`
    databaseUrl = target.toString()
  }, 300_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await admin?.orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`)
    await admin?.close()
    await fake?.close()
  })

  let a: ServerProcess
  let b: ServerProcess

  it('start together: A serves and works, B only serves', async () => {
    ;[a, b] = await Promise.all([start(PORT_A, 'all'), start(PORT_B, 'web')])
  }, 90_000)

  it('a staff write on A shows on B within a second, in the API and on the page', async () => {
    const signIn = await send(a, '/api/auth/login', {
      method: 'POST',
      body: { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD },
    })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!
    // A to Z, so the school stays first after its rename (a full-replace PATCH may clear its enrollment, which
    // would move it in the default, largest-first order).
    const firstByName = '/api/schools?page=1&limit=1&sort=name'
    const { data: schools } = (await (await send(b, firstByName)).json()) as {
      data: Array<{ id: number; name: string; slug: string }>
    }
    const school = schools[0]!
    // B has both cached now: the directory answer and the school's page for visitors.
    const page = await send(b, `/schools/name/${school.slug}`)
    expect(page.status).toBe(200)
    expect((await send(b, `/schools/name/${school.slug}`)).headers.get('x-page-cache')).toBe('hit')
    const directory = () => send(b, firstByName)

    const renamed = `${school.name} Renamed ${randomBytes(3).toString('hex')}`
    const update = await send(a, `/api/schools/${school.id}`, {
      method: 'PATCH',
      body: { name: renamed },
      headers: { Cookie: cookie },
    })
    expect(update.status).toBe(200)
    const { data: moved } = (await update.json()) as { data: { slug: string } }
    const written = Date.now()
    let seenInApi = false
    let seenOnPage = false
    while (Date.now() - written < 1_000 && !(seenInApi && seenOnPage)) {
      seenInApi ||= ((await (await directory()).json()) as { data: Array<{ name: string }> }).data.some(
        (row) => row.name === renamed,
      )
      // The old URL moved with the name; B must not answer it from its page cache any more.
      seenOnPage ||= (await send(b, `/schools/name/${school.slug}`)).headers.get('x-page-cache') !== 'hit'
    }
    expect({ seenInApi, seenOnPage }).toEqual({ seenInApi: true, seenOnPage: true })
    expect(await (await send(b, `/schools/name/${moved.slug}`)).text()).toContain(renamed)
  })

  it('one address gets 10 contact submissions across both replicas, not 10 each', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const replica = i % 2 === 0 ? a : b
      const response = await send(replica, '/api/contact', {
        method: 'POST',
        headers: { 'X-Forwarded-For': '198.51.100.77' },
        body: {
          firstName: 'Ada',
          lastName: `Lovelace ${i}`,
          email: 'ada@example.com',
          jobTitle: 'Head of Growth',
          company: 'Analytical Engines',
          message: 'Across replicas.',
        },
      })
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
  })

  it('a recommendation whose process is killed mid-generation completes through another; B never says failed', async () => {
    // The model takes long enough to kill A while it writes.
    fake.setMode('slow', 4_000)
    const profile = await send(a, '/api/brand/profiles', { method: 'POST', body: brandProfile() })
    const { data: created } = (await profile.json()) as { data: { id: string } }
    const requested = await send(a, `/api/brand/profiles/${created.id}/recommendations`, {
      method: 'POST',
      body: { count: 3 },
    })
    const { data } = (await requested.json()) as { data: { id: string } }

    const seen: string[] = []
    const read = async () => {
      const response = await send(b, `/api/brand/recommendations/${data.id}`)
      const { data: recommendation } = (await response.json()) as {
        data: { status: string; progress: { stage: string } | null; generation: { engine: string } | null }
      }
      seen.push(recommendation.status)
      return recommendation
    }
    // B, which generates nothing, reads A's progress from the database.
    while ((await read()).progress?.stage !== 'writing')
      await new Promise((resolve) => setTimeout(resolve, 100))
    a.child.kill('SIGKILL')
    await a.exited
    const killed = Date.now()
    const worker = await start(PORT_WORKER, 'worker')
    expect(await fetch(url(worker, '/')).then((response) => response.status)).toBe(404)
    fake.setMode('valid')

    let done = await read()
    while (done.status === 'pending') {
      expect(Date.now() - killed).toBeLessThan(60_000)
      await new Promise((resolve) => setTimeout(resolve, 250))
      done = await read()
    }
    console.log(
      `figure: job completed by another worker ${Date.now() - killed} ms after SIGKILL of its worker`,
    )
    expect(done.status).toBe('complete')
    expect(done.generation?.engine).toBe('ollama')
    expect(seen).not.toContain('failed')
  }, 120_000)
})
