import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { createUser } from '@/server/features/auth/user.factory'
import { createBlogArticle } from './blog.factory'
import { arrangeBlog, asCookie } from './blog.test-helpers'

/** The blog's pages as the server renders them: content, head tags and status in the first HTML (D22). */
const t = useTestApp()
let blog: Awaited<ReturnType<typeof arrangeBlog>>
let admin: string
let member: string

beforeAll(async () => {
  blog = await arrangeBlog(t.current.em())
  await createBlogArticle(t.current.em(), {
    title: 'Hostile </script><script>alert(1)</script> title',
    slug: 'hostile',
    excerpt: 'Excerpt',
    imageUrl: '/images/blog/sampling.svg',
    content:
      '## Safe heading\n\n<img src=x onerror=alert(1)>\n\n<script>alert(2)</script>\n\nText [link](javascript:alert(3)).',
    category: blog.events,
    tags: [blog.sampling],
    publishedAt: new Date(Date.now() - 5 * 86_400_000),
  })
  admin = (await t.current.signIn({ isAdmin: true })).cookie
  member = (await t.current.signIn({ isAdmin: false })).cookie
})

const page = async (path: string, init?: RequestInit) => {
  const response = await t.current.request(path, init)
  return { status: response.status, html: await response.text(), headers: response.headers }
}

/** A link to the article, with or without the list's `?from=` (ADR 0026). */
const linkTo = (slug: string) => new RegExp(`href="/blog/${slug}[?"]`)

describe('/blog', () => {
  it("carries in its data what the cards show, and not the byline's bio or account (issue 19)", async () => {
    const em = t.current.em()
    const author = await createUser(em, {
      username: 'card.author',
      password: 'a-long-enough-password',
      displayName: 'Casey Card',
      bio: 'A bio that only the article page shows.',
    })
    const article = await createBlogArticle(em, {
      title: 'Cards carry little',
      excerpt: 'The excerpt a card shows as its summary.',
      author,
      publishedAt: new Date(Date.now() - 86_400_000),
    })
    try {
      const list = (await page('/blog')).html
      expect(list).toContain('Cards carry little')
      expect(list).toContain('The excerpt a card shows as its summary.')
      expect(list).not.toContain('A bio that only the article page shows.')
      expect(list).not.toContain('card.author')
      const view = (await page(`/blog/${article.slug}`)).html
      expect(view).toContain('Casey Card')
      expect(view).toContain('A bio that only the article page shows.')
    } finally {
      em.remove(article)
      em.remove(author)
      await em.flush()
    }
  })

  it('renders the list on the server: title, categories, cards with dates and excerpts, RSS link', async () => {
    const { status, html } = await page('/blog')
    expect(status).toBe(200)
    expect(html).toContain('<title>Blog | CampusPulse</title>')
    expect(html).toContain('CampusPulse Blog</h1>')
    expect(html).toContain('All Categories')
    expect(html).toContain(`>${blog.strategy.name}</a>`)
    for (const article of blog.live) expect(html).toContain(`href="/blog/${article.slug}"`)
    expect(html).not.toContain(blog.draft.slug)
    expect(html).not.toContain(blog.scheduled.slug)
    expect(html).toContain('Plan the first six weeks.')
    expect(html).toContain('Read More')
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"')
    expect(html).toContain('"@type":"Blog"')
  })

  it('reads ?q, ?category and ?tag from the URL', async () => {
    const searched = (await page('/blog?q=commuter')).html
    expect(searched).toMatch(linkTo(blog.live[2]!.slug))
    expect(searched).not.toMatch(linkTo(blog.live[0]!.slug))
    expect(searched).toContain('name="robots" content="noindex, nofollow"')

    const category = (await page(`/blog?category=${blog.events.id}`)).html
    expect(category).toMatch(linkTo(blog.live[1]!.slug))
    expect(category).not.toMatch(linkTo(blog.live[0]!.slug))
    expect(category).toContain(`aria-current="page"`)

    const tagged = (await page(`/blog?tag=${blog.genZ.id}`)).html
    expect(tagged).toMatch(linkTo(blog.live[0]!.slug))
    expect(tagged).not.toMatch(linkTo(blog.live[2]!.slug))
  })

  it('shows the empty text when nothing matches, and sends malformed parameters to the clean URL', async () => {
    expect((await page('/blog?q=zzzz-nothing')).html).toContain(
      'No articles found. Try adjusting your search.',
    )
    const odd = await page('/blog?page=abc&category=x')
    expect(odd.status).toBe(307)
    expect(odd.headers.get('location')).toBe('/blog')
  })
})

