import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { UserSchema } from '@/server/features/auth/user.entity'
import { BlogArticleTagSchema } from './blog-article-tag.entity'
import { BlogCategorySchema } from './blog-category.entity'
import { BlogTagSchema } from './blog-tag.entity'

export const BlogArticleSchema = defineEntity({
  name: 'BlogArticle',
  tableName: 'blog_articles',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.string().length(255),
    slug: p.string().length(255).unique(),
    content: p.text(),
    excerpt: p.text().nullable(),
    imageUrl: p.text().nullable(),
    published: p.boolean().default(false),
    publishedAt: p.datetime().nullable(),
    // Articles survive the removal of their author or category.
    author: () => p.manyToOne(UserSchema).fieldName('author_id').nullable().deleteRule('set null'),
    category: () =>
      p.manyToOne(BlogCategorySchema).fieldName('category_id').nullable().deleteRule('set null').index(),
    tags: () => p.manyToMany(BlogTagSchema).pivotEntity(() => BlogArticleTagSchema),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
})
export type BlogArticle = InferEntity<typeof BlogArticleSchema>
