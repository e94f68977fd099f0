import { TRPCError } from '@trpc/server'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Role } from '@/shared/auth/roles'
import { parseConfig } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { AppError } from '@/server/errors'
import { createLogger } from '@/server/logger'
import { createContext } from './context'
import { createCallerFactory, publicProcedure, router, staffProcedure } from './init'

// A router made of the real builders, so their rules are tested apart from any feature.
const testRouter = router({
  hello: publicProcedure
    .input(z.object({ name: z.string().min(2, 'Name is too short') }))
    .query(({ input }) => `hi ${input.name}`),
  missing: publicProcedure.query(() => {
    throw new AppError('NOT_FOUND', 'School not found')
  }),
  crash: publicProcedure.query(() => {
    throw new Error('database password is hunter2')
  }),
  secret: staffProcedure(['admin', 'sales']).query(({ ctx }) => `for ${ctx.user.username}`),
})

const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
const callerAs = (user: { role: Role | null } | null) =>
  createCallerFactory(testRouter)(
    createContext({
      em: {} as Em,
      config,
      log: createLogger(config),
      user: user && {
        id: 1,
        username: 'sam',
        displayName: 'sam',
        bio: null,
        email: null,
        firstName: null,
        lastName: null,
        isAdmin: user.role === 'admin',
        ...user,
      },
    }),
  )

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'not a TRPCError'
  }
  return 'resolved'
}

describe('procedure builders', () => {
  it('public procedures validate input with the shared schema', async () => {
    expect(await callerAs(null).hello({ name: 'Jo' })).toBe('hi Jo')
    expect(await codeOf(callerAs(null).hello({ name: 'J' }))).toBe('BAD_REQUEST')
  })

  it("map a service's AppError to the matching tRPC code and keep its message", async () => {
    await expect(callerAs(null).missing()).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'School not found',
    })
  })

  it('staff procedures: anonymous → UNAUTHORIZED, another role or none → FORBIDDEN, an allowed role → runs', async () => {
    expect(await codeOf(callerAs(null).secret())).toBe('UNAUTHORIZED')
    expect(await codeOf(callerAs({ role: null }).secret())).toBe('FORBIDDEN')
    expect(await codeOf(callerAs({ role: 'editor' }).secret())).toBe('FORBIDDEN')
    expect(await codeOf(callerAs({ role: 'author' }).secret())).toBe('FORBIDDEN')
    expect(await callerAs({ role: 'admin' }).secret()).toBe('for sam')
    expect(await callerAs({ role: 'sales' }).secret()).toBe('for sam')
  })

  it('report an unexpected failure as INTERNAL_SERVER_ERROR', async () => {
    expect(await codeOf(callerAs(null).crash())).toBe('INTERNAL_SERVER_ERROR')
  })
})

describe('errors over HTTP', () => {
  const call = async (path: string) => {
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request(`http://localhost/trpc/${path}`),
      router: testRouter,
      createContext: () => createContext({ em: {} as Em, config, log: createLogger(config) }),
    })
    // superjson wraps each payload as { json, meta }.
    const payload = (await response.json()) as {
      error: { json: { message: string; data: Record<string, unknown> } }
    }
    return { status: response.status, body: { error: payload.error.json } }
  }

  it('name each invalid field, without a stack trace', async () => {
    const { status, body } = await call(
      `hello?input=${encodeURIComponent(JSON.stringify({ json: { name: 'J' } }))}`,
    )
    expect(status).toBe(400)
    expect(body.error.data.fields).toEqual({ name: 'Name is too short' })
    expect(body.error.data.stack ?? null).toBeNull()
  })

  it('refuse annotations nested too deeply to read, in plain words', async () => {
    // superjson reads its annotations recursively: 5,000 levels (10 kB) overflow the stack.
    const values = `${'['.repeat(5000)}"undefined"${']'.repeat(5000)}`
    const input = `{"json":{"name":"Jo"},"meta":{"values":${values}}}`
    const { status, body } = await call(`hello?input=${encodeURIComponent(input)}`)
    expect(status).toBe(400)
    expect(body.error.message).toBe('The input is nested too deeply.')
  })

  it('hide the details of an unexpected failure', async () => {
    const { status, body } = await call('crash')
    expect(status).toBe(500)
    expect(body.error.message).toBe('Something went wrong. Please try again.')
    expect(JSON.stringify(body)).not.toContain('hunter2')
  })
})
