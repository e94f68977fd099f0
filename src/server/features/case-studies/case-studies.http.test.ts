import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { asCookie, jsonRequest } from '@/server/features/blog/blog.test-helpers'
import { DEMO_CASE_STUDY_SLUGS } from '@/shared/marketing/public-pages'

/**
 * The case studies in the database (issue 36 point 1, ADR 0154): the demo studies are there from the migration,
 * visitors read published ones only, editors and admins write through a version check, and a write empties
 * the shared read cache. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
// The shared read cache on, as in production (tests keep it off by default): the cache test needs it.
const t = useTestApp({ READ_CACHE_SECONDS: '60' })
type Staff = { user: CurrentUser; cookie: string }
let editor: Staff
let admin: Staff
let author: Staff

beforeAll(async () => {
  editor = await t.current.signIn({ role: 'editor', firstName: 'Erin', lastName: 'Edits' })
  admin = await t.current.signIn({ role: 'admin', firstName: 'Ada', lastName: 'Admin' })
  author = await t.current.signIn({ role: 'author' })
})

const study = {
  slug: 'north-star-snacks',
  title: 'North Star Snacks: a semester of sampling',
  client: 'North Star Snacks',
  industry: 'Snacks',
  summary: 'Twelve campuses, one semester, sampled and measured.',
  metric: { value: '12', label: 'campuses' },
  keywords: ['campus sampling'],
  logoUrl: null,
  imageUrl: '/images/illustrations/sampling.webp',
  imageAlt: 'Students at a sampling table',
  lead: 'How {partner} sampled on twelve campuses.',
  headline: [
    { value: '12', label: 'campuses' },
    { value: '40,000', label: 'samples' },
    { value: '9%', label: 'redeemed a coupon' },
    { value: '3x', label: 'return' },
  ],
  challenge: ['Nobody knew the brand.'],
  approach: {
    intro: 'We went where students eat.',
    steps: [{ title: 'Dining halls', text: 'Tables at lunch.' }],
  },
  delivered: ['A weekly report by campus'],
  learned: [{ title: 'Lunch wins', text: 'Midday tables outdrew evening ones.' }],
  quote: {
    text: 'It worked.',
    role: 'Brand manager',
    organization: 'North Star Snacks',
    illustrativeName: null,
  },
  sortOrder: 5,
  published: false,
  confirmed: false,
}
type Saved = { id: number; version: number; published: boolean; slug: string; updatedBy: string | null }

const post = (body: unknown, who?: Staff) =>
  t.current.request('/api/case-studies', jsonRequest('POST', body, who?.cookie))
const put = (id: number, body: unknown, who?: Staff) =>
  t.current.request(`/api/case-studies/${id}`, jsonRequest('PUT', body, who?.cookie))
const publicSlugs = async () =>
  ((await (await t.current.request('/api/case-studies')).json()) as { data: { slug: string }[] }).data.map(
    (card) => card.slug,
  )
const dataOf = async <T>(response: Response) => ((await response.json()) as { data: T }).data

let created: Saved

describe('the demo studies', () => {
  it('are published from the start, in their order, marked as examples on their pages and the list', async () => {
    expect(await publicSlugs()).toEqual([...DEMO_CASE_STUDY_SLUGS])
    const page = await t.current.request('/cs/spotify')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Spotify: 62,000 Premium Student sign-ups in six weeks')
    expect(html).toContain('Example case study')
    // The stored copy names the partner by placeholder; whatever visitors read has it filled: the page, the
    // data it carries to the browser (its scripts included), the list and the API.
    const partner = await (await t.current.request('/cs/air-fresh-client')).text()
    expect(partner).toContain('Air Fresh Marketing: +385% ROI')
    const list = await (await t.current.request('/case-studies')).text()
    const api = await (await t.current.request('/api/case-studies/slug/air-fresh-client')).text()
    const cards = await (await t.current.request('/api/case-studies')).text()
    for (const read of [partner, list, api, cards]) expect(read).not.toMatch(/\{(partner|brand)\}/)
    expect(api).toContain('Air Fresh Marketing')
  })
})

describe('the partner study', () => {
  it('is what the home page’s client card states: its headline figure and summary, so an edit reaches it', async () => {
    type Stored = Record<string, unknown> & { id: number; slug: string; version: number }
    const studies = await dataOf<Stored[]>(
      await t.current.request('/api/case-studies/staff', asCookie(editor.cookie)),
    )
    const partner = studies.find((each) => each.slug === 'air-fresh-client')!
    const saved = await put(
      partner.id,
      {
        ...partner,
        metric: { value: '+212%', label: 'return on the program' },
        summary: 'How {partner} sold a snack on forty campuses.',
        expectedVersion: partner.version,
      },
      editor,
    )
    expect(saved.status, await saved.clone().text()).toBe(200)
    const home = await (await t.current.request('/')).text()
    expect(home).toContain('+212% return on the program')
    expect(home).toContain('How Air Fresh Marketing sold a snack on forty campuses.')
  })
})

describe('a new study', () => {
  it('is created as a draft by an editor, named in the audit trail, and hidden from visitors', async () => {
    const response = await post(study, editor)
    expect(response.status).toBe(201)
    created = await dataOf<Saved>(response)
    expect(created).toMatchObject({ slug: study.slug, version: 1, published: false, updatedBy: 'Erin Edits' })

    expect(await publicSlugs()).not.toContain(study.slug)
    expect((await t.current.request(`/api/case-studies/slug/${study.slug}`)).status).toBe(404)
    expect((await t.current.request(`/cs/${study.slug}`)).status).toBe(404)
    // ?preview changes nothing for a visitor.
    expect((await t.current.request(`/cs/${study.slug}?preview=true`)).status).toBe(404)

    const entries = await t.current
      .em()
      .execute<{ action: string; record_id: string }[]>(
        "select action, record_id from audit_entries where record_kind = 'case-study'",
      )
    expect(entries).toContainEqual({ action: 'caseStudies.create', record_id: String(created.id) })
  })

  it('is previewed by a signed-in editor as a draft, never indexed', async () => {
    const preview = await t.current.request(`/cs/${study.slug}?preview=true`, asCookie(editor.cookie))
    expect(preview.status).toBe(200)
    const html = await preview.text()
    expect(html).toContain('Draft preview')
    expect(html).toContain('noindex')
    expect(html).toContain(study.title)
    // Without ?preview the editor sees what visitors see.
    expect((await t.current.request(`/cs/${study.slug}`, asCookie(editor.cookie))).status).toBe(404)
  })

  it('a slug another study has is refused with 409', async () => {
    const response = await post({ ...study, title: 'Another one entirely' }, admin)
    expect(response.status).toBe(409)
    expect((await response.json()).error).toContain('/cs/north-star-snacks')
  })

  it('is published from its version, shown at once (the cached list is emptied), then refused from a stale version', async () => {
    await publicSlugs()
    const saved = await put(created.id, { ...study, published: true, expectedVersion: 1 }, admin)
    expect(saved.status).toBe(200)
    expect(await dataOf<Saved>(saved)).toMatchObject({ version: 2, published: true, updatedBy: 'Ada Admin' })
    // The write emptied the cached list: the next read lists the published study, in its order (5: first).
    expect((await publicSlugs())[0]).toBe(study.slug)
    const page = await t.current.request(`/cs/${study.slug}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(study.title)

    const stale = await put(
      created.id,
      { ...study, title: 'A save from the old version', expectedVersion: 1 },
      editor,
    )
    expect(stale.status).toBe(409)
    const body = (await stale.json()) as { error: string }
    expect(body.error).toMatch(/Someone else \(Ada Admin\) saved this case study at .+ UTC/)
    const kept = await dataOf<{ title: string; version: number }>(
      await t.current.request(`/api/case-studies/${created.id}`, asCookie(editor.cookie)),
    )
    expect(kept).toMatchObject({ title: study.title, version: 2 })
  })

  it('a cached read keeps its answer until a write: the cache is what visitors read', async () => {
    await publicSlugs()
    // Behind the API's back: the shared read cache still answers the list it holds.
    await t.current.em().execute('update case_studies set published = false where id = ?', [created.id])
    expect(await publicSlugs()).toContain(study.slug)
    // A write through the API empties it.
    const saved = await put(created.id, { ...study, published: false, expectedVersion: 2 }, editor)
    expect(saved.status).toBe(200)
    expect(await publicSlugs()).not.toContain(study.slug)
    expect((await t.current.request(`/cs/${study.slug}`)).status).toBe(404)
  })
})

describe('its history (ADR 0151)', () => {
  type Revision = { version: number; savedBy: { displayName: string } | null; snapshot: typeof study }
  const history = async (path = '') =>
    t.current.request(`/api/site/revisions/case-study/${created.id}${path}`, asCookie(editor.cookie))

  it('keeps every save that got through, who made it, and what it wrote; restoring one is a save of its own', async () => {
    // Saved: the draft (1), published by the admin (2), unpublished (3); the stale save kept nothing.
    const list = await dataOf<{ version: number; savedBy: { displayName: string } | null }[]>(await history())
    expect(list.map((entry) => [entry.version, entry.savedBy?.displayName])).toEqual([
      [3, 'Erin Edits'],
      [2, 'Ada Admin'],
      [1, 'Erin Edits'],
    ])
    const published = await dataOf<Revision>(await history('/2'))
    expect(published.snapshot).toMatchObject({ title: study.title, published: true, slug: study.slug })

    const restored = await put(created.id, { ...published.snapshot, expectedVersion: 3 }, editor)
    expect(restored.status).toBe(200)
    expect(await dataOf<Saved>(restored)).toMatchObject({ version: 4, published: true })
    expect((await dataOf<{ version: number }[]>(await history()))[0]?.version).toBe(4)
    expect((await t.current.request(`/cs/${study.slug}`)).status).toBe(200)
  })
})

describe('refusals', () => {
  it('visitors, authors and bad input get a clear 4xx', async () => {
    expect((await post(study)).status).toBe(401)
    expect((await post({ ...study, slug: 'by-author' }, author)).status).toBe(403)
    expect((await t.current.request('/api/case-studies/staff', asCookie(author.cookie))).status).toBe(403)
    const bad = await post({ ...study, slug: 'Bad Slug', headline: study.headline.slice(0, 3) }, editor)
    expect(bad.status).toBe(400)
    const fields = ((await bad.json()) as { fields: Record<string, string> }).fields
    expect(fields.slug).toMatch(/lower-case/)
    expect(fields.headline).toMatch(/at least 4/)
    const nul = await post({ ...study, slug: 'with-nul', title: 'Title with \u0000 inside' }, editor)
    expect(nul.status).toBe(400)
    expect((await put(999_999, { ...study, expectedVersion: 1 }, editor)).status).toBe(404)
    expect((await t.current.request('/api/case-studies/slug/nope')).status).toBe(404)
  })

  it('a deleted study is gone for everyone', async () => {
    const response = await t.current.request(
      `/api/case-studies/${created.id}`,
      jsonRequest('DELETE', undefined, editor.cookie),
    )
    expect(response.status).toBe(200)
    expect((await t.current.request(`/api/case-studies/${created.id}`, asCookie(editor.cookie))).status).toBe(
      404,
    )
    expect((await t.current.request(`/cs/${study.slug}?preview=true`, asCookie(editor.cookie))).status).toBe(
      404,
    )
  })
})
