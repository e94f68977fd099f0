import type { Handler } from 'hono'
import type { AppEnv } from '@/server/http/env'
import { robotsTxt } from './robots'
import { sitemapEntries, sitemapXml } from './sitemap.service'

// Crawlers fetch these often; an hour of caching keeps them off the database.
const CACHE = 'public, max-age=3600'

export const sitemapHandler: Handler<AppEnv> = async (c) => {
  const xml = sitemapXml(await sitemapEntries(c.get('em')), c.get('config').PUBLIC_URL)
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE })
}

export const robotsHandler: Handler<AppEnv> = (c) =>
  c.text(robotsTxt(c.get('config').PUBLIC_URL), 200, { 'Cache-Control': CACHE })
