import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router'
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { observable } from '@trpc/server/observable'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { AppRouter } from '@/server/trpc/router'
import { createQueryClient } from '@/web/lib/query-client'
import { TrpcContext } from '@/web/lib/trpc'
import { ProgramListPage } from './program-list-page'
import { validateProgramSearch } from './program-search'

/** Answers for procedures by path ('programs.list'); a promise that never settles keeps a query loading. */
export type FakeProcedures = Record<string, (input: unknown) => unknown>

/** A tRPC client whose calls are answered by `procedures` in memory, recording every call. */
export function fakeTrpc(procedures: FakeProcedures) {
  const calls: { path: string; input: unknown }[] = []
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input })
        const answer = procedures[op.path]
        if (!answer) throw new Error(`No fake answer for ${op.path}`)
        Promise.resolve(answer(op.input)).then(
          (data) => {
            observer.next({ result: { type: 'data', data } })
            observer.complete()
          },
          (error: Error) => observer.error(TRPCClientError.from(error)),
        )
      })
  const queryClient = createQueryClient()
  const client = createTRPCClient<AppRouter>({ links: [link] })
  return { calls, queryClient, trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }) }
}

/**
 * Renders `ui` (or, by default, the program list at `url`) inside an in-memory router with the paths the
 * program screens link to, and the fake procedures. Returns the router to inspect the location after clicks.
 */
export async function renderPrograms(
  procedures: FakeProcedures,
  { url = '/campus-programs', ui }: { url?: string; ui?: ReactNode } = {},
) {
  const { calls, queryClient, trpc } = fakeTrpc(procedures)
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const path = (to: string) => createRoute({ getParentRoute: () => root, path: to })
  const routeTree = root.addChildren([
    createRoute({
      getParentRoute: () => root,
      path: '/campus-programs',
      validateSearch: validateProgramSearch,
      component: function ListRoute() {
        // Not strict, so typed as every route's search merged (`school` is also /contact's slug): the list's
        // own validator narrows it again.
        const search = validateProgramSearch(useSearch({ strict: false }))
        return ui ? null : <ProgramListPage search={search} />
      },
    }),
    path('/campus-programs/$id'),
    path('/schools/name/$slug'),
    path('/'),
  ])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TrpcContext.Provider value={trpc}>
        <RouterProvider router={router} />
      </TrpcContext.Provider>
    </QueryClientProvider>,
  )
  return { router, calls, ...view }
}
