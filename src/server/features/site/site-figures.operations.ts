import { z } from 'zod'
import {
  figureUpdateSchema,
  publicFiguresSchema,
  staffFigureSchema,
} from '@/shared/marketing/agency-figure.schema'
import { operation, staff } from '@/server/operations/define'
import { listStaffFigures, publicFigures, saveFigure } from './site-figures.service'

const confirmation = (confirmed: boolean) => (confirmed ? 'confirmed' : 'example')

/**
 * The agency figures (issue 36, ADR 0150): every page reads them; editors and admins edit them. A save empties the
 * shared read cache and the page cache on every replica, as every successful write does (ADR 0074).
 */
export const siteFigureOperations = {
  figures: operation({
    summary:
      'The agency’s figures every page states (students reached, brands served, ...), by key: each one’s value, label and whether the agency confirmed it (unconfirmed ones are shown as examples). The network’s college count is the directory’s, not listed here',
    access: 'public',
    kind: 'query',
    output: publicFiguresSchema,
    run: ({ ctx }) => publicFigures(ctx.em),
    sameForEveryone: true,
    rest: { method: 'GET', path: '/site/figures', shared: true },
  }),
  figureList: operation({
    summary:
      'Every agency figure as staff edit it: value, label, the staff note on its source, whether it is confirmed, its version, and who saved it last',
    access: staff('admin', 'editor'),
    apiScopes: ['content:write'],
    kind: 'query',
    output: z.array(staffFigureSchema),
    run: ({ ctx }) => listStaffFigures(ctx.em),
    rest: { method: 'GET', path: '/site/figures/staff', noStore: true },
  }),
  updateFigure: operation({
    summary:
      'Save an agency figure (value, label, note, confirmed) from the version it was read at; a save from an older version is refused with 409',
    access: staff('admin', 'editor'),
    apiScopes: ['content:write'],
    kind: 'mutation',
    input: figureUpdateSchema,
    output: staffFigureSchema,
    // An integration key saves without a staff member: the row then names nobody.
    run: ({ ctx, input }) => saveFigure(ctx.em, input, ctx.user ?? null),
    audit: {
      withWrite: true,
      record: ({ input }) => ({ kind: 'figure', id: input.key }),
      change: {
        field: 'confirmed',
        from: async ({ ctx, input }) => {
          const rows = await ctx.em.execute<{ confirmed: boolean }[]>(
            'select confirmed from site_figures where key = ?',
            [input.key],
          )
          return confirmation(rows[0]?.confirmed === true)
        },
        to: ({ output }) => confirmation(output.confirmed),
      },
    },
    rest: {
      method: 'PUT',
      path: '/site/figures/:key',
      errors: { 409: 'Someone else saved this figure after the version the save was made from' },
    },
  }),
}
