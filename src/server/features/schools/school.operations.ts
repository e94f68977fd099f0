import { z } from 'zod'
import {
  comparedSchoolSchema,
  compactSchoolSchema,
  schoolDetailSchema,
  schoolIdSchema,
  schoolInputSchema,
  schoolPatchSchema,
  schoolSlugParamSchema,
} from '@/shared/schools/school.schema'
import {
  schoolCompareQuerySchema,
  schoolExportQuerySchema,
  schoolFiltersSchema,
  schoolListQuerySchema,
  schoolPageSchema,
} from '@/shared/schools/school-query.schema'
import { fileSchema, operation, restOperation, staff } from '@/server/operations/define'
import { schoolMapSchema } from '@/shared/schools/school-map.schema'
import { networkSizeSchema } from '@/shared/schools/network-size'
import { SCHOOL_EXPORT_MAX } from '@/shared/schools/school-constants'
import { formatWholeNumber } from '@/shared/us-format'
import { createSchool, deleteSchool, updateSchool } from './school-admin.service'
import { compareSchools } from './school-compare.service'
import { networkSize } from './school-network.service'
import { schoolDirectoryCsv, schoolExportFileName } from './school-export.service'
import { schoolMap } from './map/school-map.service'
import { getSchool, getSchoolBySlug, listCompactSchools, listSchools } from './school.service'

/** Reads are public (product §7); writes are staff only (decision D5); deleting a school deletes its programs. */
export const schoolOperations = {
  /** The directory's page; REST's `GET /api/schools?page=` answers the same through `directory`. */
  list: operation({
    summary: 'A page of the directory with its totals (page defaults to 1)',
    access: 'public',
    kind: 'query',
    input: schoolListQuerySchema,
    output: schoolPageSchema,
    run: ({ ctx, input }) => listSchools(ctx.em, input, ctx.runtime.schoolCache),
  }),
  compact: operation({
    summary: 'Every matching school as { id, name, city, state }, A to Z',
    access: 'public',
    kind: 'query',
    input: schoolFiltersSchema.optional(),
    output: z.array(compactSchoolSchema),
    run: ({ ctx, input }) => listCompactSchools(ctx.em, input, ctx.runtime.schoolCache),
  }),
  directory: restOperation({
    summary:
      'With `page`: a page of the directory, `{ data, meta: { total, totalPages } }`. Without: every matching school in compact form, `{ data }`',
    access: 'public',
    kind: 'query',
    input: schoolListQuerySchema,
    output: z.union([schoolPageSchema, z.object({ data: z.array(compactSchoolSchema) })]),
    run: async ({ ctx, input: { page, limit, ...filters } }) => {
      const cache = ctx.runtime.schoolCache
      if (page === undefined) return { data: await listCompactSchools(ctx.em, filters, cache) }
      return listSchools(ctx.em, { page, limit, ...filters }, cache)
    },
    rest: { method: 'GET', path: '/schools', envelope: 'raw', shared: true },
  }),
  bySlug: operation({
    summary: 'A school by its name’s slug (any case; spaces read as hyphens), with its program count',
    access: 'public',
    kind: 'query',
    input: schoolSlugParamSchema,
    output: schoolDetailSchema,
    run: ({ ctx, input }) => getSchoolBySlug(ctx.em, input.slug),
    rest: { method: 'GET', path: '/schools/name/:slug', shared: true },
  }),
  // Before byId and bySlug, so "compare" and "map" are never read as ids.
  /** Up to four schools side by side, each with its programs (ADR 0027). */
  compare: operation({
    summary: 'One to four schools in the order asked (`ids=1,2`), each with its programs',
    access: 'public',
    kind: 'query',
    input: schoolCompareQuerySchema,
    output: z.array(comparedSchoolSchema),
    run: ({ ctx, input }) => compareSchools(ctx.em, input),
    rest: { method: 'GET', path: '/schools/compare', shared: true },
  }),
  /** The directory's search as dots on the app's map (ADR 0025). */
  map: operation({
    summary: 'The search as dots on the app’s map of the United States, thinned above 250',
    access: 'public',
    kind: 'query',
    input: schoolFiltersSchema.optional(),
    output: schoolMapSchema,
    run: ({ ctx, input }) => schoolMap(ctx.em, input, ctx.runtime.schoolCache),
    rest: { method: 'GET', path: '/schools/map', shared: true },
  }),
  /**
   * The directory as a spreadsheet, with the list's search, filters and order (issue 33). Not kept with the
   * shared reads: a file of thousands of rows per filter combination would crowd out the pages that are.
   */
  export: restOperation({
    summary: `The directory as CSV with the list’s search, filters and sort: every matching school (at most ${formatWholeNumber(SCHOOL_EXPORT_MAX)}), UTF-8 with a byte-order mark`,
    access: 'public',
    kind: 'query',
    input: schoolExportQuerySchema,
    output: fileSchema,
    run: async ({ ctx, input }) => ({
      filename: schoolExportFileName(input),
      contentType: 'text/csv; charset=utf-8',
      body: await schoolDirectoryCsv(ctx.em, input, ctx.config.PUBLIC_URL),
    }),
    rest: { method: 'GET', path: '/schools/export.csv', envelope: 'file' },
  }),
  /** The college count the marketing copy and structured data state (issue 33). */
  network: operation({
    summary: 'How many colleges the network has: the active schools of the directory',
    access: 'public',
    kind: 'query',
    output: networkSizeSchema,
    run: ({ ctx }) => networkSize(ctx.em),
    sameForEveryone: true,
    rest: { method: 'GET', path: '/schools/network', shared: true },
  }),
  byId: operation({
    summary: 'A school by id, with its program count',
    access: 'public',
    kind: 'query',
    input: schoolIdSchema,
    output: schoolDetailSchema,
    run: ({ ctx, input }) => getSchool(ctx.em, input.id),
    rest: { method: 'GET', path: '/schools/:id', shared: true },
  }),
  create: operation({
    summary: 'Add a school',
    access: staff('admin', 'editor'),
    kind: 'mutation',
    input: schoolInputSchema,
    output: schoolDetailSchema,
    run: ({ ctx, input }) => createSchool(ctx.em, input),
    rest: { method: 'POST', path: '/schools', status: 201 },
  }),
  update: operation({
    summary: 'Change some of a school’s fields: those left out stay as they are, `null` clears one',
    access: staff('admin', 'editor'),
    kind: 'mutation',
    input: z.object({ id: schoolIdSchema.shape.id, values: schoolPatchSchema }),
    output: schoolDetailSchema,
    run: ({ ctx, input }) => updateSchool(ctx.em, input.id, input.values),
    rest: { method: 'PATCH', path: '/schools/:id', body: 'values' },
  }),
  remove: operation({
    summary: 'Delete a school and its programs',
    access: staff('admin', 'editor'),
    kind: 'mutation',
    input: schoolIdSchema,
    output: z.object({ id: z.number().int(), programsDeleted: z.number().int() }),
    run: ({ ctx, input }) => deleteSchool(ctx.em, input.id),
    rest: { method: 'DELETE', path: '/schools/:id' },
  }),
}
