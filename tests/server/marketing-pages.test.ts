/**
 * The marketing site as crawlers and visitors get it: every route of the spec's route table answers with the
 * right status, and every public page of the marketing site carries its head tags in the first HTML (D22).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { CampusProgramEntity } from '@/server/features/programs/campus-program.entity'
import { BlogArticleEntity } from '@/server/features/blog/blog-article.entity'
import { createSchool } from '@/server/features/schools/school.factory'
import { NETWORK_COLLEGES } from '@/shared/schools/network-words'
import { startTestApp, useTestApp } from './harness'
import { createQueryClient } from '@/web/lib/query-client'
import type { Trpc } from '@/web/lib/trpc'
import { createAppRouter } from '@/web/router'

const ORIGIN = 'https://campus.example.com'
const t = useTestApp({ PUBLIC_URL: ORIGIN })

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
const metaOf = (html: string, key: 'name' | 'property', value: string) =>
  decode(new RegExp(`<meta ${key}="${value}" content="([^"]*)"`).exec(html)?.[1] ?? '')
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
const typesOf = (html: string) => jsonLdOf(html).flatMap((data) => [data['@type']].flat() as string[])

// Asked by path, whatever the route files call their parameters: is this a page of the app or Page Not Found?
const router = createAppRouter({ queryClient: createQueryClient(), trpc: {} as Trpc })
const hasPage = (path: string) => router.getMatchedRoutes(path)[2] !== undefined

let ids: { school: number; program: number; article: number; articleSlug: string }
beforeAll(async () => {
  const em = t.current.em()
  // An enrollment unlike the seed's (150): the home page must read it from this row, not from its copy.
  const school = await createSchool(em, {
    name: 'Watts School of Nursing',
    city: 'Durham',
    state: 'NC',
    studentPopulation: 145,
  })
  const program = em.create(CampusProgramEntity, { school, name: 'Welcome Week Sampling' })
  const article = em.create(BlogArticleEntity, {
    title: 'Campus marketing in the first six weeks',
    slug: 'first-six-weeks',
    content: 'The first six weeks of term decide what students pay for all year.',
    published: true,
    publishedAt: new Date(Date.now() - 60_000),
  })
  await em.flush()
  ids = { school: school.id, program: program.id, article: article.id, articleSlug: article.slug }
})

type Access = 'public' | 'staff'
const routeTable: { pattern: string; path: () => string; access: Access }[] = [
  { pattern: '/', path: () => '/', access: 'public' },
  { pattern: '/services', path: () => '/services', access: 'public' },
  { pattern: '/schools', path: () => '/schools', access: 'public' },
  { pattern: '/schools/$id', path: () => `/schools/${ids.school}`, access: 'public' },
  { pattern: '/schools/name/$slug', path: () => '/schools/name/watts-school-of-nursing', access: 'public' },
  { pattern: '/campus-programs', path: () => '/campus-programs', access: 'public' },
  { pattern: '/campus-programs/$id', path: () => `/campus-programs/${ids.program}`, access: 'public' },
  { pattern: '/brand-matching', path: () => '/brand-matching', access: 'public' },
  // D6 as amended (ADR 0140): a signed-out visit goes to sign in like every staff page; scripts keep the API key.
  { pattern: '/admin', path: () => '/admin', access: 'staff' },
  { pattern: '/staff/calls', path: () => '/staff/calls', access: 'staff' },
  { pattern: '/staff/team', path: () => '/staff/team', access: 'staff' },
  { pattern: '/staff/audit', path: () => '/staff/audit', access: 'staff' },
  { pattern: '/blog/admin', path: () => '/blog/admin', access: 'staff' },
  { pattern: '/blog/new', path: () => '/blog/new', access: 'staff' },
  { pattern: '/blog/edit/$id', path: () => `/blog/edit/${ids.article}`, access: 'staff' },
  { pattern: '/staff/programs', path: () => '/staff/programs', access: 'staff' },
  { pattern: '/staff/programs/new', path: () => '/staff/programs/new', access: 'staff' },
  { pattern: '/staff/programs/edit/$id', path: () => `/staff/programs/edit/${ids.program}`, access: 'staff' },
  { pattern: '/staff/schools', path: () => '/staff/schools', access: 'staff' },
  { pattern: '/staff/schools/new', path: () => '/staff/schools/new', access: 'staff' },
  { pattern: '/staff/schools/edit/$id', path: () => `/staff/schools/edit/${ids.school}`, access: 'staff' },
  { pattern: '/staff/matching', path: () => '/staff/matching', access: 'staff' },
  { pattern: '/staff', path: () => '/staff', access: 'staff' },
  { pattern: '/blog', path: () => '/blog', access: 'public' },
  { pattern: '/blog/$slug', path: () => `/blog/${ids.articleSlug}`, access: 'public' },
  { pattern: '/cs/spotify', path: () => '/cs/spotify', access: 'public' },
  { pattern: '/cs/coca-cola', path: () => '/cs/coca-cola', access: 'public' },
  { pattern: '/cs/air-fresh-client', path: () => '/cs/air-fresh-client', access: 'public' },
  { pattern: '/cs/$slug', path: () => '/cs/patagonia', access: 'public' },
  { pattern: '/book-call', path: () => '/book-call', access: 'public' },
]

describe('the spec’s route table', () => {
  for (const route of routeTable) {
    if (route.access === 'public') {
      it(`${route.pattern} answers 200 with its page`, async () => {
        const response = await t.current.request(route.path())
        expect(response.status).toBe(200)
        expect(await response.text()).toMatch(/<h1[\s>]/)
      })
    } else {
      it(`${route.pattern} sends visitors to sign in and answers 200 to an admin`, async () => {
        const anonymous = await t.current.request(route.path())
        expect([302, 303, 307]).toContain(anonymous.status)
        expect(anonymous.headers.get('location')).toMatch(/^\/login\?redirect=/)
        const { cookie } = await t.current.signIn({ isAdmin: true })
        expect((await t.current.request(route.path(), { headers: { Cookie: cookie } })).status).toBe(200)
      })
    }
  }

  it('has every marketing page of this feature registered', () => {
    for (const path of [
      '/',
      '/services',
      '/cs/spotify',
      '/cs/coca-cola',
      '/cs/air-fresh-client',
      '/cs/loreal',
      '/book-call',
    ])
      expect(hasPage(path), path).toBe(true)
    // The check above means something only if the router does not match just any path.
    expect(hasPage('/no/such/page')).toBe(false)
  })

  it.each(['/no/such/page', '/cs/unknown-brand', '/cs', '/services/unknown-service', '/about/us'])(
    '%s is Page Not Found with status 404',
    async (path) => {
      const response = await t.current.request(path)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('Page Not Found')
      expect(html).toContain('The page you were looking for doesn&#x27;t exist or has been moved.')
      expect(titleOf(html)).toBe('Page Not Found | CampusPulse')
    },
  )

  it('matches case-insensitively and keeps the canonical URL in lower case', async () => {
    const response = await t.current.request('/CS/Loreal')
    expect(response.status).toBe(200)
    expect(canonicalOf(await response.text())).toBe(`${ORIGIN}/cs/loreal`)
    expect((await t.current.request('/Services/Street-Teams')).status).toBe(200)
  })
})

const marketingPages: { path: string; jsonLd: string[]; h1?: string }[] = [
  // The home page's heading states the directory's count: checked with a known count below.
  { path: '/', jsonLd: ['Organization', 'FAQPage'] },
  { path: '/services', jsonLd: ['Service', 'FAQPage'], h1: 'CampusPulse Services' },
  { path: '/services/campus-marketing', jsonLd: ['Service'] },
  { path: '/services/street-teams', jsonLd: ['Service'] },
  { path: '/services/brand-activations', jsonLd: ['Service'] },
  { path: '/services/influencer-marketing', jsonLd: ['Service'] },
  { path: '/case-studies', jsonLd: ['CollectionPage'] },
  { path: '/cs/spotify', jsonLd: ['Article'], h1: 'Spotify: 62,000 Premium Student sign-ups in six weeks' },
  { path: '/cs/coca-cola', jsonLd: ['Article'], h1: 'Coca-Cola: 310,000 samples on 25 game days' },
  {
    path: '/cs/air-fresh-client',
    jsonLd: ['Article'],
    h1: 'Air Fresh Marketing: +385% ROI across 127 campuses',
  },
  { path: '/cs/loreal', jsonLd: ['Article'] },
  { path: '/cs/sephora', jsonLd: ['Article'] },
  { path: '/cs/microsoft', jsonLd: ['Article'] },
  { path: '/cs/patagonia', jsonLd: ['Article'] },
  { path: '/about', jsonLd: ['AboutPage', 'Organization'] },
  { path: '/privacy', jsonLd: [], h1: 'Privacy Policy' },
  { path: '/terms', jsonLd: [], h1: 'Terms of Service' },
  { path: '/book-call', jsonLd: ['Service'], h1: 'Book Your Free Strategy Call' },
]

describe('head tags in the server-rendered HTML of each marketing page (D22)', () => {
  it.each(marketingPages)('$path', async ({ path, jsonLd, h1 }) => {
    const response = await t.current.request(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    const title = titleOf(html)
    expect(title).toContain('CampusPulse')
    expect(metaOf(html, 'name', 'description').length).toBeGreaterThan(60)
    expect(metaOf(html, 'name', 'keywords').split(', ').length).toBeGreaterThanOrEqual(3)
    expect(canonicalOf(html)).toBe(`${ORIGIN}${path}`)
    expect(metaOf(html, 'property', 'og:title')).toBe(title)
    expect(metaOf(html, 'property', 'og:description')).toBe(metaOf(html, 'name', 'description'))
    expect(metaOf(html, 'property', 'og:url')).toBe(`${ORIGIN}${path}`)
    expect(metaOf(html, 'property', 'og:image')).toMatch(new RegExp(`^${ORIGIN}/images/.+\\.(png|svg)$`))
    expect(metaOf(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(metaOf(html, 'name', 'twitter:title')).toBe(title)
    expect(metaOf(html, 'name', 'twitter:description')).toBe(metaOf(html, 'name', 'description'))
    expect(metaOf(html, 'name', 'twitter:image')).toBe(metaOf(html, 'property', 'og:image'))
    expect(html).not.toContain('name="robots"')
    // PNG icons: Chrome draws an SVG icon as a document of its own on the main thread (ADR 0081).
    const icons = [...html.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => m[2])
    expect(icons).toEqual(['/favicon-32.png', '/apple-touch-icon.png'])
    expect(typesOf(html)).toEqual(jsonLd.length ? expect.arrayContaining(jsonLd) : [])
    // The content itself is in the first HTML, not only after hydration.
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]
    expect(heading).toBeTruthy()
    if (h1) expect(decode(heading!.replace(/<[^>]+>/g, ''))).toBe(h1)
  })

  it('/ states the organization with price range $$ and no rating: the spec’s 4.9 from 127 reviews is example content (D24)', async () => {
    const html = await (await t.current.request('/')).text()
    const organization = jsonLdOf(html).find((data) => [data['@type']].flat().includes('Organization'))
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'CampusPulse',
      url: `${ORIGIN}/`,
      priceRange: '$$',
    })
    expect(organization).not.toHaveProperty('aggregateRating')
  })

  it('/ server-renders the sections the header scrolls to, the three cards and the six FAQ questions', async () => {
    const html = await (await t.current.request('/')).text()
    for (const id of ['capabilities', 'case-studies', 'contact-us']) expect(html).toContain(`id="${id}"`)
    for (const href of [
      '/book-call',
      '/schools',
      '/campus-programs',
      '/contact',
      '/cs/air-fresh-client',
      '/schools/name/watts-school-of-nursing',
    ])
      expect(html).toContain(`href="${href}"`)
    for (const figure of ['+385% ROI', '127', '234K', 'Durham, NC', '145 nursing students'])
      expect(html).toContain(figure)
    // Six questions, one open at a time (the shared name), every answer in the HTML.
    expect(html.match(/<details name="faq-home"/g)).toHaveLength(6)
    expect(html.match(/<summary/g)).toHaveLength(6)
    expect(html).toContain('Most single-campus and regional campaigns launch within')
  })

  it('/services links to a quote, current programs and the campus database, with five FAQ questions', async () => {
    const html = decode(await (await t.current.request('/services')).text())
    for (const text of ['Get Custom Service Quote', 'View Current Programs', 'Explore Campus Database'])
      expect(html).toContain(text)
    for (const name of [
      'Campus Street Teams',
      'Brand Ambassador Programs',
      'Campus Event Marketing',
      'Campus Influencer Marketing',
    ])
      expect(html).toContain(name)
    expect(html.match(/<details name="faq-services"/g)).toHaveLength(5)
  })

  it('case studies link to the home page’s contact and case-study sections', async () => {
    for (const path of ['/cs/spotify', '/cs/microsoft', '/cs/air-fresh-client']) {
      const html = await (await t.current.request(path)).text()
      expect(html).toMatch(/href="\/#contact-us"[^>]*>Contact Us</)
      expect(html).toMatch(/href="\/#case-studies"[^>]*>View More Case Studies</)
    }
  })
})

describe('contact details from configuration (issue 18)', () => {
  it('unset: /contact, the footer and the Organization data state no email, phone or address', async () => {
    for (const path of ['/contact', '/']) {
      const html = await (await t.current.request(path)).text()
      expect(html).not.toContain('data-contact-details')
      expect(html).not.toMatch(/mailto:|tel:/)
    }
    const organization = jsonLdOf(await (await t.current.request('/')).text()).find((data) =>
      [data['@type']].flat().includes('Organization'),
    )
    expect(organization).toBeDefined()
    expect(organization).not.toHaveProperty('email')
    expect(organization).not.toHaveProperty('telephone')
  })

  it('set: shown on /contact and in the footer, and given in the Organization data', async () => {
    const contact = {
      CONTACT_EMAIL: 'hello@campus.example.com',
      CONTACT_PHONE: '+1 919 555 0100',
      CONTACT_ADDRESS: '100 Main St, Durham, NC 27701',
    }
    const app = await startTestApp(contact)
    try {
      const html = decode(await (await app.request('/contact')).text())
      expect(html.match(/data-contact-details/g)).toHaveLength(2)
      expect(html).toContain('href="mailto:hello@campus.example.com"')
      expect(html).toContain('href="tel:+19195550100"')
      expect(html).toContain(contact.CONTACT_ADDRESS)
      const organization = jsonLdOf(await (await app.request('/')).text()).find((data) =>
        [data['@type']].flat().includes('Organization'),
      )
      expect(organization).toMatchObject({
        email: contact.CONTACT_EMAIL,
        telephone: contact.CONTACT_PHONE,
        address: contact.CONTACT_ADDRESS,
      })
    } finally {
      await app.close()
    }
  })
})

describe('/book-call (D20)', () => {
  it('without SCHEDULER_URL offers the office hours’ open times in the first HTML, and loads no scheduler', async () => {
    const html = await (await t.current.request('/book-call')).text()
    // ADR 0066: the days as links, the first day's times as radios, named with the office's time zone.
    expect(html).toContain('Pick a time')
    expect(html).toMatch(
      /<legend[^>]*>Times on (Monday|Tuesday|Wednesday|Thursday|Friday), \w+ \d+ \(Eastern Time\)/,
    )
    expect(html.match(/<input[^>]*type="radio"[^>]*name="start"/g)?.length).toBeGreaterThan(0)
    expect(html).toMatch(/href="\/book-call\?day=\d{4}-\d{2}-\d{2}"/)
    expect(html).toContain('aria-label="Book a call"')
    // The request-a-call form stays, for a visitor no time suits.
    expect(html).toContain('None of these times suit you?')
    expect(html).toContain('aria-label="Request a call"')
    expect(html).toMatch(/href="\/"[^>]*>.*Back to Home/s)
    expect(html).not.toContain('data-scheduler')
    expect(html).not.toMatch(/calendly|cal\.com/i)
  })

  it('with SCHEDULER_URL embeds the scheduler, and no other page mentions it', async () => {
    const app = await startTestApp({ SCHEDULER_URL: 'https://calendly.com/campuspulse/strategy-call' })
    try {
      const html = await (await app.request('/book-call')).text()
      expect(html).toContain(
        'data-scheduler="calendly" data-url="https://calendly.com/campuspulse/strategy-call"',
      )
      expect(html).not.toContain('Request a call')
      expect(html).not.toContain('Book a call')
      // The script is added by the page in the browser, only on this page.
      expect(html).not.toContain('assets.calendly.com')
      expect(await (await app.request('/services')).text()).not.toContain('data-scheduler')
    } finally {
      await app.close()
    }
  })

  it('with BOOKING_HOURS=off (no time to offer) shows the request-a-call form alone', async () => {
    const app = await startTestApp({ BOOKING_HOURS: 'off' })
    try {
      const html = await (await app.request('/book-call')).text()
      expect(html).toContain('No time is open for booking right now.')
      expect(html).toContain('aria-label="Request a call"')
      expect(html).not.toContain('aria-label="Book a call"')
    } finally {
      await app.close()
    }
  })
})

describe('analytics (D21) and the privacy policy', () => {
  it('are off by default, and the policy says so', async () => {
    const html = await (await t.current.request('/privacy')).text()
    expect(html).toContain('This site does not use analytics, advertising or tracking scripts.')
    expect(html).not.toMatch(/plausible|googletagmanager/i)
  })

  it('name the provider when analytics are on', async () => {
    const app = await startTestApp({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'campus.example.com' })
    try {
      expect(await (await app.request('/privacy')).text()).toContain(
        'This site counts page views with Plausible Analytics',
      )
    } finally {
      await app.close()
    }
  })
})

describe('the network’s size is the directory’s count of active schools (issue 33)', () => {
  const statedOn: { path: string; phrases: string[]; description?: string }[] = [
    {
      path: '/',
      phrases: ['Put your brand on campus. At 160+ colleges.', '<strong>160+ U.S. colleges</strong>'],
      description: 'at 160+ U.S. colleges',
    },
    { path: '/services', phrases: ['on any of 160+ campuses'], description: 'at 160+ colleges' },
    { path: '/services/campus-marketing', phrases: ['A shortlist from our 160+ college network'] },
    { path: '/services/street-teams', phrases: [], description: 'on any of 160+ campuses' },
    { path: '/about', phrases: ['on any of 160+ U.S. campuses'], description: 'at 160+ colleges' },
    { path: '/contact', phrases: ['Programs at 160+ U.S. colleges'], description: 'at 160+ U.S. colleges' },
    { path: '/book-call', phrases: ['from our network of 160+ colleges'] },
    { path: '/brand-matching', phrases: [], description: 'from 160+ U.S. colleges' },
  ]

  it('is stated in the copy, the heads, the stat grids and the structured data, never a written-in figure', async () => {
    const app = await startTestApp({ PUBLIC_URL: ORIGIN })
    try {
      const sql = app.em().getConnection()
      await sql.execute(
        `insert into schools (name, slug, student_population)
         select 'Counted College ' || i, 'counted-college-' || i, 100 from generate_series(1, 163) as i`,
      )
      await sql.execute(
        `insert into schools (name, slug, is_active) values ('Closed College', 'closed-college', false)`,
      )
      for (const { path, phrases, description } of statedOn) {
        const html = decode(await (await app.request(path)).text())
        const text = html.replace(/<!-- -->/g, '')
        for (const phrase of phrases) expect(text, path).toContain(phrase)
        if (description) expect(metaOf(html, 'name', 'description'), path).toContain(description)
        expect(text, path).toContain('Street teams, brand ambassadors and campus activations at 160+ U.S.')
        expect(text, path).not.toContain('4,000+')
        expect(text, path).not.toContain(NETWORK_COLLEGES)
      }
      const home = decode(await (await app.request('/')).text())
      expect(home.replace(/<!-- -->/g, '')).toMatch(/>colleges in our network<\/dt>\s*<dd[^>]*>160\+<\/dd>/)
      const organization = jsonLdOf(home).find((data) => [data['@type']].flat().includes('Organization'))
      expect(organization?.description).toContain('at 160+ U.S. colleges')
      // 163 schools of 100 students: the FAQ states their 16,300 students as "16,000+".
      expect(JSON.stringify(jsonLdOf(home))).toContain('home to 16,000+ students')
    } finally {
      await app.close()
    }
  })
})
