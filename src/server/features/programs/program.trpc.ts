import { z } from 'zod'
import {
  programIdSchema,
  programInputSchema,
  programListQuerySchema,
  programPageQuerySchema,
  programPatchSchema,
} from '../../../shared/programs/program.schema'
import { adminProcedure, publicProcedure, router } from '../../trpc/init'
import {
  createProgram,
  deleteProgram,
  getProgram,
  listProgramPage,
  listProgramSchools,
  listPrograms,
  programAudienceOf,
  updateProgram,
} from './program.service'

/** The REST paths' twins (same services, same rules: the budget follows the caller, ADR 0018). */
export const programRouter = router({
  /** Every program, or one school's: `{ schoolId }` (a school id, or 'all'); `status` narrows by status. */
  list: publicProcedure
    .input(programListQuerySchema.optional())
    .query(({ ctx, input }) => listPrograms(ctx.em, programAudienceOf(ctx.user), input)),
  /** One page: `{ schoolId?, status?: ['active', 'planned'], page?, limit? }` → `{ data, meta }` (12 a page). */
  page: publicProcedure
    .input(programPageQuerySchema)
    .query(({ ctx, input }) => listProgramPage(ctx.em, programAudienceOf(ctx.user), input)),
  byId: publicProcedure
    .input(programIdSchema)
    .query(({ ctx, input }) => getProgram(ctx.em, programAudienceOf(ctx.user), input.id)),
  /** The schools that have programs, A to Z: the list's school filter. */
  schools: publicProcedure.query(({ ctx }) => listProgramSchools(ctx.em)),
  create: adminProcedure.input(programInputSchema).mutation(({ ctx, input }) => createProgram(ctx.em, input)),
  update: adminProcedure
    .input(z.object({ id: programIdSchema.shape.id, values: programPatchSchema }))
    .mutation(({ ctx, input }) => updateProgram(ctx.em, input.id, input.values)),
  remove: adminProcedure.input(programIdSchema).mutation(({ ctx, input }) => deleteProgram(ctx.em, input.id)),
})
