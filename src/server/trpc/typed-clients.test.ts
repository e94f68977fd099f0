import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { createTRPCClient, httpBatchLink } from '@trpc/client'
import superjson from 'superjson'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server/harness'
import { createLogger } from '@/server/logger'
import { createContext } from './context'
import { createCaller, type AppRouter } from './router'

/** The two ways docs/api.md tells developers to call the typed procedures, exercised as written there. */
const t = useTestApp()

describe('in-process caller', () => {
  it('calls procedures directly with a context of your own', async () => {
    const { config, db } = t.current
    const caller = createCaller(createContext({ em: db.orm.em.fork(), config, log: createLogger(config) }))
    expect(await caller.site.config()).toMatchObject({ brandName: 'CampusPulse' })
    expect(await caller.auth.me()).toBeNull()
  })
})

describe('HTTP client', () => {
  let server: ServerType
  let url: string
  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const listening = serve({ fetch: t.current.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(listening),
      )
    })
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/trpc`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('calls procedures over real HTTP with full types (superjson keeps Dates as Dates)', async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url, transformer: superjson })] })
    const site = await client.site.config.query()
    expect(site.publicUrl).toBe('http://localhost:3000')
  })

  it('carries a staff session when given the cookie', async () => {
    const { cookie, user } = await t.current.signIn()
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url, transformer: superjson, headers: { Cookie: cookie } })],
    })
    expect(await client.auth.me.query()).toMatchObject({ id: user.id, isAdmin: true })
  })
})
