import { z } from 'zod'
import { deletedEntrySchema } from '@/shared/blog/article.schema'
import { idParamSchema } from '@/shared/fields'
import {
  articlePreviewSchema,
  createdPreviewLinkSchema,
  previewLinkCreateSchema,
  previewLinkKeySchema,
  previewLinkSchema,
  previewTokenSchema,
} from '@/shared/blog/preview-link.schema'
import { operation, staff } from '@/server/operations/define'
import {
  createPreviewLink,
  listPreviewLinks,
  readPreview,
  revokePreviewLink,
} from './blog-preview-links.service'

/**
 * Preview links (issue 36 point 3, ADR 0148): the staff who may edit an article (admins and editors any, authors
 * their own, as its history) make, list and revoke links to its saved state; anyone holding a link reads it
 * until it expires. Never an integration key's: a link is made by someone, for someone.
 */
export const previewLinkOperations = {
  create: operation({
    summary:
      'Make a preview link to the article’s saved state that works for `expiresInHours` (1 to 720, 72 unless given); the answer holds its URL, this once',
    access: staff('admin', 'editor', 'author'),
    kind: 'mutation',
    input: previewLinkCreateSchema,
    output: createdPreviewLinkSchema,
    run: ({ ctx, input }) => createPreviewLink(ctx.em, input, ctx.user, ctx.config),
    rest: {
      method: 'POST',
      path: '/blog/articles/:id/preview-links',
      status: 201,
      body: 'optional',
      noStore: true,
    },
  }),
  list: operation({
    summary:
      'The article’s preview links that still work, newest first: who made each, when, and when it expires (never the link)',
    access: staff('admin', 'editor', 'author'),
    kind: 'query',
    input: idParamSchema,
    output: z.array(previewLinkSchema),
    run: ({ ctx, input }) => listPreviewLinks(ctx.em, input.id, ctx.user),
    rest: { method: 'GET', path: '/blog/articles/:id/preview-links', noStore: true },
  }),
  revoke: operation({
    summary: 'Revoke a preview link: it answers 404 from now on, as an expired one does',
    access: staff('admin', 'editor', 'author'),
    kind: 'mutation',
    input: previewLinkKeySchema,
    output: deletedEntrySchema,
    run: ({ ctx, input }) => revokePreviewLink(ctx.em, input, ctx.user),
    rest: { method: 'DELETE', path: '/blog/articles/:id/preview-links/:linkId' },
  }),
  /** The page a link opens; private to whoever holds it, so no cache keeps it (nor the page render's). */
  read: operation({
    summary:
      'The article a preview link shows, rendered as its page is, and when the link expires; 404 for a link unknown, expired or revoked alike',
    access: 'public',
    kind: 'query',
    input: previewTokenSchema,
    output: articlePreviewSchema,
    run: ({ ctx, input }) => {
      ctx.resHeaders.set('Cache-Control', 'no-store')
      ctx.resHeaders.set('X-Robots-Tag', 'noindex')
      return readPreview(ctx.em, input.token)
    },
    rest: { method: 'GET', path: '/blog/previews/:token', noStore: true },
  }),
}
