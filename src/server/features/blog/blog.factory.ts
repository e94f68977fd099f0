import type { Em } from '@/server/db/orm'
import { slugify } from '@/shared/blog/slug'
import type { User } from '@/server/features/auth/public'
import { BlogArticleEntity, type BlogArticle } from './blog-article.entity'
import { BlogCategoryEntity, type BlogCategory } from './blog-category.entity'
import { BlogTagEntity, type BlogTag } from './blog-tag.entity'

/**
 * Rows for the demo seed and the tests, written straight to the database (no form rules): tests arrange
 * drafts, scheduled articles and odd dates with them; the seed builds the demo blog.
 */
export async function createBlogCategory(em: Em, name: string, description: string | null = null) {
  const category = em.create(BlogCategoryEntity, { name, slug: slugify(name, 100), description })
  await em.flush()
  return category
}

export async function createBlogTag(em: Em, name: string) {
  const tag = em.create(BlogTagEntity, { name, slug: slugify(name, 50) })
  await em.flush()
  return tag
}

export interface BlogArticleData {
  title: string
  content?: string
  slug?: string
  excerpt?: string | null
  imageUrl?: string | null
  published?: boolean
  publishedAt?: Date | null
  createdAt?: Date
  author?: User | null
  category?: BlogCategory | null
  tags?: BlogTag[]
}

export async function createBlogArticle(em: Em, data: BlogArticleData): Promise<BlogArticle> {
  const published = data.published ?? true
  const publishedAt = data.publishedAt === undefined ? (published ? new Date() : null) : data.publishedAt
  const createdAt = data.createdAt ?? publishedAt ?? new Date()
  const article = em.create(BlogArticleEntity, {
    title: data.title,
    slug: data.slug ?? slugify(data.title),
    content: data.content ?? `${data.title}: the full article, long enough to read.`,
    excerpt: data.excerpt ?? null,
    imageUrl: data.imageUrl ?? null,
    published,
    publishedAt,
    author: data.author ?? null,
    category: data.category ?? null,
    createdAt,
    updatedAt: createdAt,
  })
  if (data.tags) article.tags.set(data.tags)
  await em.flush()
  return article
}
