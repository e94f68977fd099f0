import type { ArticleView } from '@/shared/blog/article.schema'
import { authorName } from '@/shared/blog/text'
import type { SiteConfig } from '@/shared/site'
import { absoluteUrl, pageHead } from '@/web/lib/seo'
import { isLive, isoOf } from './format'

/**
 * The article page's head, in the server-rendered HTML (decision D22): title, description, canonical link,
 * Open Graph / Twitter tags with article dates and section, and Article JSON-LD. Drafts stay out of indexes.
 * Staff's meta title, meta description and social image win over the title, summary and featured image
 * (ADR 0147); the JSON-LD headline stays the article's own.
 */
export function articleHead(site: SiteConfig, article: ArticleView) {
  const path = `/blog/${article.slug}`
  const shared = article.socialImageUrl ?? article.imageUrl
  const image = shared ? absoluteUrl(site, shared) : undefined
  // The alt text describes the featured image; a separate social image has none of its own.
  const imageAlt = article.socialImageUrl ? undefined : (article.imageAlt ?? undefined)
  const description = article.metaDescription ?? article.summary
  const published = article.publishedAt ? isoOf(article.publishedAt) : undefined
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description,
    url: absoluteUrl(site, path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(site, path) },
    ...(image ? { image: [image] } : {}),
    ...(published ? { datePublished: published } : {}),
    dateModified: isoOf(article.updatedAt),
    ...(article.author ? { author: { '@type': 'Person', name: authorName(article.author) } } : {}),
    publisher: { '@type': 'Organization', name: site.brandName, url: site.publicUrl },
    ...(article.category ? { articleSection: article.category.name } : {}),
    ...(article.tags.length ? { keywords: article.tags.map((tag) => tag.name).join(', ') } : {}),
  }
  const head = pageHead(site, {
    title: article.metaTitle ?? article.title,
    description,
    path,
    image,
    imageAlt,
    type: 'article',
    keywords: [...(article.category ? [article.category.name] : []), ...article.tags.map((tag) => tag.name)],
    jsonLd: [jsonLd],
    noindex: !isLive(article),
  })
  const articleMeta = [
    ...(published ? [{ property: 'article:published_time', content: published }] : []),
    { property: 'article:modified_time', content: isoOf(article.updatedAt) },
    ...(article.author ? [{ property: 'article:author', content: authorName(article.author) }] : []),
    ...(article.category ? [{ property: 'article:section', content: article.category.name }] : []),
    ...article.tags.map((tag) => ({ property: 'article:tag', content: tag.name })),
  ]
  return { ...head, meta: [...head.meta, ...articleMeta] }
}
