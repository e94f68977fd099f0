import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

export const BlogCategorySchema = defineEntity({
  name: 'BlogCategory',
  tableName: 'blog_categories',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100).unique(),
    slug: p.string().length(100).unique(),
    description: p.text().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
})
export type BlogCategory = InferEntity<typeof BlogCategorySchema>
