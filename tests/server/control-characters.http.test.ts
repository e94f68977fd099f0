import { beforeAll, describe, expect, it } from 'vitest'
import { createBlogArticle } from '@/server/features/blog/blog.factory'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'
import { createSchool } from '@/server/features/schools/school.factory'
import { useTestApp } from './harness'

/**
 * Issue 12: PostgreSQL cannot store or compare U+0000, so before the shared text rule any text carrying one
 * reached SQL and failed with a 500. Now every text field refuses it (400 naming the field, BAD_REQUEST over
 * tRPC) and pages read such a query as one that matches nothing.
 */
const t = useTestApp({ TRUST_PROXY: 'true' })
let admin: string
let clients = 0

beforeAll(async () => {
  admin = (await t.current.signIn()).cookie
  await createSchool(t.current.em(), {
    name: 'Duke University',
    city: 'Durham',
    state: 'NC',
    type: 'Private',
  })
  await createBlogArticle(t.current.em(), {
    title: 'Sampling on the quad',
    slug: 'sampling-on-the-quad',
    content: 'Hand out samples where students already gather between classes.',
    publishedAt: new Date(Date.now() - 86_400_000),
  })
})

const NUL = '\u0000'

const send = (method: string, path: string, body: unknown, cookie?: string) =>
  t.current.request(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      // Each request from its own address: the contact and sign-in limits must not decide these answers.
      'X-Forwarded-For': `203.0.113.${++clients}`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  })

const contact = (overrides: Record<string, unknown>) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  jobTitle: 'Head of Growth',
  company: 'Analytical Engines',
  ...overrides,
})

const profile = (overrides: Record<string, unknown>) => ({
  name: 'Fizz Cola',
  industry: 'Beverages',
  targetAudience: 'Students',
  values: 'Fun',
  marketingGoals: 'Awareness',
  budgetRange: '$25,000 - $50,000',
  ...overrides,
})

async function expectRefused(response: Response, field: string) {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { error: string; fields?: Record<string, string> }
  expect(body.fields?.[field]).toMatch(/control characters/)
  expect(body.error).toContain(`${field}:`)
}

describe('a NUL in a REST request is a 400 naming the field', () => {
  it.each([
    [
      'POST /api/contact',
      () => send('POST', '/api/contact', contact({ firstName: `a${NUL}b` })),
      'firstName',
    ],
    ['POST /api/contact (message)', () => send('POST', '/api/contact', contact({ message: NUL })), 'message'],
    [
      'POST /api/auth/login',
      () => send('POST', '/api/auth/login', { username: `a${NUL}`, password: 'x' }),
      'username',
    ],
    [
      'POST /api/brand/profiles',
      () => send('POST', '/api/brand/profiles', profile({ targetAudience: `x${NUL}` })),
      'targetAudience',
    ],
    ['GET /api/blog/articles?search', () => t.current.request('/api/blog/articles?search=%00abc'), 'search'],
    ['GET /api/schools?type', () => t.current.request('/api/schools?type=%00'), 'type'],
    ['GET /api/schools?page&search', () => t.current.request('/api/schools?page=1&search=du%00ke'), 'search'],
    ['GET /api/schools/name/{slug}', () => t.current.request('/api/schools/name/%00'), 'slug'],
    ['GET /api/blog/articles/slug/{slug}', () => t.current.request('/api/blog/articles/slug/a%00'), 'slug'],
    [
      'POST /api/schools (staff)',
      () => send('POST', '/api/schools', { name: 'Nul College', city: `Dur${NUL}ham` }, admin),
      'city',
    ],
    [
      'POST /api/schools (staff, URL)',
      () => send('POST', '/api/schools', { name: 'Nul College', websiteUrl: `https://a${NUL}.edu` }, admin),
      'websiteUrl',
    ],
    [
      'POST /api/blog/articles (staff)',
      () =>
        send(
          'POST',
          '/api/blog/articles',
          { title: 'A fine title', slug: 'fine', content: `Twenty characters and more ${NUL}` },
          admin,
        ),
      'content',
    ],
    [
      'POST /api/blog/categories (staff)',
      () => send('POST', '/api/blog/categories', { name: `Ev${NUL}` }, admin),
      'name',
    ],
  ])('%s', async (_name, request, field) => {
    await expectRefused(await request(), field)
  })

  it('refuses the other invisible C0 controls and DEL too', async () => {
    for (const char of ['\u0001', '\u0007', '\u001b', '\u007f'])
      await expectRefused(await send('POST', '/api/contact', contact({ company: `Acme${char}` })), 'company')
  })

  it('refuses half a character (a lone UTF-16 surrogate), which broke queries on PGlite', async () => {
    // The fuzzer's finds: a non-ASCII character before the lone half, or two halves, failed the SQL (a 500).
    await expectRefused(await send('POST', '/api/blog/tags', { name: '\u00a1\udc00tag' }, admin), 'name')
    await expectRefused(
      await send('POST', '/api/contact', contact({ firstName: '\udc00\udc00' })),
      'firstName',
    )
    await expectRefused(
      await send('POST', '/api/brand/profiles', profile({ targetAudience: '\u00a1\udc00' })),
      'targetAudience',
    )
    // A whole character made of two halves is text like any other.
    expect((await send('POST', '/api/contact', contact({ firstName: 'Ada \ud83c\udf93' }))).status).toBe(201)
  })

  it('keeps tab and line breaks in multi-line text, as sent', async () => {
    const message = 'First line\r\n\tindented second line\nthird'
    // An address of its own: a second message from the same address within a day joins the first lead (ADR 0130).
    const response = await send('POST', '/api/contact', contact({ message, email: 'multi-line@example.com' }))
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as { data: { id: number } }
    const row = await t.current.em().findOneOrFail(ContactSubmissionEntity, { id: data.id })
    expect(row.message).toBe(message)
  })
})

