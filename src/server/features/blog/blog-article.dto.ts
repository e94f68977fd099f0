import { displayOf, type Article, type ArticleCard, type ArticleView } from '@/shared/blog/article.schema'
import { articleSummary, readingMinutes } from '@/shared/blog/text'
import type { BlogArticle } from './blog-article.entity'
import { renderMarkdown } from './markdown'

/** The relations every article read loads: the byline, the category and the tags. */
export const ARTICLE_POPULATE = ['author', 'category', 'tags'] as const

/** The order every read lists an article's tags in: by name. */
export const byTagName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)

/** A loaded article entity → the plain shape of section 3 (no password hash or other user fields). */
export function toArticle(entity: BlogArticle): Article {
  const author = entity.author
  const category = entity.category
  return {
    id: entity.id,
    slug: entity.slug,
    title: entity.title,
    excerpt: entity.excerpt ?? null,
    content: entity.content,
    imageUrl: entity.imageUrl ?? null,
    ...displayOf(entity),
    published: entity.published,
    publishedAt: entity.publishedAt ?? null,
    reviewRequestedAt: entity.reviewRequestedAt ?? null,
    createdAt: entity.createdAt,
    updatedAt: entity.updatedAt,
    version: entity.version,
    author: author
      ? {
          id: author.id,
          username: author.username,
          displayName: author.displayName,
          firstName: author.firstName ?? null,
          lastName: author.lastName ?? null,
          bio: author.bio ?? null,
        }
      : null,
    category: category ? { id: category.id, name: category.name } : null,
    tags: entity.tags
      .getItems()
      .map((tag) => ({ id: tag.id, name: tag.name }))
      .sort(byTagName),
  }
}

/** For lists: what a card shows (no content, which can be long; the excerpt or its 120-character fallback). */
export function toArticleCard(article: Article): ArticleCard {
  const { id, slug, title, imageUrl, publishedAt, category, tags, author } = article
  return {
    id,
    slug,
    title,
    imageUrl,
    publishedAt,
    category,
    tags,
    summary: articleSummary(article),
    author: author ? { displayName: author.displayName } : null,
  }
}

/** For the article page: the markdown rendered and sanitized here, never in the browser. */
export function toArticleView(article: Article): ArticleView {
  // The version is the editor's business (ADR 0135), not the readers'.
  const { content, version: _version, ...rest } = article
  return {
    ...rest,
    summary: articleSummary(article),
    html: renderMarkdown(content),
    readingMinutes: readingMinutes(content),
  }
}
