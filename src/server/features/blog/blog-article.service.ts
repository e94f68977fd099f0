import type { FilterQuery } from '@mikro-orm/core'
import type { QBFilterQuery } from '@mikro-orm/sql'
import type {
  Article,
  ArticleCard,
  ArticleListQuery,
  ArticlePage,
  ArticlePatch,
  ArticleTableRow,
  ArticleValues,
} from '@/shared/blog/article.schema'
import { readingMinutes } from '@/shared/blog/text'
import { ARTICLE_DISPLAY_FIELDS, displayOf } from '@/shared/blog/article.schema'
import { findPage, pageTotal } from '@/server/db/find-page'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import { UserEntity, type CurrentUser } from '@/server/features/auth/public'
import { hasRole } from '@/shared/auth/roles'
import { assertAuthorMayWrite, MANAGE_ALL_ARTICLES } from './blog-authoring'
import { visibleTo, type Audience } from './blog-audience'
import {
  articleCardsOfPage,
  articlesOfPage,
  articleTableRowsOfPage,
  type ArticleIdQuery,
} from './blog-article-rows'
import { ARTICLE_POPULATE, toArticle } from './blog-article.dto'
import { flushSaving, slugTaken, staleSave } from './blog-article-saving'
import { BlogArticleEntity, type BlogArticle } from './blog-article.entity'
import { BlogCategoryEntity } from './blog-category.entity'
import { searchFilter } from './blog-discovery.service'
import { BlogTagEntity } from './blog-tag.entity'
import { renderMarkdown } from './markdown'

/** A page of the articles this audience may see that match the query, with their full text (the REST list). */
export const listArticles = (
  em: Em,
  audience: Audience,
  query: ArticleListQuery,
  now = new Date(),
): Promise<ArticlePage<Article>> => articlePage(em, audience, query, now, articlesOfPage)

/** A page of live articles as cards (no text, a summary): the blog list and the feed, whoever reads them. */
export const listArticleCards = (
  em: Em,
  query: ArticleListQuery,
  now = new Date(),
): Promise<ArticlePage<ArticleCard>> => articlePage(em, 'public', query, now, articleCardsOfPage)

/**
 * Every article this staff member may manage, a page of the staff table's rows (drafts and scheduled ones
 * included): an author manages their own articles only.
 */
export const listArticleTableRows = (
  em: Em,
  query: ArticleListQuery,
  manager: CurrentUser,
): Promise<ArticlePage<ArticleTableRow>> =>
  articlePage(
    em,
    hasRole(manager, MANAGE_ALL_ARTICLES) ? 'staff' : { authorId: manager.id },
    query,
    new Date(),
    articleTableRowsOfPage,
    { author: manager.id },
  )

/**
 * A page of the articles this audience may see that match the query, read by `read` with the statement that
 * selects the page's ids (the filters compose in the ORM; the rows and the ids are one statement). The total is
 * counted only when the page does not tell it (`pageTotal`).
 */
async function articlePage<Item>(
  em: Em,
  audience: Audience,
  query: ArticleListQuery,
  now: Date,
  read: (em: Em, page: ArticleIdQuery) => Promise<Item[]>,
  /** Instead of what the audience may see (the management table: an author's own articles). */
  managed?: FilterQuery<BlogArticle>,
): Promise<ArticlePage<Item>> {
  const where: FilterQuery<BlogArticle>[] = []
  const visible = audience === 'staff' ? undefined : (managed ?? visibleTo(audience, now))
  if (visible) where.push(visible)
  if (audience !== 'public' && query.published !== undefined) where.push({ published: query.published })
  // Typo-tolerant, word by word (ADR 0044); category and tag compose with it and with each other.
  const searched = query.search ? await searchFilter(em, query.search) : undefined
  if (searched) where.push(searched)
  if (query.categoryId) where.push({ category: query.categoryId })
  if (query.tagId) where.push({ tags: { id: query.tagId } })
  const filter: FilterQuery<BlogArticle> = where.length ? { $and: where } : {}

  const ids = em
    .createQueryBuilder(BlogArticleEntity)
    .select('id')
    // The same filter em.find takes; the builder's type leaves out the bare primary key a FilterQuery may be.
    .where(filter as QBFilterQuery<BlogArticle>)
    // Readers get the newest publication first; staff the newest draft first (the spec's initial sort).
    .orderBy(
      audience === 'public'
        ? [{ publishedAt: 'desc' }, { id: 'desc' }]
        : [{ createdAt: 'desc' }, { id: 'desc' }],
    )
    .limit(query.limit)
    .offset(query.offset)
  const items = await read(em, ids.toQuery())
  return { items, total: await pageTotal(items.length, query, () => em.count(BlogArticleEntity, filter)) }
}

