import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import { BlogArticleEntity } from './blog-article.entity'
import { BlogTagEntity } from './blog-tag.entity'

/** Link table: deleting an article or a tag removes its links, never the other side. */
export const BlogArticleTagEntity = defineEntity({
  name: 'BlogArticleTag',
  tableName: 'blog_articles_tags',
  properties: {
    article: () => p.manyToOne(BlogArticleEntity).fieldName('article_id').primary().deleteRule('cascade'),
    tag: () => p.manyToOne(BlogTagEntity).fieldName('tag_id').primary().deleteRule('cascade').index(),
    createdAt: createdAtColumn(),
  },
})
export type BlogArticleTag = InferEntity<typeof BlogArticleTagEntity>
