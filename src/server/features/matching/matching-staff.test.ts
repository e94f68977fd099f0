import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { startRecommendation, waitForRecommendation } from '../../../../tests/support/matching-api'
import { seedRealSchools } from '../../../../tests/support/real-schools'

const t = useTestApp({ OLLAMA_HOST: 'off', MATCHING_RATE_LIMIT: '1000' }, { jobs: true })

let ids: string[] = []
beforeAll(async () => {
  await seedRealSchools(t.current.em())
  ids = []
  for (const name of ['Volt', 'Fizzy Water Co.'])
    ids.push(await startRecommendation(t.current, { name, additionalInfo: `${name} in Texas only` }))
  for (const id of ids) await waitForRecommendation(t.current, id)
})

describe('every result, for staff (ADR 0055)', () => {
  it('GET /api/brand/recommendations lists them newest first with brand, date, status, writer and link id', async () => {
    const { cookie } = await t.current.signIn({ isAdmin: true })
    const response = await t.current.request('/api/brand/recommendations', { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const body = (await response.json()) as { data: Array<Record<string, unknown>>; meta: unknown }
    expect(body.meta).toEqual({ total: 2, page: 1, pageSize: 50 })
    expect(body.data.map((result) => [result.id, result.brandName, result.status, result.writer])).toEqual([
      [ids[1], 'Fizzy Water Co.', 'complete', 'deterministic'],
      [ids[0], 'Volt', 'complete', 'deterministic'],
    ])
    expect(body.data[0]).toMatchObject({ reason: 'disabled', campuses: 8, createdAt: expect.any(String) })
  })

  it('the tRPC twin matching.staffResults answers the same list', async () => {
    const { user } = await t.current.signIn({ isAdmin: true })
    const answer = await t.current.caller(user).matching.staffResults({ page: 1 })
    expect(answer.total).toBe(2)
    expect(answer.results.map((result) => result.id)).toEqual([ids[1], ids[0]])
    expect(answer.results[0]!.createdAt).toBeInstanceOf(Date)
  })

  it('/staff/matching renders the list for an admin, noindex, each brand with its result link', async () => {
    const { cookie } = await t.current.signIn({ isAdmin: true })
    const response = await t.current.request('/staff/matching', { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    expect(html).toContain('Campus matching results')
    for (const id of ids) expect(html).toContain(`href="/brand-matching/results/${id}"`)
    for (const page of ['abc', '0', '-1', '2.5']) {
      const odd = await t.current.request(`/staff/matching?page=${page}`, { headers: { Cookie: cookie } })
      expect(odd.status, page).toBe(200)
      expect(await odd.text(), page).toContain(`href="/brand-matching/results/${ids[0]}"`)
    }
  })

  it('is for admins only: a visitor gets 401, a signed-in non-admin 403', async () => {
    expect((await t.current.request('/api/brand/recommendations')).status).toBe(401)
    const { cookie } = await t.current.signIn({ isAdmin: false })
    expect(
      (await t.current.request('/api/brand/recommendations', { headers: { Cookie: cookie } })).status,
    ).toBe(403)
  })
})
