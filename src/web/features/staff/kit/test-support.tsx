import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { initTRPC, TRPCError } from '@trpc/server'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import superjson from 'superjson'
import { vi, type Mock } from 'vitest'
import { Toaster } from '@/web/components/ui/sonner'
import { createQueryClient } from '@/web/lib/query-client'
import { TrpcContext, type Trpc } from '@/web/lib/trpc'
import { validateAdminSearch } from '@/web/features/staff/inbox/admin-search'
import { admin } from './test-fixtures'
import { parseStaffProgramsSearch, parseStaffSchoolsSearch } from './staff-search'

export * from './test-fixtures'

/**
 * Every staff screen's tests, one way: the screen against stand-ins for the procedures it calls (a small tRPC
 * router with the app's paths, called in-process, each procedure a mock the test arranges and inspects), inside a
 * memory router with the staff routes and their real search validation, so links, navigation, the leave guard
 * and toasts work as in the app. A procedure the test did not arrange fails loudly.
 */
type Handler = Mock<(input: never) => unknown>
const missing = (path: string): Handler =>
  vi.fn(() => {
    throw new Error(`${path} was not expected in this test`)
  })

export function fakeProcedures() {
  return {
    schoolsList: missing('schools.list'),
    schoolsById: missing('schools.byId'),
    schoolsCreate: missing('schools.create'),
    schoolsUpdate: missing('schools.update'),
    schoolsRemove: missing('schools.remove'),
    programsList: missing('programs.list'),
    programsCreate: missing('programs.create'),
    programsUpdate: missing('programs.update'),
    programsRemove: missing('programs.remove'),
    contactList: missing('contact.list'),
    contactSetStatus: missing('contact.setStatus'),
    staffOverview: missing('staff.overview'),
    siteContentRevisions: missing('site.contentRevisions'),
    siteContentRevision: missing('site.contentRevision'),
    authLogout: vi.fn(() => ({ ok: true })),
  }
}
export type FakeProcedures = ReturnType<typeof fakeProcedures>

function fakeRouter(fake: FakeProcedures) {
  const t = initTRPC.create({ transformer: superjson })
  const any = t.procedure.input((value: unknown) => value as never)
  return t.router({
    auth: t.router({
      me: t.procedure.query(() => admin),
      logout: t.procedure.mutation(() => fake.authLogout()),
    }),
    site: t.router({
      config: t.procedure.query(() => ({})),
      contentRevisions: any.query(({ input }) => fake.siteContentRevisions(input)),
      contentRevision: any.query(({ input }) => fake.siteContentRevision(input)),
    }),
    schools: t.router({
      list: any.query(({ input }) => fake.schoolsList(input)),
      byId: any.query(({ input }) => fake.schoolsById(input)),
      create: any.mutation(({ input }) => fake.schoolsCreate(input)),
      update: any.mutation(({ input }) => fake.schoolsUpdate(input)),
      remove: any.mutation(({ input }) => fake.schoolsRemove(input)),
    }),
    programs: t.router({
      list: any.query(({ input }) => fake.programsList(input)),
      create: any.mutation(({ input }) => fake.programsCreate(input)),
      update: any.mutation(({ input }) => fake.programsUpdate(input)),
      remove: any.mutation(({ input }) => fake.programsRemove(input)),
    }),
    contact: t.router({
      list: any.query(({ input }) => fake.contactList(input)),
      setStatus: any.mutation(({ input }) => fake.contactSetStatus(input)),
    }),
    staff: t.router({ overview: t.procedure.query(() => fake.staffOverview(undefined as never)) }),
  })
}

/** A 400 with field errors, as the server's services throw it (what an in-process call surfaces). */
export const badRequest = (fields: Record<string, string>) =>
  new TRPCError({
    code: 'BAD_REQUEST',
    message: `Invalid input: ${Object.keys(fields).join(', ')}`,
    cause: Object.assign(new Error('Invalid input'), { fields }),
  })

export async function renderStaff(ui: ReactNode, fake: FakeProcedures, url = '/') {
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
      page('/login'),
      page('/admin', validateAdminSearch),
      page('/staff'),
      page('/staff/programs', parseStaffProgramsSearch),
      page('/staff/programs/new'),
      page('/staff/programs/edit/$id'),
      page('/staff/schools', parseStaffSchoolsSearch),
      page('/staff/schools/new'),
      page('/staff/schools/edit/$id'),
      page('/staff/matching'),
      page('/staff/profile'),
      page('/blog/admin'),
      page('/blog/$slug'),
      page('/brand-matching/results/$id'),
      page('/campus-programs/$id'),
      page('/schools/name/$slug'),
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
