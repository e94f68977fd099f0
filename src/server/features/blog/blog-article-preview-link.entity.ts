import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'
import { BlogArticleEntity } from './blog-article.entity'

/**
 * A link that shows an article's saved state to whoever holds it, until it expires (issue 36, ADR 0148). The
 * link carries 32 random bytes; only their SHA-256 is kept, so a leaked table or backup opens nothing. Revoking
 * deletes the row; expired rows are deleted by the next link made (blog-preview-links.service.ts).
 */
export const BlogArticlePreviewLinkEntity = defineEntity({
  name: 'BlogArticlePreviewLink',
  tableName: 'blog_article_preview_links',
  properties: {
    id: p.integer().primary().autoincrement(),
    article: () => p.manyToOne(BlogArticleEntity).fieldName('article_id').deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    /** Null: the person was removed since (the link keeps working until it expires). */
    createdBy: () => p.manyToOne(UserEntity).fieldName('created_by_id').nullable().deleteRule('set null'),
    createdAt: createdAtColumn(),
    expiresAt: p.datetime().index(),
  },
})
export type BlogArticlePreviewLink = InferEntity<typeof BlogArticlePreviewLinkEntity>
