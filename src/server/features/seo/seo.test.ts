import { describe, expect, it } from 'vitest'
import { startTestApp, useTestApp } from '../../../../tests/server/harness'
import { caseStudyPath, DEMO_CASE_STUDY_SLUGS, STATIC_PUBLIC_PATHS } from '@/shared/marketing/public-pages'
import { BlogArticleEntity } from '@/server/features/blog/blog-article.entity'
import { CampusProgramEntity } from '@/server/features/programs/campus-program.entity'
import { createSchool } from '@/server/features/schools/school.factory'
import { DISALLOWED_PATHS } from './robots'

const t = useTestApp({ PUBLIC_URL: 'https://campus.example.com' })
const ORIGIN = 'https://campus.example.com'

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)

async function arrangeContent() {
  const em = t.current.em()
  const watts = await createSchool(em, { name: 'Watts School of Nursing', city: 'Durham', state: 'NC' })
  const texas = await createSchool(em, { name: 'Texas A&M University', city: 'College Station', state: 'TX' })
  const program = em.create(CampusProgramEntity, { school: watts, name: 'Welcome Week Sampling' })
  const day = 24 * 60 * 60 * 1000
  const article = (slug: string, published: boolean, publishedAt: Date | null) =>
    em.create(BlogArticleEntity, { title: slug, slug, content: 'x'.repeat(40), published, publishedAt })
  article('live-article', true, new Date(Date.now() - day))
  article('scheduled-article', true, new Date(Date.now() + day))
  article('draft-article', false, null)
  await em.flush()
  return { watts, texas, program }
}

describe('/sitemap.xml', () => {
  it('lists every public page, school, program and published article with absolute URLs', async () => {
    const { watts, texas, program } = await arrangeContent()
    const response = await t.current.request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )

    const locs = locsOf(xml)
    for (const path of STATIC_PUBLIC_PATHS) expect(locs).toContain(`${ORIGIN}${path}`)
    for (const path of [
      '/',
      '/services',
      '/book-call',
      '/case-studies',
      '/cs/spotify',
      '/cs/loreal',
      '/about',
    ])
      expect(locs).toContain(`${ORIGIN}${path}`)
    expect(locs).toContain(`${ORIGIN}/schools/name/${watts.slug}`)
    // The slug is URL-encoded, then XML-escaped.
    expect(texas.slug).toBe('texas-a&m-university')
    expect(xml).toContain(`<loc>${ORIGIN}/schools/name/texas-a%26m-university</loc>`)
    expect(locs).toContain(`${ORIGIN}/campus-programs/${program.id}`)
    expect(locs).toContain(`${ORIGIN}/blog/live-article`)
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true)
    expect(new Set(locs).size).toBe(locs.length)
  })

  it('leaves out drafts and articles scheduled for later (D12)', async () => {
    const xml = await (await t.current.request('/sitemap.xml')).text()
    expect(xml).not.toContain('draft-article')
    expect(xml).not.toContain('scheduled-article')
  })

  it('dates records with their last change', async () => {
    const xml = await (await t.current.request('/sitemap.xml')).text()
    expect(xml).toMatch(
      /<url><loc>[^<]+\/blog\/live-article<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    )
  })

  it('works on an empty database: the static pages, then the demo case studies its migration wrote', async () => {
    const empty = await startTestApp()
    try {
      const locs = locsOf(await (await empty.request('/sitemap.xml')).text())
      expect(locs).toEqual(
        [...STATIC_PUBLIC_PATHS, ...DEMO_CASE_STUDY_SLUGS.map(caseStudyPath)].map(
          (path) => `http://localhost:3000${path}`,
        ),
      )
    } finally {
      await empty.close()
    }
  })
})

describe('/robots.txt', () => {
  it('allows the site, disallows the staff pages and points to the sitemap', async () => {
    const response = await t.current.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await response.text()
    const lines = text.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/admin', '/login', '/blog/admin$', '/blog/new$', '/blog/edit/', '/staff/'])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })

  it('does not block public blog articles whose slug starts like a staff path', () => {
    // RFC 9309 matching: a rule ending in $ must match the whole path; others are prefixes.
    const blocks = (path: string) =>
      DISALLOWED_PATHS.some((rule) =>
        rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule),
      )
    expect(blocks('/blog/new')).toBe(true)
    expect(blocks('/blog/admin')).toBe(true)
    expect(blocks('/blog/edit/12')).toBe(true)
    expect(blocks('/admin')).toBe(true)
    expect(blocks('/staff')).toBe(true)
    expect(blocks('/staff/programs')).toBe(true)
    expect(blocks('/blog/new-campus-trends')).toBe(false)
    expect(blocks('/blog/administration-tips')).toBe(false)
    expect(blocks('/blog')).toBe(false)
    expect(blocks('/schools/name/watts-school-of-nursing')).toBe(false)
  })
})
