import { withNames } from '@/shared/case-studies/fill-names'
import type { Config } from '@/server/config'
import { z } from 'zod'
import { idParamSchema } from '@/shared/fields'
import {
  caseStudyCardSchema,
  caseStudyFieldsSchema,
  caseStudySchema,
  caseStudySlugSchema,
  caseStudyUpdateSchema,
  staffCaseStudySchema,
} from '@/shared/case-studies/case-study.schema'
import { operation, staff } from '@/server/operations/define'
import {
  anyCaseStudyBySlug,
  createCaseStudy,
  deleteCaseStudy,
  publishedCaseStudy,
  publishedCaseStudyCards,
  staffCaseStudies,
  staffCaseStudy,
  updateCaseStudy,
} from './case-studies.service'

const editors = staff('admin', 'editor')
const record = (id: number) => ({ kind: 'case-study', id })
const publication = (published: boolean) => (published ? 'published' : 'draft')

/**
 * The agency's case studies (issue 36, ADR 0154). Visitors read the published ones from the shared read cache;
 * editors and admins (and `content:write` keys) read drafts and write. Every successful write empties the shared
 * read cache and the page cache on every replica (ADR 0074), so the next page render shows the save.
 */
/**
 * The stored copy names the site's partner and brand by placeholder (ADR 0154), so a rename in the settings
 * reaches every study: what visitors (and a preview) read has them filled, here, once; staff edit the placeholders.
 */
const namesOf = (config: Config) => ({ brandName: config.BRAND_NAME, partnerName: config.PARTNER_NAME })

export const caseStudyOperations = {
  list: operation({
    summary: 'The published case studies as cards, in the agency’s order',
    access: 'public',
    kind: 'query',
    output: z.array(caseStudyCardSchema),
    run: async ({ ctx }) => withNames(await publishedCaseStudyCards(ctx.em), namesOf(ctx.config)),
    sameForEveryone: true,
    rest: { method: 'GET', path: '/case-studies', shared: true },
  }),
  bySlug: operation({
    summary: 'A published case study’s page by its slug (a draft is not found)',
    access: 'public',
    kind: 'query',
    input: caseStudySlugSchema,
    output: caseStudySchema,
    run: async ({ ctx, input }) =>
      withNames(await publishedCaseStudy(ctx.em, input.slug), namesOf(ctx.config)),
    sameForEveryone: true,
    rest: { method: 'GET', path: '/case-studies/slug/:slug', shared: true },
  }),
  preview: operation({
    summary: 'Any case study’s page by its slug, drafts included: what an editor’s preview shows',
    access: editors,
    apiScopes: ['content:write'],
    kind: 'query',
    input: caseStudySlugSchema,
    output: caseStudySchema,
    run: async ({ ctx, input }) =>
      withNames(await anyCaseStudyBySlug(ctx.em, input.slug), namesOf(ctx.config)),
    rest: { method: 'GET', path: '/case-studies/preview/:slug', noStore: true },
  }),
  staffList: operation({
    summary: 'Every case study, drafts included, as staff edit them: order, version and who saved it last',
    access: editors,
    apiScopes: ['content:write'],
    kind: 'query',
    output: z.array(staffCaseStudySchema),
    run: ({ ctx }) => staffCaseStudies(ctx.em),
    rest: { method: 'GET', path: '/case-studies/staff', noStore: true },
  }),
  get: operation({
    summary: 'One case study as staff edit it, by id',
    access: editors,
    apiScopes: ['content:write'],
    kind: 'query',
    input: idParamSchema,
    output: staffCaseStudySchema,
    run: ({ ctx, input }) => staffCaseStudy(ctx.em, input.id),
    rest: { method: 'GET', path: '/case-studies/:id', noStore: true },
  }),
  create: operation({
    summary: 'Create a case study (a draft unless `published` is true)',
    access: editors,
    apiScopes: ['content:write'],
    kind: 'mutation',
    input: caseStudyFieldsSchema,
    output: staffCaseStudySchema,
    // An integration key saves without a staff member: the row then names nobody.
    run: ({ ctx, input }) => createCaseStudy(ctx.em, input, ctx.user ?? null),
    audit: { withWrite: true, record: ({ output }) => record(output.id) },
    rest: {
      method: 'POST',
      path: '/case-studies',
      status: 201,
      errors: { 409: 'Another case study already uses this slug' },
    },
  }),
  update: operation({
    summary:
      'Save every field of a case study from the version it was read at; a save from an older version is refused with 409',
    access: editors,
    apiScopes: ['content:write'],
    kind: 'mutation',
    input: caseStudyUpdateSchema,
    output: staffCaseStudySchema,
    run: ({ ctx, input: { id, expectedVersion, ...values } }) =>
      updateCaseStudy(ctx.em, id, values, expectedVersion, ctx.user ?? null),
    audit: {
      withWrite: true,
      record: ({ input }) => record(input.id),
      change: {
        field: 'published',
        from: async ({ ctx, input }) => {
          const rows = await ctx.em.execute<{ published: boolean }[]>(
            'select published from case_studies where id = ?',
            [input.id],
          )
          return rows[0] ? publication(rows[0].published === true) : null
        },
        to: ({ output }) => publication(output.published),
      },
    },
    rest: {
      method: 'PUT',
      path: '/case-studies/:id',
      errors: {
        409: 'Someone else saved this case study after the version the save was made from, or another case study uses the slug',
      },
    },
  }),
  remove: operation({
    summary: 'Delete a case study',
    access: editors,
    apiScopes: ['content:write'],
    kind: 'mutation',
    input: idParamSchema,
    output: idParamSchema,
    run: ({ ctx, input }) => deleteCaseStudy(ctx.em, input.id),
    audit: { withWrite: true, record: ({ input }) => record(input.id) },
    rest: { method: 'DELETE', path: '/case-studies/:id' },
  }),
}
