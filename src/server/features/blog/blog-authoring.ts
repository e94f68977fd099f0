import type { ArticlePatch } from '@/shared/blog/article.schema'
import { hasRole, PUBLISHER_ROLES } from '@/shared/auth/roles'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import type { CurrentUser } from '@/server/features/auth/public'
import { BlogArticleEntity } from './blog-article.entity'

/** Who manages every article, publishes and schedules (ADR 0091). Authors manage their own drafts only. */
export const MANAGE_ALL_ARTICLES = PUBLISHER_ROLES

const refused = (message: string) => new AppError('FORBIDDEN', message)

/**
 * An author writes and edits their own articles and submits them for review, but never publishes (issue 35):
 * they may not set `published` or a publication date, put another name in the byline, or touch an article
 * that is someone else's or already published (what visitors read changes through an editor only).
 * `existing` is the article being edited; absent when creating one.
 */
export function assertAuthorMayWrite(
  user: CurrentUser | null,
  values: ArticlePatch,
  existing?: { authorId: number | null; published: boolean },
) {
  // No user: an integration key an admin granted content:write (issue 37), which writes as an editor does.
  if (!user || hasRole(user, MANAGE_ALL_ARTICLES)) return
  if (existing && existing.authorId !== user.id) throw refused('Authors can edit only their own articles.')
  if (existing?.published) throw refused('This article is published: an editor makes any further changes.')
  if (values.published || values.publishedAt)
    throw refused('Authors cannot publish or schedule: submit the article for review instead.')
  if (values.authorId !== undefined && values.authorId !== user.id)
    throw refused('Authors write under their own name only.')
}

/**
 * The article (its id and author) whose history or preview links this staff member may work with: admins and
 * editors any, an author their own only (ADR 0091). Someone else's article is refused with `refusal` rather
 * than hidden: the management table already names it.
 */
export async function articleFor(em: Em, id: number, user: CurrentUser, refusal: string) {
  const article = await em.findOne(BlogArticleEntity, { id }, { fields: ['id', 'author'] })
  if (!article) throw notFound('Article')
  if (!hasRole(user, MANAGE_ALL_ARTICLES) && article.author?.id !== user.id) throw refused(refusal)
  return article
}
