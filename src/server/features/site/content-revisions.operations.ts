import { z } from 'zod'
import {
  contentRecordSchema,
  contentRevisionKeySchema,
  contentRevisionListItemSchema,
  contentRevisionSchema,
} from '@/shared/site/content-revision.schema'
import { operation, staff } from '@/server/operations/define'
import { getContentRevision, listContentRevisions } from './content-revisions.service'

/**
 * The history of site content (issue 36, ADR 0151): the staff who edit it list a record's saves and read one to
 * compare or restore. Restoring is the kind's own save, sent with the old fields (it becomes a revision itself).
 */
export const contentRevisionOperations = {
  contentRevisions: operation({
    summary: 'A piece of site content’s saves, newest first: its version, who saved it and when',
    access: staff('admin', 'editor'),
    apiScopes: ['content:write'],
    kind: 'query',
    input: contentRecordSchema,
    output: z.array(contentRevisionListItemSchema),
    run: ({ ctx, input }) => listContentRevisions(ctx.em, input),
    rest: { method: 'GET', path: '/site/revisions/:kind/:key', noStore: true },
  }),
  contentRevision: operation({
    summary: 'One save of a piece of site content with the fields it wrote (to compare or restore)',
    access: staff('admin', 'editor'),
    apiScopes: ['content:write'],
    kind: 'query',
    input: contentRevisionKeySchema,
    output: contentRevisionSchema,
    run: ({ ctx, input }) => getContentRevision(ctx.em, input),
    rest: {
      method: 'GET',
      path: '/site/revisions/:kind/:key/:version',
      noStore: true,
      errors: {
        409: 'The save was not kept as a set of fields (no save writes one so): it cannot be compared or restored',
      },
    },
  }),
}
