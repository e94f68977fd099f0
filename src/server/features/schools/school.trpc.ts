import {
  schoolFiltersSchema,
  schoolIdSchema,
  schoolListQuerySchema,
  schoolSlugParamSchema,
} from '../../../shared/schools/school.schema'
import { publicProcedure, router } from '../../trpc/init'
import { getSchool, getSchoolBySlug, listCompactSchools, listSchools } from './school.service'

/** The REST reads' twins, calling the same service. */
export const schoolRouter = router({
  /** A page of the directory: `{ data, meta: { total, totalPages } }` (page defaults to 1). */
  list: publicProcedure
    .input(schoolListQuerySchema)
    .query(({ ctx, input }) => listSchools(ctx.em, input, ctx.runtime.schoolCache)),
  /** Every matching school as { id, name, city, state }. */
  compact: publicProcedure
    .input(schoolFiltersSchema.optional())
    .query(({ ctx, input }) => listCompactSchools(ctx.em, input, ctx.runtime.schoolCache)),
  byId: publicProcedure.input(schoolIdSchema).query(({ ctx, input }) => getSchool(ctx.em, input.id)),
  bySlug: publicProcedure
    .input(schoolSlugParamSchema)
    .query(({ ctx, input }) => getSchoolBySlug(ctx.em, input.slug)),
})
