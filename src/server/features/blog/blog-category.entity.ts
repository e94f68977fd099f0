import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'

export const BlogCategoryEntity = defineEntity({
  name: 'BlogCategory',
  tableName: 'blog_categories',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100).unique(),
    slug: p.string().length(100).unique(),
    description: p.text().nullable(),
    createdAt: createdAtColumn(),
  },
})
export type BlogCategory = InferEntity<typeof BlogCategoryEntity>
