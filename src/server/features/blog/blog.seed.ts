import { randomBytes } from 'node:crypto'
import type { Em } from '@/server/db/orm'
import { createUser } from '@/server/features/auth/public'
import { storeEncodedImage } from '@/server/features/media/public'
import { createBlogArticle, createBlogCategory, createBlogTag } from './blog.factory'
import { ambassadorArticles } from './seed/articles-ambassadors'
import { eventArticles } from './seed/articles-events'
import { measurementArticles } from './seed/articles-measurement'
import { strategyArticles } from './seed/articles-strategy'
import { unpublishedArticles } from './seed/articles-unpublished'
import { ARTWORK_SIZE, CATEGORY_ARTWORK } from './seed/artwork'
import { artworkId, readArtworkVariants } from './seed/artwork-files'
import { SEED_AUTHOR, SEED_CATEGORIES, SEED_TAGS } from './seed/taxonomy'
import type { SeedArticle } from './seed/types'

export const seedArticles: SeedArticle[] = [
  ...strategyArticles,
  ...ambassadorArticles,
  ...eventArticles,
  ...measurementArticles,
  ...unpublishedArticles,
]

const DAY_MS = 86_400_000

/**
 * Each category's artwork, stored as an image like a staff upload (ADR 0043) from the variants the repository
 * ships encoded (ADR 0144); the URL of its largest variant, by category name.
 */
async function storeArtwork(em: Em): Promise<Map<string, string>> {
  const urls = new Map<string, string>()
  for (const [category, svg] of Object.entries(CATEGORY_ARTWORK)) {
    const image = await storeEncodedImage(
      em,
      { id: artworkId(svg), format: 'svg', ...ARTWORK_SIZE, byteSize: Buffer.byteLength(svg) },
      readArtworkVariants(svg),
    )
    urls.set(category, image.url)
  }
  return urls
}

/**
 * The demo blog: an author, four categories, eight tags, twelve published articles, two drafts and one
 * scheduled article. The author is a byline, not an account: their password is random and never shown, so
 * nobody can sign in as them (no default password ships, decision D7).
 */
export async function seedBlog(em: Em, now = new Date()): Promise<void> {
  const author = await createUser(em, {
    ...SEED_AUTHOR,
    password: randomBytes(32).toString('base64url'),
    role: null,
  })
  const categories = new Map<string, Awaited<ReturnType<typeof createBlogCategory>>>()
  for (const { name, description } of SEED_CATEGORIES)
    categories.set(name, await createBlogCategory(em, name, description))
  const tags = new Map<string, Awaited<ReturnType<typeof createBlogTag>>>()
  for (const name of SEED_TAGS) tags.set(name, await createBlogTag(em, name))
  const artwork = await storeArtwork(em)

  for (const article of seedArticles) {
    const at = (days: number, hour: number) => {
      const date = new Date(now.getTime() + days * DAY_MS)
      date.setUTCHours(hour, 0, 0, 0)
      return date
    }
    const publishedAt =
      article.status === 'published'
        ? at(-article.days, 14)
        : article.status === 'scheduled'
          ? at(article.days, 14)
          : null
    await createBlogArticle(em, {
      title: article.title,
      content: article.content,
      excerpt: article.excerpt,
      imageUrl: article.featuredImage ? (artwork.get(article.category) ?? null) : null,
      published: article.status !== 'draft',
      publishedAt,
      createdAt: article.status === 'draft' ? at(-article.days, 9) : at(-article.days - 3, 9),
      author,
      category: categories.get(article.category) ?? null,
      tags: article.tags.map((name) => tags.get(name)!),
    })
  }
}
