import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { BlogArticleSchema } from './blog-article.entity'
import { BlogTagSchema } from './blog-tag.entity'

/** Link table: deleting an article or a tag removes its links, never the other side. */
export const BlogArticleTagSchema = defineEntity({
  name: 'BlogArticleTag',
  tableName: 'blog_articles_tags',
  properties: {
    article: () => p.manyToOne(BlogArticleSchema).fieldName('article_id').primary().deleteRule('cascade'),
    tag: () => p.manyToOne(BlogTagSchema).fieldName('tag_id').primary().deleteRule('cascade').index(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
})
export type BlogArticleTag = InferEntity<typeof BlogArticleTagSchema>
