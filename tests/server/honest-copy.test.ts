/**
 * Issue 36, decision D24: the demo states nothing as fact that nobody confirmed, and the copy agrees with
 * itself and with the product. Read from the server-rendered HTML of every public page, as a visitor or a
 * crawler gets it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_CASE_STUDIES } from '@/web/features/case-studies/case-studies-page'
import { EXAMPLE_CASE_STUDY } from '@/web/features/case-studies/case-study-layout'
import { EXAMPLE_FIGURES } from '@/web/features/marketing/example-mark'
import { EXAMPLE_WORDMARKS } from '@/web/features/home/proof-section'
import { DEMO_CASE_STUDY_SLUGS, SERVICE_SLUGS, STATIC_PUBLIC_PATHS } from '@/shared/marketing/public-pages'
import { PLAN_WITHIN, REPLY_WITHIN } from '@/shared/marketing/response-times'
import { spelledCount } from '@/shared/spelled-count'
import { useTestApp } from './harness'

const t = useTestApp()

const decode = (text: string) =>
  text
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  )
/** What a reader sees: the body's text, without scripts, styles and tags. */
const visibleTextOf = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ')

const pages = new Map<string, string>()
beforeAll(async () => {
  // The demo case studies are records now (ADR 0154), written by their table's migration: every install has them.
  for (const path of [...STATIC_PUBLIC_PATHS, ...DEMO_CASE_STUDY_SLUGS.map((slug) => `/cs/${slug}`)]) {
    const response = await t.current.request(path)
    expect(response.status, path).toBe(200)
    pages.set(path, await response.text())
  }
})

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : []

describe('no invented rating or review (D24)', () => {
  it('no page’s structured data states a rating, a review or a review count', () => {
    const rated = [...pages].flatMap(([path, html]) =>
      keysOf(jsonLdOf(html))
        .filter((key) => /rating|review/i.test(key))
        .map((key) => `${path}: ${key}`),
    )
    expect(rated).toEqual([])
    // The pages do carry structured data: the check above reads something.
    expect(jsonLdOf(pages.get('/')!).length).toBeGreaterThan(0)
  })

  it('no page states a client rating in its copy', () => {
    for (const [path, html] of pages) expect(visibleTextOf(html), path).not.toMatch(/4\.9\/5|127 reviews/)
  })
})

describe('demo case studies, wordmarks, quotes and figures are marked as examples (D24)', () => {
  it('every case study page says it is an example, tags its figures and its quote, and keeps its address', () => {
    for (const slug of DEMO_CASE_STUDY_SLUGS) {
      const html = pages.get(`/cs/${slug}`)!
      const text = visibleTextOf(html)
      expect(text, slug).toContain(EXAMPLE_CASE_STUDY)
      expect(text, slug).toContain(EXAMPLE_FIGURES)
      // The quote's attribution carries the tag.
      expect(html, slug).toMatch(/<figcaption[^>]*>(?:(?!<\/figcaption>)[\s\S])*class="example-tag/)
    }
  })

  it('the list, the home page’s case-study card and wordmarks, and every stat grid of example figures say so', () => {
    expect(visibleTextOf(pages.get('/case-studies')!)).toContain(EXAMPLE_CASE_STUDIES)
    const home = visibleTextOf(pages.get('/')!)
    expect(home).toContain('Example case studies')
    expect(home).toContain(EXAMPLE_WORDMARKS)
    expect(home).not.toContain('Brands we have taken to campus')
    for (const path of ['/', '/about', '/services', ...SERVICE_SLUGS.map((slug) => `/services/${slug}`)])
      expect(visibleTextOf(pages.get(path)!), path).toContain(EXAMPLE_FIGURES)
  })

  it('every case-study card carries the Example tag', () => {
    const list = pages.get('/case-studies')!
    const cards = list.match(/<article/g) ?? []
    const tags = [...list.matchAll(/<article[\s\S]*?<\/article>/g)].filter((card) =>
      card[0].includes('class="example-tag'),
    )
    expect(cards.length).toBe(DEMO_CASE_STUDY_SLUGS.length)
    expect(tags.length).toBe(DEMO_CASE_STUDY_SLUGS.length)
  })
})

describe('the copy agrees with itself and with the product (issue 36)', () => {
  it('says as many services as there are service pages, and links every one of them', () => {
    const count = spelledCount(SERVICE_SLUGS.length)
    for (const path of ['/', '/services']) {
      const text = visibleTextOf(pages.get(path)!).toLowerCase()
      const claimed = [...text.matchAll(/\b(\w+) (?:services|ways to reach students)\b/g)]
        .map((match) => match[1]!)
        .filter((word) => /^(one|two|three|four|five|six|seven|eight|nine|ten|\d+)$/.test(word))
      expect(claimed, path).toEqual([count])
      for (const slug of SERVICE_SLUGS) expect(pages.get(path), path).toContain(`href="/services/${slug}"`)
    }
  })

  it('promises one reply time and one plan time, worded the same on every page', () => {
    const promised = new Set(
      [...pages.values()].flatMap((html) =>
        [...visibleTextOf(html).matchAll(/within (\w+ business days?)/g)].map((match) => match[1]),
      ),
    )
    expect([...promised].sort()).toEqual([REPLY_WITHIN, PLAN_WITHIN].sort())
  })

  it('no page writes a reply time of its own: "business day" is only in response-times.ts', () => {
    const root = path.resolve(import.meta.dirname, '../../src')
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return sources(full)
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
      })
    const offenders = sources(root)
      .filter((file) => /business days?/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
    expect(offenders).toEqual(['shared/marketing/response-times.ts'])
  })

  it('promises no live dashboard or round-the-clock monitoring, which the product does not have', () => {
    for (const [path, html] of pages)
      expect(visibleTextOf(html), path).not.toMatch(/dashboard|24\/7|real-time|monitoring/i)
  })

  it('is written in U.S. spelling', () => {
    const british =
      /\b(centre|centres|colours?|organis(e|ed|es|ing|ation|ations)|favour|behaviour|programme|catalogue|practise|licence|honour|labour|defence|analyse)\b/i
    for (const [path, html] of pages) expect(visibleTextOf(html), path).not.toMatch(british)
  })
})
