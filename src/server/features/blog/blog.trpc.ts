import { z } from 'zod'
import {
  articleInputSchema,
  articleListQuerySchema,
  articlePatchSchema,
  idParamSchema,
  previewInputSchema,
  slugParamSchema,
  type ArticlePageView,
} from '../../../shared/blog/article.schema'
import { categoryInputSchema, tagInputSchema } from '../../../shared/blog/taxonomy.schema'
import { adminProcedure, publicProcedure, router } from '../../trpc/init'
import { toArticleCard, toArticleView } from './blog-article.dto'
import {
  audienceOf,
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  previewArticle,
  updateArticle,
} from './blog-article.service'
import { listTagsWithCounts, relatedArticles } from './blog-discovery.service'
import * as taxonomy from './blog-taxonomy.service'

const withId = <T extends z.ZodType>(values: T) => z.object({ id: idParamSchema.shape.id, values })

/** The REST paths' twins for the React pages (same services, same rules). */
export const blogRouter = router({
  /** The public list: what visitors see, whoever asks (staff read everything through `adminList`). */
  list: publicProcedure.input(articleListQuerySchema).query(async ({ ctx, input }) => {
    const { items, total } = await listArticles(ctx.em, 'public', input)
    return { items: items.map(toArticleCard), total }
  }),
  /** Every article, drafts and scheduled ones included: the management table. */
  adminList: adminProcedure.input(articleListQuerySchema).query(async ({ ctx, input }) => {
    const { items, total } = await listArticles(ctx.em, 'staff', input)
    return { items: items.map(toArticleCard), total }
  }),
  /** The article page: rendered, sanitized HTML. Staff may open drafts (the management table's View). */
  bySlug: publicProcedure.input(slugParamSchema).query(async ({ ctx, input }): Promise<ArticlePageView> => {
    const article = await getArticle(ctx.em, audienceOf(ctx.user), input)
    const related = await relatedArticles(ctx.em, article)
    return { ...toArticleView(article), related: related.map(toArticleCard) }
  }),
  /** The article with its markdown and tag ids: the edit form. */
  byId: publicProcedure
    .input(idParamSchema)
    .query(({ ctx, input }) => getArticle(ctx.em, audienceOf(ctx.user), input)),
  create: adminProcedure
    .input(articleInputSchema)
    .mutation(({ ctx, input }) => createArticle(ctx.em, input, ctx.user)),
  update: adminProcedure
    .input(withId(articlePatchSchema))
    .mutation(({ ctx, input }) => updateArticle(ctx.em, input.id, input.values)),
  remove: adminProcedure.input(idParamSchema).mutation(({ ctx, input }) => deleteArticle(ctx.em, input.id)),
  /** The editor's preview (a mutation: the markdown can be far longer than a URL may be). */
  preview: adminProcedure.input(previewInputSchema).mutation(({ input }) => previewArticle(input.content)),

  categories: router({
    list: publicProcedure.query(({ ctx }) => taxonomy.listCategories(ctx.em)),
    create: adminProcedure
      .input(categoryInputSchema)
      .mutation(({ ctx, input }) => taxonomy.createCategory(ctx.em, input)),
    rename: adminProcedure
      .input(withId(categoryInputSchema))
      .mutation(({ ctx, input }) => taxonomy.updateCategory(ctx.em, input.id, input.values)),
    remove: adminProcedure
      .input(idParamSchema)
      .mutation(({ ctx, input }) => taxonomy.deleteCategory(ctx.em, input.id)),
  }),
  tags: router({
    /** With each tag's count of live articles: the public tag list (issue 18). */
    list: publicProcedure.query(({ ctx }) => listTagsWithCounts(ctx.em)),
    create: adminProcedure
      .input(tagInputSchema)
      .mutation(({ ctx, input }) => taxonomy.createTag(ctx.em, input)),
    rename: adminProcedure
      .input(withId(tagInputSchema))
      .mutation(({ ctx, input }) => taxonomy.renameTag(ctx.em, input.id, input.values)),
    remove: adminProcedure
      .input(idParamSchema)
      .mutation(({ ctx, input }) => taxonomy.deleteTag(ctx.em, input.id)),
  }),
})
