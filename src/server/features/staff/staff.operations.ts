import { staffOverviewSchema } from '@/shared/staff/staff-overview.schema'
import { operation, anyStaff } from '@/server/operations/define'
import { staffOverview } from './staff-overview.service'

/** The staff home's one read (ADR 0009): new leads, scheduled articles, active programs, recent matching results. */
export const staffOperations = {
  overview: operation({
    summary:
      'What the staff home shows: new leads, scheduled articles, active programs, recent matching results',
    access: anyStaff,
    kind: 'query',
    output: staffOverviewSchema,
    run: ({ ctx }) => staffOverview(ctx.em, ctx.config, ctx.user),
    rest: { method: 'GET', path: '/staff/overview', noStore: true },
  }),
}
