import { z } from 'zod'
import { deletedSchema } from '@/shared/deleted'
import {
  programIdSchema,
  programInputSchema,
  programListQuerySchema,
  programPageQuerySchema,
  programPageSchema,
  programPatchSchema,
  programSchema,
} from '@/shared/programs/program.schema'
import { compactSchoolSchema } from '@/shared/schools/school.schema'
import { operation, restOperation, staff } from '@/server/operations/define'
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

/**
 * Campus programs (product §7): public reads, each program with its school's name, city and state; staff-only
 * writes (decision D5). A budget staff have not chosen to show is null unless the caller is an admin (ADR 0018).
 */
export const programOperations = {
  list: operation({
    summary: "Every program, or one school's (`schoolId`: a school id, or 'all'); `status` narrows by status",
    access: 'public',
    kind: 'query',
    input: programListQuerySchema.optional(),
    output: z.array(programSchema),
    run: ({ ctx, input }) => listPrograms(ctx.em, programAudienceOf(ctx.user), input),
  }),
  /** One page: `{ schoolId?, status?, page?, limit? }` → `{ data, meta }` (12 a page). */
  page: operation({
    summary: 'A page of the programs with its totals (12 a page unless `limit` says otherwise)',
    access: 'public',
    kind: 'query',
    input: programPageQuerySchema,
    output: programPageSchema,
    run: ({ ctx, input }) => listProgramPage(ctx.em, programAudienceOf(ctx.user), input),
  }),
  /** REST answers both: without `page` every match as `{ data }`, with it one page with `meta`. */
  directory: restOperation({
    summary:
      "Without `page`: every program, or one school's (`schoolId`), of the statuses asked for (`status`), `{ data }`. With `page`: one page, `{ data, meta: { total, totalPages } }`",
    access: 'public',
    kind: 'query',
    input: programPageQuerySchema,
    output: z.union([programPageSchema, z.object({ data: z.array(programSchema) })]),
    run: async ({ ctx, input: { page, limit, ...filters } }) => {
      const audience = programAudienceOf(ctx.user)
      if (page === undefined) return { data: await listPrograms(ctx.em, audience, filters) }
      return listProgramPage(ctx.em, audience, { page, limit, ...filters })
    },
    rest: { method: 'GET', path: '/campus-programs', envelope: 'raw', shared: true },
  }),
  byId: operation({
    summary: 'One program',
    access: 'public',
    kind: 'query',
    input: programIdSchema,
    output: programSchema,
    run: ({ ctx, input }) => getProgram(ctx.em, programAudienceOf(ctx.user), input.id),
    rest: { method: 'GET', path: '/campus-programs/:id', shared: true },
  }),
  schools: operation({
    summary: 'The schools that have programs, A to Z (the list’s school filter)',
    access: 'public',
    kind: 'query',
    output: z.array(compactSchoolSchema),
    run: ({ ctx }) => listProgramSchools(ctx.em),
    sameForEveryone: true,
  }),
  create: operation({
    summary: 'Create a program',
    access: staff('admin', 'editor'),
    kind: 'mutation',
    input: programInputSchema,
    output: programSchema,
    run: ({ ctx, input }) => createProgram(ctx.em, input),
    rest: { method: 'POST', path: '/campus-programs', status: 201 },
  }),
  update: operation({
    summary: 'Change some of a program’s fields',
    access: staff('admin', 'editor'),
    kind: 'mutation',
    input: z.object({ id: programIdSchema.shape.id, values: programPatchSchema }),
    output: programSchema,
    run: ({ ctx, input }) => updateProgram(ctx.em, input.id, input.values),
    rest: { method: 'PATCH', path: '/campus-programs/:id', body: 'values' },
  }),
  remove: operation({
    summary: 'Delete a program',
    access: staff('admin', 'editor'),
    kind: 'mutation',
    input: programIdSchema,
    output: deletedSchema,
    run: ({ ctx, input }) => deleteProgram(ctx.em, input.id),
    rest: { method: 'DELETE', path: '/campus-programs/:id' },
  }),
}
