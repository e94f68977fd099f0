import type { Article } from '@/shared/blog/article.schema'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import type { CurrentUser } from '@/server/features/auth/public'
import { ARTICLE_POPULATE, toArticle } from './blog-article.dto'
import { BlogArticleEntity } from './blog-article.entity'
import { assertAuthorMayWrite } from './blog-authoring'

/**
 * An author's draft goes to the editors (issue 35, ADR 0091): marked as waiting for review until someone
 * publishes it (`updateArticle` clears the mark). Only a draft can wait; an author may submit only their own.
 */
export async function submitForReview(
  em: Em,
  id: number,
  submittedBy: CurrentUser,
  now = new Date(),
): Promise<Article> {
  const article = await em.findOne(BlogArticleEntity, { id }, { populate: ARTICLE_POPULATE })
  if (!article) throw notFound('Article')
  assertAuthorMayWrite(
    submittedBy,
    {},
    { authorId: article.author?.id ?? null, published: article.published },
  )
  if (article.published) throw new AppError('CONFLICT', 'This article is already published.')
  article.reviewRequestedAt ??= now
  await em.flush()
  return toArticle(article)
}
