import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { startRecommendation, waitForRecommendation } from '../../../../tests/support/matching-api'
import { seedRealSchools } from '../../../../tests/support/real-schools'
import { STAFF_OVERVIEW_LIST_SIZE, staffOverviewSchema } from '@/shared/staff/staff-overview.schema'
import { createBlogArticle } from '@/server/features/blog/blog.factory'
import { createContactSubmission } from '@/server/features/contact/contact.factory'
import { CampusProgramEntity } from '@/server/features/programs/campus-program.entity'
import { createSchool } from '@/server/features/schools/school.factory'

const t = useTestApp({ OLLAMA_HOST: 'off', MATCHING_RATE_LIMIT: '1000' }, { jobs: true })

const DAY = 86_400_000
const newLeadNames: string[] = []
let resultId: string

beforeAll(async () => {
  const em = t.current.em()
  // Seven new leads (one more than the home lists), two already handled.
  for (let minute = 0; minute < 7; minute++) {
    const lead = await createContactSubmission(em, {
      firstName: `New${minute}`,
      createdAt: new Date(Date.UTC(2026, 10, 20, 9, minute)),
    })
    newLeadNames.unshift(lead.firstName)
  }
  await createContactSubmission(em, { firstName: 'Contacted', status: 'contacted' })
  await createContactSubmission(em, { firstName: 'Closed', status: 'closed' })

  const now = Date.now()
  await createBlogArticle(em, { title: 'Live already', publishedAt: new Date(now - DAY) })
  await createBlogArticle(em, { title: 'A draft', published: false })
  await createBlogArticle(em, { title: 'Out in a week', publishedAt: new Date(now + 7 * DAY) })
  await createBlogArticle(em, { title: 'Out tomorrow', publishedAt: new Date(now + DAY) })

  const school = await createSchool(em, { name: 'Harbor Point Staff College', city: 'Mystic', state: 'CT' })
  for (const [name, status] of [
    ['Welcome Week Sampling', 'active'],
    ['Finals Coffee', 'planned'],
    ['Game Day Tailgate', 'active'],
    ['Spring Break Kit', 'completed'],
  ] as const)
    em.create(CampusProgramEntity, { school, name, status })
  await em.flush()

  await seedRealSchools(em)
  resultId = await startRecommendation(t.current, { name: 'Volt' })
  await waitForRecommendation(t.current, resultId)
})

describe('the staff home’s one read (ADR 0009)', () => {
  it('GET /api/staff/overview counts and lists new leads, scheduled articles, active programs and results', async () => {
    const { cookie } = await t.current.signIn({ isAdmin: true })
    const response = await t.current.request('/api/staff/overview', { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const { data } = (await response.json()) as {
      data: Record<string, { total: number; items: Array<Record<string, unknown>> }>
    }

    expect(data.newLeads!.total).toBe(newLeadNames.length)
    expect(data.newLeads!.items.map((lead) => lead.firstName)).toEqual(
      newLeadNames.slice(0, STAFF_OVERVIEW_LIST_SIZE),
    )
    expect(data.newLeads!.items.every((lead) => lead.status === 'new')).toBe(true)

    expect(data.scheduledArticles!.total).toBe(2)
    expect(data.scheduledArticles!.items.map((article) => article.title)).toEqual([
      'Out tomorrow',
      'Out in a week',
    ])
    expect(data.scheduledArticles!.items[0]).toEqual({
      id: expect.any(Number),
      title: 'Out tomorrow',
      slug: 'out-tomorrow',
      publishedAt: expect.any(String),
    })

    expect(data.activePrograms!.total).toBe(2)
    expect(data.activePrograms!.items.map((program) => program.name).sort()).toEqual([
      'Game Day Tailgate',
      'Welcome Week Sampling',
    ])
    // Staff read the budget-bearing shape, as on /staff/programs.
    expect(data.activePrograms!.items[0]).toHaveProperty('school.name', 'Harbor Point Staff College')

    expect(data.matchingResults!.total).toBe(1)
    expect(data.matchingResults!.items).toEqual([
      expect.objectContaining({ id: resultId, brandName: 'Volt', status: 'complete' }),
    ])
  })

  it('the tRPC twin staff.overview answers the same, as its output schema describes', async () => {
    const { user, cookie } = await t.current.signIn({ isAdmin: true })
    const answer = await t.current.caller(user).staff.overview()
    expect(staffOverviewSchema.parse(answer)).toEqual(answer)
    expect(answer.scheduledArticles!.items[0]!.publishedAt).toBeInstanceOf(Date)

    const rest = (await (
      await t.current.request('/api/staff/overview', { headers: { Cookie: cookie } })
    ).json()) as { data: typeof answer }
    const ids = (overview: typeof answer) =>
      Object.values(overview).map((section) => [section!.total, section!.items.map((item) => item.id)])
    expect(ids(rest.data)).toEqual(ids(answer))
  })

  it('is for admins only: a visitor gets 401, a signed-in non-admin 403', async () => {
    expect((await t.current.request('/api/staff/overview')).status).toBe(401)
    const { cookie } = await t.current.signIn({ isAdmin: false })
    expect((await t.current.request('/api/staff/overview', { headers: { Cookie: cookie } })).status).toBe(403)
  })

  it('gives each role only the sections its screens show (ADR 0091)', async () => {
    const sections = async (role: 'admin' | 'editor' | 'author' | 'sales') => {
      const { cookie } = await t.current.signIn({ role })
      const response = await t.current.request('/api/staff/overview', { headers: { Cookie: cookie } })
      expect(response.status).toBe(200)
      const { data } = (await response.json()) as { data: Record<string, unknown> }
      return Object.keys(data).filter((key) => data[key] !== null)
    }
    expect(await sections('admin')).toEqual([
      'newLeads',
      'scheduledArticles',
      'activePrograms',
      'matchingResults',
    ])
    expect(await sections('editor')).toEqual(['scheduledArticles', 'activePrograms'])
    expect(await sections('sales')).toEqual(['newLeads', 'matchingResults'])
    expect(await sections('author')).toEqual([])
  })
})
