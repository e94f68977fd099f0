import { authorName } from '@/shared/blog/text'
import type { Em } from '@/server/db/orm'
import { listArticleCards } from './blog-article.service'

/** How many of the newest articles the feed carries. */
export const RSS_ITEMS = 20

// XML 1.0 forbids most control characters even when escaped: drop them rather than emit an unreadable feed.
const xmlText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

const element = (name: string, text: string, attributes = '') =>
  `<${name}${attributes}>${xmlText(text)}</${name}>`

/**
 * `/blog/rss.xml` (decision D13): RSS 2.0 of the newest published articles the public may see (scheduled ones
 * appear once their date comes), with absolute links from PUBLIC_URL. Served by http/site-documents.ts.
 */
export async function blogRssXml(em: Em, { brand, origin }: { brand: string; origin: string }) {
  const { items } = await listArticleCards(em, { limit: RSS_ITEMS })
  const blogUrl = `${origin}/blog`
  const entries = items.map((article) => {
    const url = `${blogUrl}/${encodeURIComponent(article.slug)}`
    return [
      '<item>',
      element('title', article.title),
      element('link', url),
      element('guid', url, ' isPermaLink="true"'),
      article.publishedAt ? element('pubDate', article.publishedAt.toUTCString()) : '',
      element('description', article.summary),
      article.author ? element('dc:creator', authorName(article.author)) : '',
      ...(article.category ? [element('category', article.category.name)] : []),
      ...article.tags.map((tag) => element('category', tag.name)),
      '</item>',
    ].join('')
  })
  const newest = items[0]?.publishedAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', `${brand} Blog`),
    element('link', blogUrl),
    element(
      'description',
      `Campus marketing strategy, brand ambassador programs and event playbooks from ${brand}.`,
    ),
    element('language', 'en-us'),
    `<atom:link href="${xmlText(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    newest ? element('lastBuildDate', newest.toUTCString()) : '',
    ...entries,
    '</channel>',
    '</rss>',
  ].join('\n')
}
