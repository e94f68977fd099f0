import type { CurrentUser } from '@/server/features/auth/public'
import { z } from 'zod'
import {
  articleCardSchema,
  articleInputSchema,
  articleListQuerySchema,
  articlePageSchema,
  articlePageViewSchema,
  articlePatchSchema,
  articleSchema,
  articleTableRowSchema,
  deletedEntrySchema,
  expectedVersionSchema,
  previewInputSchema,
  renderedArticleSchema,
  slugParamSchema,
} from '@/shared/blog/article.schema'
import { idParamSchema } from '@/shared/fields'
import {
  blogCategorySchema,
  blogTagListItemSchema,
  blogTagSchema,
  categoryInputSchema,
  categoryPatchSchema,
  tagInputSchema,
  tagPatchSchema,
  taxonomyUsageSchema,
} from '@/shared/blog/taxonomy.schema'
import { operation, restOperation, staff } from '@/server/operations/define'
import { toArticleCard, toArticleView } from './blog-article.dto'
import {
  createArticle,
  deleteArticle,
  getArticle,
  listArticleCards,
  listArticleTableRows,
  listArticles,
  previewArticle,
  updateArticle,
} from './blog-article.service'
import { versionEtag } from './blog-article-saving'
import { audienceOf } from './blog-audience'
import { listTagsWithCounts, relatedArticles } from './blog-discovery.service'
import { submitForReview } from './blog-review.service'
import { previewLinkOperations } from './blog-preview-links.operations'
import { revisionOperations } from './blog-revisions.operations'
import * as taxonomy from './blog-taxonomy.service'

/** `{ id, values }`: the procedures' update shape; REST sends the id in the path and the values as the body. */
const withId = <T extends z.ZodType>(values: T) => z.object({ id: idParamSchema.shape.id, values })

/** Categories and tags: anyone lists them; staff create, rename and delete them (decision D9). */
const taxonomyOperations = {
  categories: {
    list: operation({
      summary: 'Every category',
      access: 'public',
      kind: 'query',
      output: z.array(blogCategorySchema),
      run: ({ ctx }) => taxonomy.listCategories(ctx.em),
      sameForEveryone: true,
      rest: { method: 'GET', path: '/blog/categories', shared: true },
    }),
    create: operation({
      summary: 'Create a category',
      access: staff('admin', 'editor'),
      apiScopes: ['content:write'],
      kind: 'mutation',
      input: categoryInputSchema,
      output: blogCategorySchema,
      run: ({ ctx, input }) => taxonomy.createCategory(ctx.em, input),
      rest: { method: 'POST', path: '/blog/categories', status: 201 },
    }),
    rename: operation({
      summary: 'Rename a category and/or change its description (what is left out stays)',
      access: staff('admin', 'editor'),
      apiScopes: ['content:write'],
      kind: 'mutation',
      input: withId(categoryPatchSchema),
      output: blogCategorySchema,
      run: ({ ctx, input }) => taxonomy.updateCategory(ctx.em, input.id, input.values),
      rest: { method: 'PATCH', path: '/blog/categories/:id', body: 'values' },
    }),
    remove: operation({
      summary: 'Delete a category (its articles keep no category)',
      access: staff('admin', 'editor'),
      apiScopes: ['content:write'],
      kind: 'mutation',
      input: idParamSchema,
      output: deletedEntrySchema,
      run: ({ ctx, input }) => taxonomy.deleteCategory(ctx.em, input.id),
      rest: { method: 'DELETE', path: '/blog/categories/:id' },
    }),
  },
  tags: {
    list: operation({
      summary: 'Every tag, with how many published articles carry it (`articleCount`)',
      access: 'public',
      kind: 'query',
      output: z.array(blogTagListItemSchema),
      run: ({ ctx }) => listTagsWithCounts(ctx.em),
      sameForEveryone: true,
      rest: { method: 'GET', path: '/blog/tags', shared: true },
    }),
    create: operation({
      summary: 'Create a tag',
      access: staff('admin', 'editor'),
      apiScopes: ['content:write'],
      kind: 'mutation',
      input: tagInputSchema,
      output: blogTagSchema,
      run: ({ ctx, input }) => taxonomy.createTag(ctx.em, input),
      rest: { method: 'POST', path: '/blog/tags', status: 201 },
    }),
    rename: operation({
      summary: 'Rename a tag',
      access: staff('admin', 'editor'),
      apiScopes: ['content:write'],
      kind: 'mutation',
      input: withId(tagPatchSchema),
      output: blogTagSchema,
      run: ({ ctx, input }) => taxonomy.renameTag(ctx.em, input.id, input.values),
      rest: { method: 'PATCH', path: '/blog/tags/:id', body: 'values' },
    }),
    remove: operation({
      summary: 'Delete a tag',
      access: staff('admin', 'editor'),
      apiScopes: ['content:write'],
      kind: 'mutation',
      input: idParamSchema,
      output: deletedEntrySchema,
      run: ({ ctx, input }) => taxonomy.deleteTag(ctx.em, input.id),
      rest: { method: 'DELETE', path: '/blog/tags/:id' },
    }),
  },
  taxonomyUsage: operation({
    summary:
      'How many articles (drafts and scheduled ones included) each category and tag is on: what deleting one changes',
    access: staff('admin', 'editor'),
    apiScopes: ['content:write'],
    kind: 'query',
    output: taxonomyUsageSchema,
    run: ({ ctx }) => taxonomy.taxonomyUsage(ctx.em),
    rest: { method: 'GET', path: '/blog/taxonomy-usage' },
  }),
}

