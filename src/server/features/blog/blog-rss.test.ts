import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { createBlogArticle } from './blog.factory'
import { arrangeBlog } from './blog.test-helpers'

const t = useTestApp({ PUBLIC_URL: 'https://campus.example.org/' })
let blog: Awaited<ReturnType<typeof arrangeBlog>>

beforeAll(async () => {
  blog = await arrangeBlog(t.current.em())
  await createBlogArticle(t.current.em(), {
    title: 'Fish & chips <b>night</b> "quoted"',
    slug: 'fish-and-chips',
    content: 'Content with control \u0001 characters that XML cannot carry.',
    publishedAt: new Date(Date.now() - 10 * 86_400_000),
  })
})

describe('/blog/rss.xml', () => {
  it('is RSS 2.0 of the live articles, newest first, with absolute links from PUBLIC_URL', async () => {
    const response = await t.current.request('/blog/rss.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('<title>CampusPulse Blog</title>')
    expect(xml).toContain('<link>https://campus.example.org/blog</link>')
    expect(xml).toContain('<atom:link href="https://campus.example.org/blog/rss.xml" rel="self"')

    const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1])
    expect(links).toEqual([
      ...blog.live.map((a) => `https://campus.example.org/blog/${a.slug}`).reverse(),
      'https://campus.example.org/blog/fish-and-chips',
    ])
    expect(xml).toContain(
      `<guid isPermaLink="true">https://campus.example.org/blog/${blog.live[0]!.slug}</guid>`,
    )
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/)
    expect(xml).toContain(`<category>${blog.strategy.name}</category>`)
  })

  it('leaves out drafts and scheduled articles', async () => {
    const xml = await (await t.current.request('/blog/rss.xml')).text()
    expect(xml).not.toContain(blog.draft.slug)
    expect(xml).not.toContain(blog.scheduled.slug)
  })

  it('escapes text and drops characters XML cannot hold', async () => {
    const xml = await (await t.current.request('/blog/rss.xml')).text()
    expect(xml).toContain('<title>Fish &amp; chips &lt;b&gt;night&lt;/b&gt; &quot;quoted&quot;</title>')
    expect(xml).not.toContain('\u0001')
    expect(xml).not.toContain('<b>')
  })
})
