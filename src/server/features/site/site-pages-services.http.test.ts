import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { asCookie, jsonRequest } from '@/server/features/blog/blog.test-helpers'
import { defaultServicesCopy } from '@/shared/site-copy/services-copy.defaults'
import { defaultServicePageCopy } from '@/shared/site-copy/service-page-copy.defaults'
import type { ServicesCopy, ShownServicesCopy } from '@/shared/site-copy/services-copy.schema'
import type { ServicePageCopy } from '@/shared/site-copy/service-page-copy.schema'

/**
 * The services' copy staff edit (issue 36 point 1, ADR 0155): the overview and its FAQ (part `services`), each
 * service page (a part per slug), and the home page's FAQ (in part `home`). The demo copy is the pages' words as
 * they were in the code; a save reaches the next render, the FAQ's structured data and `marketing.faq`.
 */
const t = useTestApp()
type Staff = { user: CurrentUser; cookie: string }
let editor: Staff
let author: Staff

beforeAll(async () => {
  editor = await t.current.signIn({ role: 'editor' })
  author = await t.current.signIn({ role: 'author' })
})

const put = (part: string, body: unknown, who?: Staff) =>
  t.current.request(`/api/site/pages/${part}`, jsonRequest('PUT', body, who?.cookie))
const read = async <T>(part: string) =>
  ((await (await t.current.request(`/api/site/pages/${part}`)).json()) as { data: T }).data
const versionOf = async (part: string) =>
  (
    (await (await t.current.request(`/api/site/pages/${part}/staff`, asCookie(editor.cookie))).json()) as {
      data: { version: number }
    }
  ).data.version
const html = async (path: string) => {
  const response = await t.current.request(path)
  expect(response.status).toBe(200)
  return response.text()
}
const faqJsonLdOf = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string; mainEntity?: unknown })
    .find((data) => data['@type'] === 'FAQPage')?.mainEntity as
    { name: string; acceptedAnswer: { text: string } }[] | undefined
const SLOTS = /\{(brand|partner|network\.\w+|figure\.\w+)\}/

describe('before any edit: the pages say the demo copy, as the code said it', () => {
  it('/services: the hero, the cards, the process and the five questions, slots filled', async () => {
    const copy = await read<ShownServicesCopy>('services')
    expect(copy.hero.title).toBe('CampusPulse Services')
    expect(copy.offer.cards['street-teams'].points).toContain('Live within 48 hours')
    expect(copy.faq.items.map((item) => item.question)).toEqual(
      defaultServicesCopy.faq.items.map((item) => item.question),
    )
    // The answers' HTML as the code wrote it: emphasis and links, the figures in.
    expect(copy.faq.items[0]!.answerHtml).toBe(
      '<p>A focused campaign on <strong>one campus starts at $5,000</strong>. Regional programs usually land between $15,000 and $30,000, and <strong>national programs run $50,000+</strong>. The proposal you receive after your strategy call lists every line: staff hours, permits, materials, shipping and reporting.</p>',
    )
    expect(copy.faq.items[3]!.answerHtml).toContain(
      '<a href="/schools">school directory</a> or ask CampusPulse for a recommended shortlist',
    )
    const page = await html('/services')
    expect(page).toContain('Results across industries')
    // Each industry row links to its published demo study.
    expect(
      [...page.matchAll(/href="(\/cs\/[^"]+)"[^>]*>Read the case study/g)].map((match) => match[1]),
    ).toEqual(['/cs/spotify', '/cs/coca-cola', '/cs/loreal', '/cs/microsoft'])
    expect(page).toContain('Live in 48 hours on a campus we already work; 2–4 weeks for a national rollout.')
    expect(page).not.toMatch(SLOTS)
    // The FAQ's structured data is the page's questions and answers, as the API serves them.
    expect(faqJsonLdOf(page)).toEqual(
      copy.faq.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answerHtml },
      })),
    )
    expect(await t.current.caller().marketing.faq({ page: 'services' })).toEqual(copy.faq.items)
  })

  it('each service page: its hero, inclusions, steps and call to action', async () => {
    const copy = await read<ServicePageCopy>('street-teams')
    expect(copy.hero.title).toBe('Street teams who know the campus')
    expect(copy.process.steps[1]!.text).toBe(
      'Local teams hired and trained; 48 hours on campuses where we already operate.',
    )
    const page = await html('/services/campus-marketing')
    expect(page).toContain('Everything in campus marketing programs')
    expect(page).toMatch(/A shortlist from our \S+ college network/)
    expect(page).toContain('within three business days.')
    expect(page).not.toMatch(SLOTS)
  })

  it('the home page’s six questions come from the home part', async () => {
    const copy = await read<{ faq: ShownServicesCopy['faq'] }>('home')
    expect(copy.faq.items).toHaveLength(6)
    expect(copy.faq.items[2]!.answerHtml).toContain('<a href="/schools">Browse the school directory</a>')
    expect(faqJsonLdOf(await html('/'))?.map((item) => item.name)).toEqual(
      copy.faq.items.map((item) => item.question),
    )
  })
})