/**
 * Scheduled articles (staff only): published, with a publication date still to come, soonest first. The
 * complement of what `liveAt` lets visitors see among published articles; the staff home lists them.
 */
export async function listScheduledArticles(
  em: Em,
  limit: number,
  now = new Date(),
): Promise<ArticlePage<Pick<Article, 'id' | 'title' | 'slug'> & { publishedAt: Date }>> {
  const [rows, total] = await findPage(
    em,
    BlogArticleEntity,
    { published: true, publishedAt: { $gt: now } },
    {
      orderBy: [{ publishedAt: 'asc' }, { id: 'asc' }],
      limit,
      fields: ['id', 'title', 'slug', 'publishedAt'],
    },
  )
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      publishedAt: row.publishedAt!,
    })),
    total,
  }
}

/** One article by id or slug, as this audience may see it; anything hidden is simply not found. */
export async function getArticle(
  em: Em,
  audience: Audience,
  key: { id: number } | { slug: string },
  now = new Date(),
): Promise<Article> {
  const where: FilterQuery<BlogArticle>[] = ['id' in key ? { id: key.id } : { slug: key.slug.toLowerCase() }]
  const visible = visibleTo(audience, now)
  if (visible) where.push(visible)
  const article = await em.findOne(BlogArticleEntity, { $and: where }, { populate: ARTICLE_POPULATE })
  if (!article) throw notFound('Article')
  return toArticle(article)
}

const invalidField = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `Invalid input: ${field}: ${message}`, { fields: { [field]: message } })

async function assertSlugFree(em: Em, slug: string, exceptId?: number) {
  const other = await em.findOne(BlogArticleEntity, { slug }, { fields: ['id'] })
  if (other && other.id !== exceptId) throw slugTaken(slug)
}

/** Category, author and tags named by id must exist: an unknown id is the caller's mistake (400), not a 500. */
async function references(em: Em, values: ArticlePatch) {
  const category =
    values.categoryId === undefined || values.categoryId === null
      ? values.categoryId
      : await em.findOne(BlogCategoryEntity, { id: values.categoryId })
  if (category === null && values.categoryId) throw invalidField('categoryId', 'Category not found')

  const author =
    values.authorId === undefined || values.authorId === null
      ? values.authorId
      : await em.findOne(UserEntity, { id: values.authorId })
  if (author === null && values.authorId) throw invalidField('authorId', 'Author not found')

  const tags = values.tagIds ? await em.find(BlogTagEntity, { id: { $in: values.tagIds } }) : undefined
  if (tags && values.tagIds && tags.length !== values.tagIds.length) {
    const found = new Set(tags.map((tag) => tag.id))
    const missing = values.tagIds.filter((id) => !found.has(id))
    throw invalidField('tagIds', `Unknown tag id${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`)
  }
  return { category, author, tags }
}

async function reload(em: Em, id: number): Promise<Article> {
  const article = await em.findOneOrFail(BlogArticleEntity, { id }, { populate: ARTICLE_POPULATE })
  return toArticle(article)
}

/**
 * Creates an article from the form values. The author defaults to the staff member saving it; publishing
 * without a date publishes now (product §4).
 */
