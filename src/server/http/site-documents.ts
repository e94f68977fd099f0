import type { Handler } from 'hono'
import { blogRssXml } from '@/server/features/blog/blog-rss'
import { robotsTxt } from '@/server/features/seo/robots'
import { sitemapEntries, sitemapXml } from '@/server/features/seo/sitemap.service'
import type { AppEnv } from './env'

/**
 * The site's machine-read documents: the blog's RSS feed, the sitemap and robots.txt. The features build them;
 * this file only serves them with their types and caching.
 */

// Crawlers fetch these often; an hour of caching keeps them off the database.
const CRAWLER_CACHE = 'public, max-age=3600'

export const blogRssHandler: Handler<AppEnv> = async (c) => {
  const { BRAND_NAME, PUBLIC_URL } = c.get('config')
  c.set('sharedRead', true)
  const xml = await blogRssXml(c.get('em'), { brand: BRAND_NAME, origin: PUBLIC_URL })
  return c.body(xml, 200, {
    'Content-Type': 'application/rss+xml; charset=utf-8',
    // Feed readers poll; five minutes keeps them cheap and lets a scheduled article appear soon after its time.
    'Cache-Control': 'public, max-age=300',
  })
}

export const sitemapHandler: Handler<AppEnv> = async (c) => {
  c.set('sharedRead', true)
  const xml = sitemapXml(await sitemapEntries(c.get('em')), c.get('config').PUBLIC_URL)
  return c.body(xml, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': CRAWLER_CACHE,
  })
}

export const robotsHandler: Handler<AppEnv> = (c) =>
  c.text(robotsTxt(c.get('config').PUBLIC_URL), 200, { 'Cache-Control': CRAWLER_CACHE })
