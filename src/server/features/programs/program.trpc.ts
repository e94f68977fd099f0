import { z } from 'zod'
import {
  programIdSchema,
  programInputSchema,
  programListQuerySchema,
  programPatchSchema,
} from '../../../shared/programs/program.schema'
import { adminProcedure, publicProcedure, router } from '../../trpc/init'
import {
  createProgram,
  deleteProgram,
  getProgram,
  listProgramSchools,
  listPrograms,
  updateProgram,
} from './program.service'

/** The REST paths' twins (same services, same rules). */
export const programRouter = router({
  /** Every program, or one school's: `{ schoolId }` (a school id, or 'all'). */
  list: publicProcedure
    .input(programListQuerySchema.optional())
    .query(({ ctx, input }) => listPrograms(ctx.em, input)),
  byId: publicProcedure.input(programIdSchema).query(({ ctx, input }) => getProgram(ctx.em, input.id)),
  /** The schools that have programs, A to Z: the list's school filter. */
  schools: publicProcedure.query(({ ctx }) => listProgramSchools(ctx.em)),
  create: adminProcedure.input(programInputSchema).mutation(({ ctx, input }) => createProgram(ctx.em, input)),
  update: adminProcedure
    .input(z.object({ id: programIdSchema.shape.id, values: programPatchSchema }))
    .mutation(({ ctx, input }) => updateProgram(ctx.em, input.id, input.values)),
  remove: adminProcedure.input(programIdSchema).mutation(({ ctx, input }) => deleteProgram(ctx.em, input.id)),
})
