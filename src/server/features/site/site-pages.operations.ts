import type { z } from 'zod'
import {
  PAGE_COPY,
  pageCopySaveSchema,
  staffPageCopySchema,
  type PageCopyOf,
} from '@/shared/site-copy/page-copy.schema'
import type { PagePart } from '@/shared/site-copy/page-parts'
import { PAGE_PART_PLACES } from '@/shared/site-copy/page-part-places'
import { operation, staff } from '@/server/operations/define'
import { publicPageCopy, savePageCopy, staffPageCopy } from './site-pages.service'

/**
 * One part's copy (issue 36, ADR 0155): the page reads it; editors and admins edit it. The same three operations
 * for every part, each with its part's own schema, so the API reference documents each document exactly. A save
 * empties the shared read cache and the page cache on every replica, as every successful write does (ADR 0074).
 */
function pageCopyOperations<P extends PagePart>(part: P) {
  const { schema, shown, defaults } = PAGE_COPY[part]
  const title = PAGE_PART_PLACES[part].title.toLowerCase()
  return {
    read: operation({
      summary: `The ${title}’s copy as visitors read it (staff’s saved copy, or the demo copy until a save), with the brand, the network’s college count and the agency figures put in where the copy names them`,
      access: 'public',
      kind: 'query',
      output: shown,
      run: ({ ctx }) =>
        publicPageCopy(ctx.em, part, {
          brandName: ctx.config.BRAND_NAME,
          partnerName: ctx.config.PARTNER_NAME,
        }),
      sameForEveryone: true,
      rest: { method: 'GET', path: `/site/pages/${part}`, shared: true },
    }),
    staffRead: operation({
      summary: `The ${title}’s copy as staff edit it, with its version and who saved it last`,
      access: staff('admin', 'editor'),
      apiScopes: ['content:write'],
      kind: 'query',
      output: staffPageCopySchema(schema),
      run: ({ ctx }) => staffPageCopy(ctx.em, part),
      rest: { method: 'GET', path: `/site/pages/${part}/staff`, noStore: true },
    }),
    save: operation({
      summary: `Save the ${title}’s whole copy from the version it was read at; a save from an older version is refused with 409`,
      access: staff('admin', 'editor'),
      apiScopes: ['content:write'],
      kind: 'mutation',
      input: pageCopySaveSchema(schema, defaults as z.input<typeof schema>),
      output: staffPageCopySchema(schema),
      // An integration key saves without a staff member: the row then names nobody.
      run: ({ ctx, input }) =>
        savePageCopy(
          ctx.em,
          part,
          input as { copy: PageCopyOf<P>; expectedVersion: number },
          ctx.user ?? null,
        ),
      audit: { withWrite: true, record: () => ({ kind: 'page', id: part }) },
      rest: {
        method: 'PUT',
        path: `/site/pages/${part}`,
        errors: { 409: 'Someone else saved this page after the version the save was made from' },
      },
    }),
  }
}

export const sitePageOperations = {
  pages: {
    home: pageCopyOperations('home'),
    about: pageCopyOperations('about'),
    terms: pageCopyOperations('terms'),
    privacy: pageCopyOperations('privacy'),
    services: pageCopyOperations('services'),
    // A part per service page, named by its slug (its path under /services).
    'campus-marketing': pageCopyOperations('campus-marketing'),
    'street-teams': pageCopyOperations('street-teams'),
    'brand-activations': pageCopyOperations('brand-activations'),
    'influencer-marketing': pageCopyOperations('influencer-marketing'),
  },
}
