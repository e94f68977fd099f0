import type { Revision, RevisionListItem } from '@/shared/blog/revision.schema'
import type { Em } from '@/server/db/orm'
import { notFound } from '@/server/errors'
import type { CurrentUser } from '@/server/features/auth/public'
import { displayOf, type Article } from '@/shared/blog/article.schema'
import { articleFor } from './blog-authoring'
import { updateArticle } from './blog-article.service'
import { BlogArticleRevisionEntity, type BlogArticleRevision } from './blog-article-revision.entity'
import { BlogCategoryEntity } from './blog-category.entity'
import { BlogTagEntity } from './blog-tag.entity'

/** How many of an article's revisions the history lists (the newest). */
export const REVISIONS_LISTED = 100

const NOT_YOURS_TO_READ = 'Authors can see the history of their own articles only.'

const listItemOf = (row: BlogArticleRevision): RevisionListItem => ({
  id: row.id,
  version: row.version,
  savedAt: row.savedAt,
  savedBy: row.savedBy ? { displayName: row.savedBy.displayName } : null,
  autosave: row.autosave,
  title: row.title,
})

/** The article's revisions, newest first (the last `REVISIONS_LISTED`). */
export async function listRevisions(em: Em, id: number, reader: CurrentUser): Promise<RevisionListItem[]> {
  await articleFor(em, id, reader, NOT_YOURS_TO_READ)
  const rows = await em.find(
    BlogArticleRevisionEntity,
    { article: id },
    { orderBy: { id: 'desc' }, limit: REVISIONS_LISTED, populate: ['savedBy'] },
  )
  return rows.map(listItemOf)
}

/** One revision with every field, to compare and restore. */
export async function getRevision(
  em: Em,
  key: { id: number; revisionId: number },
  reader: CurrentUser,
): Promise<Revision> {
  await articleFor(em, key.id, reader, NOT_YOURS_TO_READ)
  const row = await em.findOne(
    BlogArticleRevisionEntity,
    { id: key.revisionId, article: key.id },
    { populate: ['savedBy', 'content', 'excerpt'] },
  )
  if (!row) throw notFound('Revision')
  return {
    ...listItemOf(row),
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt ?? null,
    imageUrl: row.imageUrl ?? null,
    ...displayOf(row),
    published: row.published,
    publishedAt: row.publishedAt ?? null,
    categoryId: row.categoryId ?? null,
    tagIds: row.tagIds,
  }
}

/**
 * Puts a revision's words back (title, slug, text, excerpt, image, category, tags) as a new save: it goes through
 * the version check and becomes a revision itself. The publication state stays as it is now: restoring an old
 * draft's text does not unpublish the article, nor publish it. A category or tag deleted since is left out.
 */
export async function restoreRevision(
  em: Em,
  key: { id: number; revisionId: number; expectedVersion?: number },
  savedBy: CurrentUser,
): Promise<Article> {
  const revision = await getRevision(em, key, savedBy)
  const category =
    revision.categoryId === null ? null : await em.findOne(BlogCategoryEntity, { id: revision.categoryId })
  const tags = revision.tagIds.length
    ? await em.find(BlogTagEntity, { id: { $in: revision.tagIds } }, { fields: ['id'] })
    : []
  return updateArticle(
    em,
    key.id,
    {
      title: revision.title,
      slug: revision.slug,
      content: revision.content,
      excerpt: revision.excerpt,
      imageUrl: revision.imageUrl,
      ...displayOf(revision),
      categoryId: category?.id ?? null,
      tagIds: tags.map((tag) => tag.id),
    },
    savedBy,
    { expectedVersion: key.expectedVersion },
  )
}
