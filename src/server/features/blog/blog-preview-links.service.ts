import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import type { CurrentUser } from '@/server/features/auth/public'
import { hashToken, issueToken } from '@/server/lib/tokens/single-use-token'
import {
  PREVIEW_LINK_GONE,
  type ArticlePreview,
  type CreatedPreviewLink,
  type PreviewLink,
} from '@/shared/blog/preview-link.schema'
import { ARTICLE_POPULATE, toArticle, toArticleCard, toArticleView } from './blog-article.dto'
import { BlogArticleEntity } from './blog-article.entity'
import { BlogArticlePreviewLinkEntity, type BlogArticlePreviewLink } from './blog-article-preview-link.entity'
import { articleFor } from './blog-authoring'
import { relatedArticles } from './blog-discovery.service'

/**
 * Preview links (issue 36, ADR 0148): staff who may edit an article make a link that shows its saved state to
 * whoever holds it, for a lifetime they choose. The link carries 32 random bytes (base64url, 43 characters);
 * the table keeps their SHA-256 only, so the URL is shown once, in the answer that made it. An unknown, expired
 * or revoked token gets one and the same 404.
 */

const HOUR_MS = 3_600_000
/** What a token looks like; anything else is not looked up (and answers the same 404). */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/

export const previewUrlOf = (config: Pick<Config, 'PUBLIC_URL'>, token: string) =>
  `${config.PUBLIC_URL}/blog/preview/${token}`

const gone = () => new AppError('NOT_FOUND', PREVIEW_LINK_GONE)

const NOT_YOURS_TO_SHARE = 'Authors can share previews of their own articles only.'

const linkOf = (row: BlogArticlePreviewLink): PreviewLink => ({
  id: row.id,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  createdBy: row.createdBy ? { displayName: row.createdBy.displayName } : null,
})

/**
 * Deletes every link whose time is up, whatever its article: links are made by hand, a few a day, so sweeping
 * on each one keeps the table the size of the live links without a scheduled job (ADR 0148).
 */
export const sweepExpiredPreviewLinks = (em: Em, now = new Date()) =>
  em.nativeDelete(BlogArticlePreviewLinkEntity, { expiresAt: { $lte: now } })

/** Makes a link for the article that works for `expiresInHours`; its URL is in this answer and nowhere else. */
export async function createPreviewLink(
  em: Em,
  input: { id: number; expiresInHours: number },
  user: CurrentUser,
  config: Pick<Config, 'PUBLIC_URL'>,
  now = new Date(),
): Promise<CreatedPreviewLink> {
  await articleFor(em, input.id, user, NOT_YOURS_TO_SHARE)
  await sweepExpiredPreviewLinks(em, now)
  const { token, hash, expiresAt } = issueToken(input.expiresInHours * HOUR_MS, now)
  const row = em.create(BlogArticlePreviewLinkEntity, {
    article: input.id,
    tokenHash: hash,
    createdBy: user.id,
    createdAt: now,
    expiresAt,
  })
  await em.flush()
  return {
    id: row.id,
    createdAt: now,
    expiresAt,
    createdBy: { displayName: user.displayName },
    url: previewUrlOf(config, token),
  }
}

/** The article's links that still work, newest first: who made each, when, and when it expires. */
export async function listPreviewLinks(
  em: Em,
  id: number,
  user: CurrentUser,
  now = new Date(),
): Promise<PreviewLink[]> {
  await articleFor(em, id, user, NOT_YOURS_TO_SHARE)
  const rows = await em.find(
    BlogArticlePreviewLinkEntity,
    { article: id, expiresAt: { $gt: now } },
    { orderBy: { id: 'desc' }, populate: ['createdBy'] },
  )
  return rows.map(linkOf)
}

/** Revokes a link: its row is deleted, and the link answers as an expired one does. */
export async function revokePreviewLink(em: Em, key: { id: number; linkId: number }, user: CurrentUser) {
  await articleFor(em, key.id, user, NOT_YOURS_TO_SHARE)
  const deleted = await em.nativeDelete(BlogArticlePreviewLinkEntity, { id: key.linkId, article: key.id })
  if (!deleted) throw notFound('Preview link')
  return { id: key.linkId, deleted: true as const }
}

/**
 * What a preview link shows: the article's saved state as its page renders it, published or not, with the
 * related articles a reader would see. One 404 for a malformed, unknown, expired or revoked token.
 */
export async function readPreview(em: Em, token: string, now = new Date()): Promise<ArticlePreview> {
  if (!PREVIEW_TOKEN.test(token)) throw gone()
  const link = await em.findOne(
    BlogArticlePreviewLinkEntity,
    { tokenHash: hashToken(token), expiresAt: { $gt: now } },
    { fields: ['id', 'article', 'expiresAt'] },
  )
  if (!link) throw gone()
  const entity = await em.findOne(BlogArticleEntity, { id: link.article.id }, { populate: ARTICLE_POPULATE })
  if (!entity) throw gone()
  const article = toArticle(entity)
  const related = await relatedArticles(em, article)
  return {
    article: { ...toArticleView(article), related: related.map(toArticleCard) },
    expiresAt: link.expiresAt,
  }
}
