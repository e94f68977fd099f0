import { createTRPCUntypedClient, TRPCClientError, type TRPCClientRuntime, type TRPCLink } from '@trpc/client'
import type { AnyRouter } from '@trpc/server'
import { observable } from '@trpc/server/observable'
import { describe, expect, it, vi } from 'vitest'
import { lazyLink } from './trpc'

/** A terminating link that answers every call with its path, as the HTTP link answers with the procedure's data. */
const echoLink: TRPCLink<AnyRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      observer.next({ result: { type: 'data', data: `answer to ${op.path}` } })
      observer.complete()
    })

const clientWith = (loadLink: () => Promise<TRPCLink<AnyRouter>>) =>
  createTRPCUntypedClient<AnyRouter>({ links: [lazyLink(loadLink)] })

describe('lazyLink', () => {
  it('loads the link once, on the first call, and calls made together share it', async () => {
    const loadLink = vi.fn(async () => echoLink)
    const client = clientWith(loadLink)
    expect(loadLink).not.toHaveBeenCalled()

    const answers = await Promise.all([client.query('schools.list'), client.query('blog.list')])

    expect(answers).toEqual(['answer to schools.list', 'answer to blog.list'])
    expect(await client.query('programs.list')).toBe('answer to programs.list')
    expect(loadLink).toHaveBeenCalledOnce()
  })

  it('fails the calls waiting for a chunk that did not load, then tries again on the next call', async () => {
    const loadLink = vi
      .fn<() => Promise<TRPCLink<AnyRouter>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(echoLink)
    const client = clientWith(loadLink)

    const [first, second] = await Promise.allSettled([
      client.query('schools.list'),
      client.query('blog.list'),
    ])
    for (const failed of [first, second]) {
      expect(failed.status).toBe('rejected')
      const reason = (failed as PromiseRejectedResult).reason as unknown
      expect(reason).toBeInstanceOf(TRPCClientError)
      expect((reason as Error).message).toBe('Failed to fetch dynamically imported module')
    }
    expect(loadLink).toHaveBeenCalledOnce()

    expect(await client.query('schools.list')).toBe('answer to schools.list')
    expect(loadLink).toHaveBeenCalledTimes(2)
  })

  it('does not pass on a call unsubscribed while its link was loading: no request is made for it', async () => {
    let resolveLoad!: (link: TRPCLink<AnyRouter>) => void
    const loading = new Promise<TRPCLink<AnyRouter>>((resolve) => (resolveLoad = resolve))
    const requested = vi.fn()
    const countingLink: TRPCLink<AnyRouter> = (runtime) => {
      const answer = echoLink(runtime)
      return (call) => {
        requested(call.op.path)
        return answer(call)
      }
    }
    const operationLink = lazyLink(() => loading)({} as TRPCClientRuntime)
    const call = (path: string) => ({
      op: { id: 1, type: 'query', path, input: undefined, context: {}, signal: null } as const,
      next: () => observable<never, never>(() => undefined),
    })

    operationLink(call('schools.list')).subscribe({}).unsubscribe()
    resolveLoad(countingLink)
    const answered = vi.fn()
    operationLink(call('blog.list')).subscribe({ next: answered })

    await vi.waitFor(() => expect(answered).toHaveBeenCalled())
    expect(requested.mock.calls).toEqual([['blog.list']])
  })
})
