import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { verifyPassword } from '@/server/features/auth/password'
import { UserEntity } from '@/server/features/auth/user.entity'
import { listArticles } from './blog-article.service'
import { BlogArticleEntity } from './blog-article.entity'
import { BlogCategoryEntity } from './blog-category.entity'
import { BlogTagEntity } from './blog-tag.entity'
import { seedBlog } from './blog.seed'
import { renderMarkdown } from './markdown'
import { SEED_AUTHOR } from './seed/taxonomy'
import { CATEGORY_ARTWORK } from './seed/artwork'
import { MediaImageEntity } from '@/server/features/media/media-image.entity'
import { parseVariantUrl, responsiveImageOf } from '@/shared/media/uploaded-image'

const t = useTestApp()
const publicDir = path.resolve(import.meta.dirname, '../../../../public')

beforeAll(async () => {
  await seedBlog(t.current.em())
})

describe('the demo blog', () => {
  it('has at least 12 live articles, 2 drafts and 1 scheduled article', async () => {
    const em = t.current.em()
    const live = await listArticles(em, 'public', {})
    expect(live.total).toBeGreaterThanOrEqual(12)
    expect(await em.count(BlogArticleEntity, { published: false })).toBe(2)
    expect(await em.count(BlogArticleEntity, { published: true, publishedAt: { $gt: new Date() } })).toBe(1)
  })

  it('has 4 categories and 8 tags, every article filed under a category with tags', async () => {
    const em = t.current.em()
    expect(await em.count(BlogCategoryEntity)).toBe(4)
    expect(await em.count(BlogTagEntity)).toBe(8)
    const all = await listArticles(em, 'staff', {})
    for (const article of all.items) {
      expect(article.category, article.title).not.toBeNull()
      expect(article.tags.length, article.title).toBeGreaterThan(0)
    }
  })

  it('is written by an author with a first and last name who cannot sign in', async () => {
    const em = t.current.em()
    const author = await em.findOneOrFail(
      UserEntity,
      { username: SEED_AUTHOR.username },
      { populate: ['password'] },
    )
    expect(author).toMatchObject({ firstName: 'Jordan', lastName: 'Ellis', role: null })
    expect(author.password).toMatch(/^\$argon2id\$/)
    for (const guess of ['', 'password', SEED_AUTHOR.username, 'jordan', 'campuspulse'])
      expect(await verifyPassword(author.password, guess)).toBe(false)
    const { items } = await listArticles(em, 'staff', {})
    expect(items.every((article) => article.author?.id === author.id)).toBe(true)
  })

  it('published articles are real markdown: headings, lists and links in each, images among them', async () => {
    const { items } = await listArticles(t.current.em(), 'public', {})
    for (const article of items) {
      const html = renderMarkdown(article.content)
      expect(html, article.title).toMatch(/<h2>/)
      expect(html, article.title).toMatch(/<(ul|ol)>/)
      expect(html, article.title).toMatch(/<a href="(https:\/\/|\/)/)
      expect(article.content.length, article.title).toBeGreaterThan(1200)
    }
    const withImage = items.filter((article) =>
      /<img src="\/images\/blog\//.test(renderMarkdown(article.content)),
    )
    expect(withImage.length).toBeGreaterThanOrEqual(3)
  })

  it('featured images are the artwork uploaded through the upload service, served as WebP variants', async () => {
    const { items } = await listArticles(t.current.em(), 'staff', {})
    const featured = items.filter((article) => article.imageUrl)
    expect(featured.length).toBeGreaterThanOrEqual(8)
    const stored = await t.current.em().find(MediaImageEntity, {})
    expect(stored.length).toBe(Object.keys(CATEGORY_ARTWORK).length)
    for (const article of featured) {
      const largest = parseVariantUrl(article.imageUrl!)
      expect(largest, `${article.title}: ${article.imageUrl}`).not.toBeNull()
      expect(stored.map((image) => image.id)).toContain(largest!.id)
      const srcSet = responsiveImageOf(article.imageUrl!).srcSet!
      for (const candidate of srcSet.split(', ')) {
        const response = await t.current.request(candidate.split(' ')[0]!)
        expect(response.status, candidate).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/webp')
      }
    }
  })

  it('links only to images the project ships and to pages and articles that exist', async () => {
    const { items } = await listArticles(t.current.em(), 'staff', {})
    const slugs = new Set(items.map((article) => article.slug))
    for (const article of items) {
      const images = [...article.content.matchAll(/\]\((\/images\/[^)\s]+)\)/g)].map((m) => m[1])
      for (const image of images)
        expect(fs.existsSync(path.join(publicDir, image!)), `${article.title}: ${image}`).toBe(true)
      for (const [, slug] of article.content.matchAll(/\]\(\/blog\/([a-z0-9-]+)\)/g))
        expect(slugs.has(slug!), `${article.title} links to /blog/${slug}`).toBe(true)
    }
  })
})
