import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { initTRPC } from '@trpc/server'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { ReactNode } from 'react'
import superjson from 'superjson'
import { vi } from 'vitest'
import type { SessionUser } from '@/shared/auth/auth.schema'
import type { ContactStatus } from '@/shared/contact/contact-fields'
import type {
  ContactListInput,
  ContactSubmission,
  ContactSubmissionList,
} from '@/shared/contact/contact.schema'
import { Toaster } from '@/web/components/ui/sonner'
import { createQueryClient } from '@/web/lib/query-client'
import { TrpcContext, type Trpc } from '@/web/lib/trpc'
import { validateAdminSearch } from './admin-search'

/**
 * The inbox and the staff bar against stand-ins for the procedures they call (a tRPC router of the same paths,
 * in-process), in a memory router with /admin's real search validation. The stand-in list filters and pages
 * an array the way the server does (the server's own tests check the server); each call's input is recorded.
 */
export const admin: SessionUser = {
  id: 1,
  username: 'grace',
  displayName: 'Grace Hopper',
  email: null,
  firstName: 'Grace',
  lastName: 'Hopper',
  bio: null,
  isAdmin: true,
}

export const submission = (id: number, fields: Partial<ContactSubmission> = {}): ContactSubmission => ({
  id,
  firstName: 'Lead',
  lastName: String(id),
  email: `lead${id}@example.com`,
  jobTitle: 'CMO',
  company: 'Acme',
  message: null,
  createdAt: new Date(Date.UTC(2026, 10, 24, 12, id)),
  userId: null,
  status: 'new',
  source: 'contact',
  notification: 'notified',
  ...fields,
})

export function fakeInbox(rows: ContactSubmission[], notifications: 'on' | 'off' = 'on') {
  const list = vi.fn((input: ContactListInput = {}): ContactSubmissionList => {
    const words = (input.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
    const matches = rows
      .filter((row) => !input.status || row.status === input.status)
      .filter((row) => !input.lead || row.id === input.lead)
      .filter((row) =>
        words.every((word) =>
          [row.firstName, row.lastName, row.email, row.company].some((field) =>
            field.toLowerCase().includes(word),
          ),
        ),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    const size = Number(input.pageSize ?? 20)
    const page = Number(input.page ?? 1)
    return {
      submissions: input.page ? matches.slice((page - 1) * size, page * size) : matches,
      total: matches.length,
      page,
      pageCount: input.page ? Math.ceil(matches.length / size) : Math.min(matches.length, 1),
      notifications,
    }
  })
  const setStatus = vi.fn((input: { id: number; status: ContactStatus }) => {
    const row = rows.find((candidate) => candidate.id === input.id)!
    row.status = input.status
    return row
  })
  const logout = vi.fn(() => ({ ok: true }))
  return { rows, list, setStatus, logout }
}
export type FakeInbox = ReturnType<typeof fakeInbox>

function fakeRouter(fake: FakeInbox) {
  const t = initTRPC.create({ transformer: superjson })
  const any = t.procedure.input((value: unknown) => value as never)
  return t.router({
    auth: t.router({
      me: t.procedure.query(() => admin),
      logout: t.procedure.mutation(() => fake.logout()),
    }),
    site: t.router({ config: t.procedure.query(() => ({})) }),
    contact: t.router({
      list: any.query(({ input }) => fake.list(input)),
      setStatus: any.mutation(({ input }) => fake.setStatus(input)),
    }),
  })
}

export async function renderInbox(ui: ReactNode, fake: FakeInbox, url = '/admin') {
  const queryClient = createQueryClient()
  const trpc = createTRPCOptionsProxy({ router: fakeRouter(fake), ctx: {}, queryClient }) as unknown as Trpc
  queryClient.setQueryData(trpc.auth.me.queryKey(), admin)
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
        <Toaster />
      </>
    ),
  })
  const page = (path: string, validateSearch?: (raw: Record<string, unknown>) => object) =>
    createRoute({ getParentRoute: () => root, path, validateSearch })
  const router = createRouter({
    routeTree: root.addChildren([
      page('/'),
      page('/admin', validateAdminSearch),
      page('/login'),
      page('/staff/programs'),
      page('/staff/schools'),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  await router.load()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TrpcContext.Provider value={trpc}>
        <RouterProvider router={router} />
      </TrpcContext.Provider>
    </QueryClientProvider>,
  )
  return { router, ...view }
}
