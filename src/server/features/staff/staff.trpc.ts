import { staffOverviewSchema } from '../../../shared/staff/staff-overview.schema'
import { adminProcedure, router } from '../../trpc/init'
import { staffOverview } from './staff-overview.service'

/** The REST path's twin (one service): the staff home's one read, admins only (ADR 0009). */
export const staffRouter = router({
  overview: adminProcedure.output(staffOverviewSchema).query(({ ctx }) => staffOverview(ctx.em, ctx.config)),
})
