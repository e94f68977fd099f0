import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

export const BlogTagSchema = defineEntity({
  name: 'BlogTag',
  tableName: 'blog_tags',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(50).unique(),
    slug: p.string().length(50).unique(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
})
export type BlogTag = InferEntity<typeof BlogTagSchema>