describe('a save', () => {
  it('of the services part reaches /services, its FAQ’s structured data and marketing.faq', async () => {
    await html('/services') // in the caches when the save comes
    const copy: ServicesCopy = structuredClone(defaultServicesCopy)
    copy.hero.lead = 'Campus marketing at {network.colleges} colleges.'
    copy.faq.items = [
      {
        question: 'Do you work on weekends?',
        answer: 'Yes, and **game days** too: see [the schools](/schools).',
      },
      { question: 'Can {brand} say <b>?', answer: 'Not as markup: <script>alert(1)</script> stays text.' },
    ]
    const saved = await put('services', { copy, expectedVersion: 0 }, editor)
    expect(saved.status).toBe(200)

    const page = await html('/services')
    expect(page).toMatch(/Campus marketing at \S+ colleges\./)
    expect(page).toContain('Do you work on weekends?')
    expect(page).not.toContain('How much does a campus marketing campaign cost?')
    expect(page).not.toContain('<script>alert(1)</script>')
    const faq = faqJsonLdOf(page)!
    expect(faq.map((item) => item.name)).toEqual(['Do you work on weekends?', 'Can CampusPulse say <b>?'])
    expect(faq[0]!.acceptedAnswer.text).toBe(
      '<p>Yes, and <strong>game days</strong> too: see <a href="/schools">the schools</a>.</p>',
    )
    expect(faq[1]!.acceptedAnswer.text).toBe(
      '<p>Not as markup: &lt;script&gt;alert(1)&lt;/script&gt; stays text.</p>',
    )
    const items = await t.current.caller().marketing.faq({ page: 'services' })
    expect(items.map((item) => item.question)).toEqual(faq.map((item) => item.name))
  })

  it('of one service page reaches that page only', async () => {
    const copy: ServicePageCopy = structuredClone(defaultServicePageCopy['street-teams'])
    copy.hero.title = 'Street teams, {figure.launch} from now'
    copy.fit.items = ['Festivals']
    expect((await put('street-teams', { copy, expectedVersion: 0 }, editor)).status).toBe(200)
    const page = await html('/services/street-teams')
    expect(page).toContain('Street teams, 48 hours from now')
    expect(page).toContain('Festivals')
    expect(page).not.toContain('Events that need a crowd by Friday')
    expect(await html('/services/brand-activations')).toContain('Brand activations students line up for')
  })

  it('of an industry row’s case study links it only while it is a published study', async () => {
    const copy: ServicesCopy = structuredClone(defaultServicesCopy)
    const [first, second, third] = copy.industries.items
    first!.caseStudy = 'patagonia'
    second!.caseStudy = 'no-such-study'
    third!.caseStudy = ''
    const saved = await put('services', { copy, expectedVersion: await versionOf('services') }, editor)
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect((await read<ShownServicesCopy>('services')).industries.items.map((row) => row.caseStudy)).toEqual([
      'patagonia',
      'no-such-study',
      null,
      'microsoft',
    ])
    const page = await html('/services')
    const links = [...page.matchAll(/href="(\/cs\/[^"]+)"[^>]*>Read the case study/g)].map(
      (match) => match[1],
    )
    expect(links).toEqual(['/cs/patagonia', '/cs/microsoft'])
  })

  it('from an older version is refused with 409 and keeps the saved copy', async () => {
    const copy: ServicePageCopy = structuredClone(defaultServicePageCopy['street-teams'])
    copy.hero.title = 'Stale'
    expect((await put('street-teams', { copy, expectedVersion: 0 }, editor)).status).toBe(409)
    expect((await read<ServicePageCopy>('street-teams')).hero.title).toBe('Street teams, 48 hours from now')
  })
})

describe('validation: 400 naming the field, nothing saved', () => {
  const services = (change: (copy: ServicesCopy) => void) => {
    const copy = structuredClone(defaultServicesCopy)
    change(copy)
    return copy
  }
  const servicePage = (change: (copy: ServicePageCopy) => void) => {
    const copy = structuredClone(defaultServicePageCopy['influencer-marketing'])
    change(copy)
    return copy
  }
  it.each([
    ['services', 'a FAQ without questions', services((c) => (c.faq.items = [])), 'copy.faq.items'],
    [
      'services',
      'an empty question',
      services((c) => (c.faq.items[0]!.question = ' ')),
      'copy.faq.items.0.question',
    ],
    [
      'services',
      'an unknown slot in an answer',
      services((c) => (c.faq.items[1]!.answer = '{figure.nope}')),
      'copy.faq.items.1.answer',
    ],
    [
      'services',
      'a card without points',
      services((c) => (c.offer.cards['street-teams'].points = [])),
      'copy.offer.cards.street-teams.points',
    ],
    ['services', 'three industries', services((c) => c.industries.items.pop()), 'copy.industries.items'],
    [
      'influencer-marketing',
      'thirteen inclusions',
      servicePage((c) => (c.included.items = Array(13).fill(c.included.items[0]))),
      'copy.included.items',
    ],
    [
      'influencer-marketing',
      'a fit over 160 characters',
      servicePage((c) => (c.fit.items[0] = 'x'.repeat(161))),
      'copy.fit.items.0',
    ],
  ])('%s: refuses %s', async (part, _name, copy, field) => {
    const before = await read<unknown>(part)
    const answer = await put(part, { copy, expectedVersion: await versionOf(part) }, editor)
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { fields: Record<string, string> }).fields).toHaveProperty([field])
    expect(await read<unknown>(part)).toEqual(before)
  })
})

describe('who may edit', () => {
  it.each(['services', 'campus-marketing'])(
    '%s: visitors 401, staff without the editor role 403',
    async (part) => {
      const version = await versionOf(part)
      const body = {
        copy: part === 'services' ? defaultServicesCopy : defaultServicePageCopy['campus-marketing'],
        expectedVersion: version,
      }
      expect((await put(part, body)).status).toBe(401)
      expect((await put(part, body, author)).status).toBe(403)
      expect((await t.current.request(`/api/site/pages/${part}/staff`, asCookie(author.cookie))).status).toBe(
        403,
      )
      expect(await versionOf(part)).toBe(version)
    },
  )
})
