import { UniqueConstraintViolationException } from '@mikro-orm/core'
import type { Em } from '@/server/db/orm'
import { AppError } from '@/server/errors'
import { formatUtcMinute } from '@/shared/us-format'
import { displayOf } from '@/shared/blog/article.schema'
import { emitWebhookEvent } from '@/server/features/webhooks/public'
import { UserEntity, type CurrentUser } from '@/server/features/auth/public'
import type { BlogArticle } from './blog-article.entity'
import { BlogArticleRevisionEntity } from './blog-article-revision.entity'

export const slugTaken = (slug: string) =>
  new AppError('CONFLICT', `An article with the slug "${slug}" already exists. Choose another slug.`, {
    fields: { slug: 'Another article already uses this slug' },
  })

/** The ETag of an article's version: what its GET answers staff, and what a PATCH's If-Match names. */
export const versionEtag = (version: number) => `"v${version}"`

/**
 * A save made from an older version than the stored one (ADR 0135). `fields.expectedVersion` lets a form tell
 * this 409 from a taken slug's.
 */
export const staleSave = (savedAt: Date) =>
  new AppError(
    'CONFLICT',
    `Someone else saved this article at ${formatUtcMinute(savedAt)}, after you opened it. Reload to see their changes (copy your text first: this save was not made).`,
    { fields: { expectedVersion: 'Someone else saved this article after you opened it' } },
  )

/**
 * Takes the article's next version in the database, inside the save's transaction: with an expected version the
 * UPDATE's WHERE clause holds it, so of two saves from one version exactly one gets a row (the other waits for
 * the first's row lock, then finds the version moved on), on every replica. Without one (REST without If-Match,
 * the list's publish toggle) the save simply counts: the last write wins, as it did before versions.
 */
async function claimNextVersion(tx: Em, article: BlogArticle, expected: number | undefined) {
  const rows = await tx.execute<{ version: number }[]>(
    expected === undefined
      ? 'update blog_articles set version = version + 1 where id = ? returning version'
      : 'update blog_articles set version = version + 1 where id = ? and version = ? returning version',
    expected === undefined ? [article.id] : [article.id, expected],
  )
  if (!rows[0]) throw staleSave(await lastSavedAt(tx, article.id))
  // The entity writes the same number in the flush that follows, with its other changes and updated_at.
  article.version = rows[0].version
}

async function lastSavedAt(em: Em, id: number): Promise<Date> {
  const rows = await em.execute<{ updated_at: string | Date }[]>(
    "select to_json(updated_at) #>> '{}' as updated_at from blog_articles where id = ?",
    [id],
  )
  return rows[0] ? new Date(rows[0].updated_at) : new Date()
}

export interface SaveOptions {
  /** Absent for a new article. */
  existing?: { wasPublished: boolean; expectedVersion: number | undefined }
  /** Null: an integration key. */
  savedBy: CurrentUser | null
  /** The editor's autosave of a draft: merged into the saver's previous autosave revision (ADR 0136). */
  autosave?: boolean
}

/**
 * Keeps the article as this save left it (ADR 0136). An autosave right after the same person's autosave moves
 * that revision on instead of adding one.
 */
async function recordRevision(tx: Em, article: BlogArticle, savedBy: CurrentUser | null, autosave: boolean) {
  const values = {
    version: article.version,
    title: article.title,
    slug: article.slug,
    content: article.content,
    excerpt: article.excerpt ?? null,
    imageUrl: article.imageUrl ?? null,
    ...displayOf(article),
    published: article.published,
    publishedAt: article.publishedAt ?? null,
    categoryId: article.category?.id ?? null,
    tagIds: article.tags.getItems().map((tag) => tag.id),
    savedAt: new Date(),
  }
  if (autosave && savedBy) {
    const [last] = await tx.find(
      BlogArticleRevisionEntity,
      { article: article.id },
      { orderBy: { id: 'desc' }, limit: 1, fields: ['id', 'autosave', 'savedBy'] },
    )
    if (last?.autosave && last.savedBy?.id === savedBy.id) {
      await tx.nativeUpdate(BlogArticleRevisionEntity, { id: last.id }, values)
      return
    }
  }
  await tx.insert(BlogArticleRevisionEntity, {
    ...values,
    article: article.id,
    savedBy: savedBy ? tx.getReference(UserEntity, savedBy.id) : null,
    autosave,
  })
}

/**
 * Saves the article in one transaction: its next version (an existing one), its row, its revision, and when this save
 * publishes it, its `article.published` webhook event (ADR 0094). A scheduled article counts as published when it
 * is marked so; its `publishedAt` says when it shows.
 */
export async function flushSaving(
  em: Em,
  article: BlogArticle,
  { existing, savedBy, autosave }: SaveOptions,
) {
  const slug = article.slug
  try {
    await em.transactional(async (tx) => {
      if (existing) await claimNextVersion(tx, article, existing.expectedVersion)
      await tx.flush()
      await recordRevision(tx, article, savedBy, autosave ?? false)
      if (article.published && !existing?.wasPublished)
        await emitWebhookEvent(tx, 'article.published', {
          id: article.id,
          slug: article.slug,
          title: article.title,
          publishedAt: article.publishedAt?.toISOString() ?? null,
        })
    })
  } catch (error) {
    // Two saves racing for one slug: the database's unique index decides, and the loser hears why.
    if (error instanceof UniqueConstraintViolationException) throw slugTaken(slug)
    throw error
  }
}