export async function createArticle(
  em: Em,
  values: ArticleValues,
  /** The signed-in staff member, or null for an integration key with the content:write scope. */
  savedBy: CurrentUser | null,
  now = new Date(),
): Promise<Article> {
  assertAuthorMayWrite(savedBy, values)
  await assertSlugFree(em, values.slug)
  const { category, author, tags } = await references(em, values)
  const writer = author !== undefined ? author : savedBy && em.getReference(UserEntity, savedBy.id)
  if (writer === null && author === undefined)
    throw invalidField('authorId', 'Name the author: an API key writes on behalf of no one')
  const published = values.published ?? false
  const article = em.create(BlogArticleEntity, {
    title: values.title,
    slug: values.slug,
    content: values.content,
    excerpt: values.excerpt ?? null,
    imageUrl: values.imageUrl ?? null,
    ...displayOf(values),
    published,
    publishedAt: values.publishedAt ? new Date(values.publishedAt) : published ? now : null,
    author: writer,
    category: category ?? null,
    version: 1,
  })
  if (tags) article.tags.set(tags)
  await flushSaving(em, article, { savedBy })
  return reload(em, article.id)
}

/**
 * Applies the given form values, or just `published` + `publishedAt` (the list's toggle: publishing sets the
 * date to now, unpublishing clears it, as the caller sends). A published article always has a date. With
 * `expectedVersion` (the editor, REST's If-Match) a save made from an older version is refused (ADR 0135).
 */
export async function updateArticle(
  em: Em,
  id: number,
  patch: ArticlePatch,
  savedBy: CurrentUser | null,
  {
    expectedVersion,
    autosave = false,
    now = new Date(),
  }: { expectedVersion?: number; autosave?: boolean; now?: Date } = {},
): Promise<Article> {
  const article = await em.findOne(BlogArticleEntity, { id }, { populate: ARTICLE_POPULATE })
  if (!article) throw notFound('Article')
  // An autosave keeps a draft's words; it never publishes, and never touches what visitors read.
  if (autosave && (article.published || patch.published || patch.publishedAt))
    throw new AppError('BAD_REQUEST', 'Autosave keeps drafts only: save a published article yourself.')
  // Stale already when read: no need to check anything else. A save racing past here loses in the UPDATE.
  if (expectedVersion !== undefined && article.version !== expectedVersion) throw staleSave(article.updatedAt)
  assertAuthorMayWrite(savedBy, patch, { authorId: article.author?.id ?? null, published: article.published })
  if (patch.slug !== undefined && patch.slug !== article.slug) await assertSlugFree(em, patch.slug, id)
  const wasPublished = article.published
  const { category, author, tags } = await references(em, patch)

  if (patch.title !== undefined) article.title = patch.title
  if (patch.slug !== undefined) article.slug = patch.slug
  if (patch.content !== undefined) article.content = patch.content
  if (patch.excerpt !== undefined) article.excerpt = patch.excerpt
  if (patch.imageUrl !== undefined) article.imageUrl = patch.imageUrl
  for (const field of ARTICLE_DISPLAY_FIELDS) if (patch[field] !== undefined) article[field] = patch[field]
  if (patch.published !== undefined) article.published = patch.published
  if (patch.publishedAt !== undefined)
    article.publishedAt = patch.publishedAt ? new Date(patch.publishedAt) : null
  if (category !== undefined) article.category = category
  if (author !== undefined) article.author = author
  if (tags) article.tags.set(tags)
  if (article.published && !article.publishedAt) article.publishedAt = now
  // Published: the review it waited for is done.
  if (article.published) article.reviewRequestedAt = null

  await flushSaving(em, article, { existing: { wasPublished, expectedVersion }, savedBy, autosave })
  return reload(em, id)
}

/** Deletes an article; its tag links go with it (cascade), its tags and category stay. */
export async function deleteArticle(em: Em, id: number): Promise<{ id: number; deleted: true }> {
  const removed = await em.nativeDelete(BlogArticleEntity, { id })
  if (!removed) throw notFound('Article')
  return { id, deleted: true }
}

/** The editor's preview: exactly what the article page will show, rendered and sanitized here. */
export function previewArticle(content: string) {
  return { html: renderMarkdown(content), readingMinutes: readingMinutes(content) }
}
