import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { asCookie, jsonRequest } from './blog.test-helpers'

/**
 * What an article says about its featured image and to search results and share cards (issue 36 point 2,
 * ADR 0147): stored, validated, kept by revisions, and used by the page's HTML and head.
 */
const t = useTestApp()
let cookie: string

beforeAll(async () => {
  cookie = (await t.current.signIn({ role: 'editor' })).cookie
})

const send = (method: string, path: string, body?: unknown) =>
  t.current.request(`/api/blog/articles${path}`, jsonRequest(method, body, cookie))
const read = async (path: string) =>
  (await t.current.request(`/api/blog/articles${path}`, asCookie(cookie))).json()

const DISPLAY = {
  imageAlt: 'Students crowd a sampling table on the quad',
  imageCaption: 'Welcome week at Ohio State',
  metaTitle: 'Sampling on the quad: what worked',
  metaDescription: 'Four lessons from a week of sampling tables, for search results.',
  socialImageUrl: '/images/blog/share-card.png',
}

async function writeArticle(slug: string, values: object = {}) {
  const created = await send('POST', '', {
    title: 'Sampling tables, one week in',
    slug,
    content: 'What a week of sampling tables on the quad taught the team.',
    excerpt: 'The excerpt, which cards show.',
    imageUrl: '/images/blog/sampling.svg',
    published: true,
    ...values,
  })
  expect(created.status).toBe(201)
  return (await created.json()).data as Record<string, unknown> & { id: number; slug: string }
}

describe('the display fields', () => {
  it('are stored as sent, blank as null, and changed one at a time', async () => {
    const article = await writeArticle('display-fields-stored', { ...DISPLAY, imageCaption: '   ' })
    expect(article).toMatchObject({ ...DISPLAY, imageCaption: null })

    const patched = await send('PATCH', `/${article.id}`, { metaTitle: 'A better meta title' })
    expect(patched.status).toBe(200)
    expect((await patched.json()).data).toMatchObject({
      ...DISPLAY,
      imageCaption: null,
      metaTitle: 'A better meta title',
    })
    expect((await read(`/${article.id}`)).data).toMatchObject({ metaTitle: 'A better meta title' })
  })

  it('refuse what breaks a rule with the field named, and store nothing', async () => {
    const cases: [object, string, string][] = [
      [{ metaTitle: 'x'.repeat(301) }, 'metaTitle', 'Meta title must be at most 300 characters'],
      [{ imageAlt: 'x'.repeat(501) }, 'imageAlt', 'Image alt text must be at most 500 characters'],
      [
        { socialImageUrl: 'javascript:alert(1)' },
        'socialImageUrl',
        'Social image URL must be a web address (https://...) or a path on this site (/images/...)',
      ],
    ]
    for (const [values, field, message] of cases) {
      const response = await send('POST', '', {
        title: 'Refused for its display fields',
        slug: 'display-fields-refused',
        content: 'Long enough content for the article to be valid.',
        ...values,
      })
      expect(response.status).toBe(400)
      expect((await response.json()).fields).toEqual({ [field]: message })
    }
    expect((await t.current.request('/blog/display-fields-refused')).status).toBe(404)
  })

  it('are kept by every revision and brought back by a restore', async () => {
    const article = await writeArticle('display-fields-restored', DISPLAY)
    await send('PATCH', `/${article.id}`, { imageAlt: null, metaDescription: 'Rewritten.' })
    const { data: revisions } = await read(`/${article.id}/revisions`)
    const { data: first } = await read(`/${article.id}/revisions/${revisions[1].id}`)
    expect(first).toMatchObject(DISPLAY)

    const restored = await send('POST', `/${article.id}/revisions/${revisions[1].id}/restore`)
    expect(restored.status).toBe(200)
    expect((await restored.json()).data).toMatchObject(DISPLAY)
  })
})

describe('the article page', () => {
  const head = (html: string, attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]

  it('shows the featured image with its alt text and caption, and uses the meta fields in its head', async () => {
    const article = await writeArticle('display-fields-page', DISPLAY)
    const html = await (await t.current.request(`/blog/${article.slug}`)).text()
    expect(html).toMatch(/<img [^>]*alt="Students crowd a sampling table on the quad"/)
    expect(html).toContain(
      '<figcaption class="mt-2 text-center text-sm text-muted-foreground">Welcome week at Ohio State</figcaption>',
    )
    expect(html).toContain('<title>Sampling on the quad: what worked | CampusPulse</title>')
    expect(head(html, 'property', 'og:title')).toBe('Sampling on the quad: what worked | CampusPulse')
    expect(head(html, 'name', 'description')).toBe(DISPLAY.metaDescription)
    expect(head(html, 'property', 'og:image')).toBe('http://localhost:3000/images/blog/share-card.png')
    // The alt text describes the featured image, not the separate social image.
    expect(head(html, 'property', 'og:image:alt')).toBeUndefined()
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)![1]!)
    expect(jsonLd).toMatchObject({
      headline: 'Sampling tables, one week in',
      description: DISPLAY.metaDescription,
    })
  })

  it('falls back to the title, the excerpt and the featured image, whose alt text the share card then carries', async () => {
    const article = await writeArticle('display-fields-fallback', { imageAlt: DISPLAY.imageAlt })
    const html = await (await t.current.request(`/blog/${article.slug}`)).text()
    expect(html).toContain('<title>Sampling tables, one week in | CampusPulse</title>')
    expect(head(html, 'name', 'description')).toBe('The excerpt, which cards show.')
    expect(head(html, 'property', 'og:image')).toBe('http://localhost:3000/images/blog/sampling.svg')
    expect(head(html, 'property', 'og:image:alt')).toBe(DISPLAY.imageAlt)
    expect(html).not.toContain('<figcaption')
  })

  it('leaves a featured image without alt text decorative', async () => {
    const article = await writeArticle('display-fields-decorative')
    const html = await (await t.current.request(`/blog/${article.slug}`)).text()
    expect(html).toMatch(/<img [^>]*src="\/images\/blog\/sampling\.svg"[^>]*alt=""/)
  })
})
