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
import type { Program } from '@/shared/programs/program.schema'
import type { School, SchoolDetail } from '@/shared/schools/school.schema'
import { createQueryClient } from '@/web/lib/query-client'
import { TrpcContext, type Trpc } from '@/web/lib/trpc'
import { parseStaffProgramsSearch, parseStaffSchoolsSearch } from './staff-search'

/**
 * Staff components against stand-ins for the procedures they call: a small tRPC router with the same paths as
 * the app's, called in-process, each procedure a mock the test arranges and inspects. The screens also get the
 * staff routes in a memory router, so their links, navigation and leave guard work as in the app.
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
  }
}
export type FakeProcedures = ReturnType<typeof fakeProcedures>

function fakeRouter(fake: FakeProcedures) {
  const t = initTRPC.create({ transformer: superjson })
  const any = t.procedure.input((value: unknown) => value as never)
  return t.router({
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
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const page = (path: string, validateSearch?: (raw: Record<string, unknown>) => object) =>
    createRoute({ getParentRoute: () => root, path, validateSearch })
  const router = createRouter({
    routeTree: root.addChildren([
      page('/'),
      page('/staff/programs', parseStaffProgramsSearch),
      page('/staff/programs/new'),
      page('/staff/programs/edit/$id'),
      page('/staff/schools', parseStaffSchoolsSearch),
      page('/staff/schools/new'),
      page('/staff/schools/edit/$id'),
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

export const stanford: School = {
  id: 7,
  name: 'Stanford University',
  slug: 'stanford-university',
  city: 'Stanford',
  state: 'CA',
  type: 'Private Research University',
  studentPopulation: 18000,
  websiteUrl: 'https://www.stanford.edu',
  imageUrl: null,
  logoUrl: null,
  isActive: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  unitid: 243744,
  alias: null,
  hbcu: false,
  tribal: false,
  landGrant: false,
  control: 'private-nonprofit',
  sector: 2,
  carnegie: 15,
  sizeBand: '10k-20k',
  locale: 'suburb',
  latitude: 37.429,
  longitude: -122.167,
}

export const schoolDetail = (programCount: number): SchoolDetail => ({
  ...stanford,
  programCount,
  activeProgramCount: programCount,
  firstProgramDate: programCount > 0 ? new Date('2025-09-01T00:00:00Z') : null,
  mapPoint: { x: 61.2, y: 265.4 },
})

export const welcomeWeek: Program = {
  id: 41,
  schoolId: stanford.id,
  name: 'Welcome Week Sampling',
  description: 'Cold brew at move-in.',
  status: 'active',
  startDate: new Date('2026-09-01T00:00:00Z'),
  endDate: new Date('2026-09-15T00:00:00Z'),
  budget: 25000,
  showBudgetPublicly: true,
  createdAt: new Date('2026-05-01T00:00:00Z'),
  updatedAt: new Date('2026-05-01T00:00:00Z'),
  school: { id: stanford.id, name: stanford.name, slug: stanford.slug, city: 'Stanford', state: 'CA' },
}