describe('/blog/{slug}', () => {
  it('renders the article with sanitized content, author rule, reading time, category and tag links', async () => {
    const { status, html } = await page('/blog/hostile')
    expect(status).toBe(200)
    expect(html).toContain('<h2>Safe heading</h2>')
    expect(html).toContain('<img src="x" />')
    expect(html).not.toMatch(/onerror=|<script>alert|href="javascript:/)
    expect(html).not.toContain('alert(2)')
    expect(html).toContain('Back to blog')
    expect(html).toContain('1 min read')
    expect(html).toContain(`href="/blog?category=${blog.events.id}"`)
    expect(html).toContain(`href="/blog?tag=${blog.sampling.id}"`)
    expect(html).toContain('Continue reading')
    expect(html).toMatch(/<time dateTime="[^"]+">\w+ \d{1,2}, \d{4}<\/time>/)
  })

  it('puts Article JSON-LD and social tags in the first HTML, escaped', async () => {
    const { html } = await page('/blog/hostile')
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/blog/hostile"')
    expect(html).toContain('<meta property="og:type" content="article"')
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/images/blog/sampling.svg"',
    )
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-/)
    expect(html).toContain(`<meta property="article:section" content="${blog.events.name}"`)
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1]
    expect(jsonLd).toBeDefined()
    const data = JSON.parse(jsonLd!)
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Hostile </script><script>alert(1)</script> title',
      image: ['http://localhost:3000/images/blog/sampling.svg'],
      articleSection: blog.events.name,
      publisher: { '@type': 'Organization', name: 'CampusPulse' },
    })
    expect(html).not.toContain('</script><script>alert(1)')
  })

  it('answers 404 with Article Not Found for unknown, draft and scheduled slugs (public)', async () => {
    for (const slug of ['no-such-article', blog.draft.slug, blog.scheduled.slug]) {
      const { status, html } = await page(`/blog/${slug}`)
      expect(status).toBe(404)
      expect(html).toContain('Article Not Found')
      expect(html).toContain(
        'Sorry, the article you&#x27;re looking for doesn&#x27;t exist or has been removed.',
      )
      expect(html).toContain('Browse All Articles')
    }
    expect((await page(`/blog/${blog.draft.slug}`, asCookie(member))).status).toBe(404)
  })

  it('shows staff a draft, marked as such and kept out of search engines', async () => {
    const { status, html } = await page(`/blog/${blog.draft.slug}`, asCookie(admin))
    expect(status).toBe(200)
    expect(html).toContain('Draft: only staff can see this article.')
    expect(html).toContain('name="robots" content="noindex, nofollow"')
  })
})

describe('staff pages', () => {
  it.each(['/blog/admin', '/blog/new', '/blog/edit/1'])(
    '%s sends visitors to /login and back, refuses non-admins (403)',
    async (path) => {
      const anonymous = await t.current.request(path)
      expect(anonymous.status).toBeGreaterThanOrEqual(300)
      expect(anonymous.status).toBeLessThan(400)
      expect(anonymous.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`)
      const nonAdmin = await page(path, asCookie(member))
      expect(nonAdmin.status).toBe(403)
      expect(nonAdmin.html).not.toContain(blog.draft.title)
    },
  )

  it('render for staff, out of search engines, with every article in the table', async () => {
    const admin_ = await page('/blog/admin', asCookie(admin))
    expect(admin_.status).toBe(200)
    expect(admin_.html).toContain('Blog Management</h1>')
    expect(admin_.html).toContain('name="robots" content="noindex, nofollow"')
    expect(admin_.html).toContain(blog.draft.title)
    expect(admin_.html).toContain(blog.scheduled.title)

    const create = await page('/blog/new', asCookie(admin))
    expect(create.html).toContain('Create New Article</h1>')
    expect(create.html).toContain('The URL-friendly version of the title')

    const edit = await page(`/blog/edit/${blog.draft.id}`, asCookie(admin))
    expect(edit.status).toBe(200)
    expect(edit.html).toContain('Edit Article</h1>')
    expect(edit.html).toContain(blog.draft.title)
  })

  it('answers an unknown article to edit with Article Not Found (404)', async () => {
    for (const path of ['/blog/edit/999999', '/blog/edit/abc']) {
      const { status, html } = await page(path, asCookie(admin))
      expect(status).toBe(404)
      expect(html).toContain('The article you&#x27;re trying to edit doesn&#x27;t exist or has been removed.')
    }
  })
})

describe('/blog/rss.xml is not a page', () => {
  it('is answered before the page routes', async () => {
    const { status, headers } = await page('/blog/rss.xml')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toContain('application/rss+xml')
  })
})
