import { beforeAll, describe, expect, it } from 'vitest'
import { createBlogArticle } from '@/server/features/blog/blog.factory'
import { createSchool } from '@/server/features/schools/school.factory'
import { useTestApp } from './harness'

/**
 * Issue 12: a page number past the end, however large, is the list's ordinary empty state (or its first page
 * when the URL parser drops it), never a 500: `/blog?page=1000000` asked the API for an offset it refuses, and
 * a huge page must not overflow an SQL offset.
 */
const t = useTestApp()
let admin: string

beforeAll(async () => {
  admin = (await t.current.signIn()).cookie
  await createSchool(t.current.em(), { name: 'Duke University', city: 'Durham', state: 'NC' })
  await createBlogArticle(t.current.em(), {
    title: 'Sampling on the quad',
    slug: 'sampling-on-the-quad',
    content: 'Hand out samples where students already gather between classes.',
    publishedAt: new Date(Date.now() - 86_400_000),
  })
})

const HUGE = ['1000000', '1000001', '2147483647', '2147483648', '99999999999999999999']

/** The answer a browser ends on: the router may first redirect to the canonical URL (a dropped page). */
async function page(path: string, cookie?: string) {
  const headers = cookie ? { Cookie: cookie } : undefined
  let response = await t.current.request(path, { headers })
  for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 3; hops++)
    response = await t.current.request(response.headers.get('location')!, { headers })
  return { status: response.status, html: await response.text() }
}

describe('the blog list', () => {
  it.each(HUGE.slice(0, -1))('/blog?page=%s keeps its URL and shows "No articles found"', async (number) => {
    const response = await t.current.request(`/blog?page=${number}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('No articles found')
    // With or without the list's ?from= (ADR 0026).
    expect(html).not.toMatch(/href="\/blog\/sampling-on-the-quad[?"]/)
  })

  it('/blog?page=99999999999999999999 (not a safe integer) ends on "No articles found" too', async () => {
    // The router reads it as 1e20 and redirects once to the URL that spells that number.
    const { status, html } = await page('/blog?page=99999999999999999999')
    expect(status).toBe(200)
    expect(html).toContain('No articles found')
  })

  it('page 1 still lists the article (the clamp only bites past the end)', async () => {
    const { status, html } = await page('/blog?page=1')
    expect(status).toBe(200)
    expect(html).toContain('href="/blog/sampling-on-the-quad"')
  })

  it('the API refuses an offset deeper than it serves with a 400, not a 500', async () => {
    const response = await t.current.request('/api/blog/articles?offset=2147483647')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: Record<string, string> }).fields.offset).toBeDefined()
  })
})

describe('the school directory', () => {
  it.each(HUGE)('/schools?page=%s renders, never a 500', async (number) => {
    const { status, html } = await page(`/schools?page=${number}`)
    expect(status).toBe(200)
    expect(html).toContain('<h1')
  })

  it.each(['2147483647', '1000000'])(
    'GET /api/schools?page=%s&limit=100 is an empty page with true totals',
    async (number) => {
      const response = await t.current.request(`/api/schools?page=${number}&limit=100`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ data: [], meta: { total: 1, totalPages: 1 } })
    },
  )

  it('GET /api/schools?page=2147483648 (past a 32-bit integer) is a 400 naming page', async () => {
    const response = await t.current.request('/api/schools?page=2147483648')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: Record<string, string> }).fields.page).toBeDefined()
  })
})

describe('the staff lists', () => {
  it.each(['/staff/schools', '/staff/programs', '/blog/admin'])(
    '%s?page=<huge> renders, never a 500',
    async (path) => {
      for (const number of HUGE) {
        const { status } = await page(`${path}?page=${number}`, admin)
        expect(status, `${path}?page=${number}`).toBe(200)
      }
    },
  )
})