describe('a NUL in a tRPC input is BAD_REQUEST naming the field', () => {
  const trpcError = async (response: Response) => {
    const body = (await response.json()) as {
      error: { json: { data: { code: string; fields?: Record<string, string> } } }
    }
    return body.error.json.data
  }

  it('matching.createProfile', async () => {
    const response = await send('POST', '/trpc/matching.createProfile', {
      json: profile({ name: `a${NUL}` }),
    })
    expect(response.status).toBe(400)
    const data = await trpcError(response)
    expect(data.code).toBe('BAD_REQUEST')
    expect(data.fields?.name).toMatch(/control characters/)
  })

  it('blog.list', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { search: `x${NUL}` } }))
    const response = await t.current.request(`/trpc/blog.list?input=${input}`)
    expect(response.status).toBe(400)
    const data = await trpcError(response)
    expect(data.code).toBe('BAD_REQUEST')
    expect(data.fields?.search).toMatch(/control characters/)
  })

  it('schools.bySlug', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { slug: NUL } }))
    const data = await trpcError(await t.current.request(`/trpc/schools.bySlug?input=${input}`))
    expect(data.code).toBe('BAD_REQUEST')
    expect(data.fields?.slug).toMatch(/control characters/)
  })
})

describe('pages read a NUL as a query that matches nothing', () => {
  /** Follows the router's redirect to the canonical URL (the NUL read as U+FFFD), as a browser would. */
  async function page(path: string, cookie?: string) {
    const headers = cookie ? { Cookie: cookie } : undefined
    let response = await t.current.request(path, { headers })
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 3; hops++)
      response = await t.current.request(response.headers.get('location')!, { headers })
    return { status: response.status, html: await response.text() }
  }

  it('a slug with a NUL is the not-found page', async () => {
    const article = await page('/blog/%00')
    expect(article.status).toBe(404)
    expect(article.html).toContain('Article Not Found')
    const school = await page('/schools/name/%00')
    expect(school.status).toBe(404)
    expect(school.html).toContain('School Not Found')
  })

  it('a search or filter with a NUL renders the list with no match', async () => {
    const blog = await page('/blog?q=%00')
    expect(blog.status).toBe(200)
    expect(blog.html).toContain('No articles found')
    expect(blog.html).not.toMatch(/href="\/blog\/sampling-on-the-quad[?"]/)

    const byType = await page('/schools?type=%00')
    expect(byType.status).toBe(200)
    expect(byType.html).not.toContain('Duke University')

    // The directory's search splits on anything that is not a letter or digit: "du\0ke" is "du ke".
    const searched = await page('/schools?q=du%00ke')
    expect(searched.status).toBe(200)

    const staff = await page('/staff/schools?q=%00', admin)
    expect(staff.status).toBe(200)
  })

  it('a page reached without the NUL still finds what it should (the rule changed nothing else)', async () => {
    // The card links carry the list's address for their back link (?from=, ADR 0026).
    expect((await page('/blog?q=quad')).html).toMatch(/href="\/blog\/sampling-on-the-quad(\?from=[^"]*)?"/)
    expect((await page('/schools?type=Private')).html).toContain('Duke University')
  })
})
