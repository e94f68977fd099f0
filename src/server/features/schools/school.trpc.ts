import { z } from 'zod'
import {
  schoolCompareQuerySchema,
  schoolFiltersSchema,
  schoolIdSchema,
  schoolInputSchema,
  schoolListQuerySchema,
  schoolSlugParamSchema,
} from '../../../shared/schools/school.schema'
import { adminProcedure, publicProcedure, router } from '../../trpc/init'
import { createSchool, deleteSchool, updateSchool } from './school-admin.service'
import { compareSchools } from './school-compare.service'
import { getSchool, getSchoolBySlug, listCompactSchools, listSchools } from './school.service'
import { schoolMap } from './map/school-map.service'

/** The REST paths' twins, calling the same services. */
export const schoolRouter = router({
  /** A page of the directory: `{ data, meta: { total, totalPages } }` (page defaults to 1). */
  list: publicProcedure
    .input(schoolListQuerySchema)
    .query(({ ctx, input }) => listSchools(ctx.em, input, ctx.runtime.schoolCache)),
  /** Every matching school as { id, name, city, state }. */
  compact: publicProcedure
    .input(schoolFiltersSchema.optional())
    .query(({ ctx, input }) => listCompactSchools(ctx.em, input, ctx.runtime.schoolCache)),
  /** Up to four schools side by side, each with its programs: `{ ids: [1, 2] }` (ADR 0027). */
  compare: publicProcedure
    .input(schoolCompareQuerySchema)
    .query(({ ctx, input }) => compareSchools(ctx.em, input)),
  /** The search as dots on the app's map: `{ total, points, thinned, unplaced }` (ADR 0025). */
  map: publicProcedure
    .input(schoolFiltersSchema.optional())
    .query(({ ctx, input }) => schoolMap(ctx.em, input, ctx.runtime.schoolCache)),
  byId: publicProcedure.input(schoolIdSchema).query(({ ctx, input }) => getSchool(ctx.em, input.id)),
  bySlug: publicProcedure
    .input(schoolSlugParamSchema)
    .query(({ ctx, input }) => getSchoolBySlug(ctx.em, input.slug)),
  create: adminProcedure.input(schoolInputSchema).mutation(({ ctx, input }) => createSchool(ctx.em, input)),
  /** Replaces the staff-editable fields (the form sends them all). */
  update: adminProcedure
    .input(z.object({ id: schoolIdSchema.shape.id, values: schoolInputSchema }))
    .mutation(({ ctx, input }) => updateSchool(ctx.em, input.id, input.values)),
  /** Deletes the school and its programs: `{ id, programsDeleted }`. */
  remove: adminProcedure.input(schoolIdSchema).mutation(({ ctx, input }) => deleteSchool(ctx.em, input.id)),
})