/**
 * The blog (product §7). Reads follow the visibility rule of decision D12 (staff also see drafts and
 * scheduled articles); writes are staff only. REST's list and slug read answer the stored article (markdown);
 * the procedures answer what the pages show (cards, rendered HTML), so those are separate operations.
 */
export const blogOperations = {
  /** The public list: what visitors see, whoever asks (staff read everything through `adminList`). */
  list: operation({
    summary: 'Published articles as cards, newest first',
    access: 'public',
    kind: 'query',
    input: articleListQuerySchema,
    output: articlePageSchema(articleCardSchema),
    run: ({ ctx, input }) => listArticleCards(ctx.em, input),
    sameForEveryone: true,
  }),
  adminList: operation({
    summary: 'Every article, drafts and scheduled ones included, as rows of the management table',
    access: staff('admin', 'editor', 'author'),
    kind: 'query',
    input: articleListQuerySchema,
    output: articlePageSchema(articleTableRowSchema),
    run: ({ ctx, input }) => listArticleTableRows(ctx.em, input, ctx.user),
  }),
  articles: restOperation({
    summary:
      'Articles the caller may see (staff: every one), `{ data, meta: { total } }`; `meta.total` is a numeric string',
    access: 'public',
    kind: 'query',
    input: articleListQuerySchema,
    output: z.object({ data: z.array(articleSchema), meta: z.object({ total: z.string() }) }),
    run: async ({ ctx, input }) => {
      const { items, total } = await listArticles(ctx.em, audienceOf(ctx.user), input)
      return { data: items, meta: { total: String(total) } }
    },
    rest: { method: 'GET', path: '/blog/articles', envelope: 'raw', shared: true },
  }),
  /** The article page: rendered, sanitized HTML. Staff may open drafts (the management table's View). */
  bySlug: operation({
    summary: 'The article page: rendered, sanitized HTML, reading time and up to three related articles',
    access: 'public',
    kind: 'query',
    input: slugParamSchema,
    output: articlePageViewSchema,
    run: async ({ ctx, input }) => {
      const article = await getArticle(ctx.em, audienceOf(ctx.user), input)
      const related = await relatedArticles(ctx.em, article)
      return { ...toArticleView(article), related: related.map(toArticleCard) }
    },
  }),
  articleBySlug: restOperation({
    summary: 'An article by slug, with its markdown',
    access: 'public',
    kind: 'query',
    input: slugParamSchema,
    output: articleSchema,
    run: ({ ctx, input }) => getArticle(ctx.em, audienceOf(ctx.user), input),
    rest: { method: 'GET', path: '/blog/articles/slug/:slug', shared: true },
  }),
  byId: operation({
    summary:
      'An article by id, with its markdown and tags (the edit form). Signed-in callers get its version as the ETag, for If-Match',
    access: 'public',
    kind: 'query',
    input: idParamSchema,
    output: articleSchema,
    run: async ({ ctx, input }) => {
      const article = await getArticle(ctx.em, audienceOf(ctx.user), input)
      // Anonymous readers' shared copy is tagged by its bytes instead (ADR 0074); they cannot save anyway.
      ctx.resHeaders.set('ETag', versionEtag(article.version))
      return article
    },
    rest: { method: 'GET', path: '/blog/articles/:id', shared: true },
  }),
  create: operation({
    summary: 'Write an article',
    access: staff('admin', 'editor', 'author'),
    apiScopes: ['content:write'],
    kind: 'mutation',
    input: articleInputSchema,
    output: articleSchema,
    // An integration key has no user (ADR 0095): the article then needs its `authorId`.
    run: ({ ctx, input }) => createArticle(ctx.em, input, ctx.user as CurrentUser | null),
    rest: { method: 'POST', path: '/blog/articles', status: 201 },
  }),
  update: operation({
    summary: 'Change some of an article’s fields; with the version it was made from, a stale save is refused',
    access: staff('admin', 'editor', 'author'),
    apiScopes: ['content:write'],
    kind: 'mutation',
    input: withId(articlePatchSchema).extend({
      expectedVersion: expectedVersionSchema,
      // The editor's autosave of a draft (procedure only; ADR 0136): refused for a published article.
      autosave: z.boolean().optional(),
    }),
    output: articleSchema,
    run: ({ ctx, input }) =>
      updateArticle(ctx.em, input.id, input.values, ctx.user, {
        expectedVersion: input.expectedVersion,
        autosave: input.autosave,
      }),
    rest: {
      method: 'PATCH',
      path: '/blog/articles/:id',
      body: 'values',
      ifMatch: 'expectedVersion',
      errors: {
        409: 'A slug another article uses, or a stale save: someone saved the article after the version in If-Match',
      },
    },
  }),
  remove: operation({
    summary: 'Delete an article',
    access: staff('admin', 'editor'),
    apiScopes: ['content:write'],
    kind: 'mutation',
    input: idParamSchema,
    output: deletedEntrySchema,
    run: ({ ctx, input }) => deleteArticle(ctx.em, input.id),
    rest: { method: 'DELETE', path: '/blog/articles/:id' },
  }),
  /** An author's draft waits for an editor (issue 35); publishing it clears the mark. */
  submitForReview: operation({
    summary: 'Submit a draft for review (authors cannot publish; an editor or admin does)',
    access: staff('admin', 'editor', 'author'),
    kind: 'mutation',
    input: idParamSchema,
    output: articleSchema,
    run: ({ ctx, input }) => submitForReview(ctx.em, input.id, ctx.user),
    rest: {
      method: 'POST',
      path: '/blog/articles/:id/review',
      errors: { 409: 'The article is already published' },
    },
  }),
  /** A mutation: the markdown can be far longer than a URL may be. */
  preview: operation({
    summary: 'The editor’s preview: exactly what the article page will show',
    access: staff('admin', 'editor', 'author'),
    kind: 'mutation',
    input: previewInputSchema,
    output: renderedArticleSchema,
    run: ({ input }) => previewArticle(input.content),
    // Renders, writes nothing: not an entry in the audit trail.
    audit: false,
  }),
  revisions: revisionOperations,
  previewLinks: previewLinkOperations,
  ...taxonomyOperations,
}
