import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'

export const BlogTagEntity = defineEntity({
  name: 'BlogTag',
  tableName: 'blog_tags',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(50).unique(),
    slug: p.string().length(50).unique(),
    createdAt: createdAtColumn(),
  },
})
export type BlogTag = InferEntity<typeof BlogTagEntity>
