import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { createSchool } from './school.factory'

/**
 * The school screens as the server renders them (decision D22): content, head tags and JSON-LD in the first
 * HTML response, and the right status for a missing school.
 */
const t = useTestApp()
const page = async (path: string) => {
  const response = await t.current.request(path)
  return { status: response.status, html: await response.text() }
}
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )

let wattsId = 0
const compared: number[] = []
beforeAll(async () => {
  const watts = await createSchool(t.current.em(), {
    name: 'Watts School of Nursing',
    city: 'Durham',
    state: 'NC',
    type: 'Health Sciences College',
    studentPopulation: 150,
    websiteUrl: 'https://www.wattsschoolofnursing.org/',
    createdAt: new Date('2024-03-05T12:00:00Z'),
    // IPEDS LOCALE 11, "City: Large".
    locale: 'city',
    localeSize: 'large',
  })
  wattsId = watts.id
  const duke = await createSchool(t.current.em(), {
    name: 'Duke University',
    city: 'Durham',
    state: 'NC',
    studentPopulation: 17_000,
    // Its size not known yet (a row from before the locale_size column, until the next import).
    locale: 'city',
  })
  // IPEDS LOCALE 33 and 41 ("Town: Remote", "Rural: Fringe").
  const dartmouth = await createSchool(t.current.em(), {
    name: 'Dartmouth College',
    city: 'Hanover',
    state: 'NH',
    locale: 'town',
    localeSize: 'remote',
  })
  const johnston = await createSchool(t.current.em(), {
    name: 'Johnston Community College',
    city: 'Smithfield',
    state: 'NC',
    locale: 'rural',
    localeSize: 'fringe',
  })
  compared.push(watts.id, dartmouth.id, johnston.id, duke.id)
  await t.current
    .em()
    .getConnection()
    .execute(
      `insert into campus_programs (school_id, name, start_date) values (?, 'Welcome Week', '2025-08-20'), (?, 'Career Fair', '2025-06-10')`,
      [wattsId, wattsId],
    )
})

describe('/schools/name/{slug} and /schools/{id}', () => {
  it.each([
    ['the name route', '/schools/name/watts-school-of-nursing'],
    ['the name route in another case', '/schools/name/Watts-School-Of-Nursing'],
    ['the id route', () => `/schools/${wattsId}`],
  ])('%s renders the school, its program count and its head tags on the server', async (_, path) => {
    const { status, html } = await page(typeof path === 'function' ? path() : path)
    expect(status).toBe(200)
    expect(html).toContain('<title>Watts School of Nursing Campus Marketing | CampusPulse</title>')
    expect(html).toMatch(/<h1[^>]*>Watts School of Nursing<\/h1>/)
    expect(html).toContain('Currently, we have 2 marketing programs active or planned.')
    // "View Campus Programs" opens the list filtered to this school.
    expect(html).toContain(`href="/campus-programs?school=${wattsId}"`)
    // The partnership dates from its first program, never from the school's own import date (ADR 0024).
    expect(html).not.toContain('March 5, 2024')
    expect(html).toMatch(/Partnership Since<\/dt><dd[^>]*>June 10, 2025</)
    expect(html).toContain('Active Partner')
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/schools/name/watts-school-of-nursing"',
    )
    expect(html).toMatch(
      /<meta name="description" content="Reach 150 students at Watts School of Nursing in Durham, NC/,
    )
    expect(html).toMatch(/<meta name="keywords" content="Watts School of Nursing, /)
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/images/schools/health.webp"',
    )
    expect(jsonLdOf(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        '@id': 'http://localhost:3000/schools/name/watts-school-of-nursing',
        name: 'Watts School of Nursing',
        url: 'https://www.wattsschoolofnursing.org/',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Durham',
          addressRegion: 'NC',
          addressCountry: 'US',
        },
      },
    ])
  })

  it('renders four tabs whose panel is named by its tab', async () => {
    const { html } = await page('/schools/name/watts-school-of-nursing')
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((match) => match[0])
    expect(tabs).toHaveLength(4)
    expect(tabs[0]).toContain('aria-selected="true"')
    const panel = /<div[^>]*role="tabpanel"[^>]*aria-labelledby="([^"]+)"/.exec(html)
    expect(panel).not.toBeNull()
    expect(tabs[0]).toContain(`id="${panel![1]}"`)
  })

  it('names the setting with its size among the key facts', async () => {
    const setting = async (slug: string) =>
      /<dt[^>]*>Setting<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec((await page(`/schools/name/${slug}`)).html)?.[1]
    expect(await setting('watts-school-of-nursing')).toBe('Large city')
    expect(await setting('dartmouth-college')).toBe('Remote town')
    expect(await setting('duke-university')).toBe('City')
  })

  it('claims no partnership where the agency has no program, and offers to plan one', async () => {
    const { html } = await page('/schools/name/duke-university')
    expect(html).toContain('No campaign here yet')
    // "plan one" opens the contact form with this school in it (issue 18), like the page's other calls to action.
    expect(html).toMatch(/<a[^>]*href="\/contact\?school=duke-university"[^>]*>plan one<\/a>/)
    expect(html).not.toContain('Active Partner')
    expect(html).not.toContain('Partnership Since')
  })

  it.each(['/schools/name/no-such-school', '/schools/424242', '/schools/abc', '/schools/99999999999'])(
    "%s is 'School Not Found' with status 404",
    async (path) => {
      const { status, html } = await page(path)
      expect(status).toBe(404)
      expect(html).toContain('School Not Found')
      expect(html).toContain('We couldn&#x27;t find the school you&#x27;re looking for.')
      expect(html).toContain('Back to Schools')
      expect(jsonLdOf(html)).toEqual([])
    },
  )
})

describe('/schools', () => {
  it('renders heading, count badge and the schools on the server, with the URL state applied', async () => {
    const { status, html } = await page('/schools?q=duke&view=grid')
    expect(status).toBe(200)
    expect(html).toContain('<title>Schools | CampusPulse</title>')
    expect(html).toContain('Browse colleges and universities across the country')
    expect(html).toMatch(/>1<!-- --> <!-- -->School</)
    expect(html).toContain('Duke University')
    expect(html).not.toContain('Watts School of Nursing</h2>')
    expect(html).toContain('value="duke"')
    // The link carries the list's address for its back link (ADR 0026).
    expect(html).toContain('href="/schools/name/duke-university?from=%2Fschools%3Fq%3Dduke%26view%3Dgrid"')
  })

  it('says so when nothing matches', async () => {
    const { html } = await page('/schools?q=qwxzvbn')
    expect(html).toContain('No schools found. Try adjusting your search.')
    expect(html).toMatch(/>0<!-- --> <!-- -->Schools</)
  })
})

describe('/schools/compare', () => {
  it('renders the schools side by side on the server, each setting in words with its size', async () => {
    const { status, html } = await page(`/schools/compare?ids=${compared.join(',')}`)
    expect(status).toBe(200)
    expect(html).toMatch(/<h1[^>]*>Compare schools<\/h1>/)
    const row = /<th scope="row"[^>]*>Setting<\/th>(.*?)<\/tr>/.exec(html)?.[1] ?? ''
    expect([...row.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((cell) => cell[1])).toEqual([
      'Large city',
      'Remote town',
      'Rural fringe',
      'City',
    ])
  })
})
