/**
 * What one brand submits is not readable by guessing (issue 12 item 4, ADR 0053). With sixty briefs stored, a
 * visitor walking the numbers finds nothing: not through REST, tRPC or the results page, and not by a row's
 * own internal number. Nothing lists the briefs publicly.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../server/harness'
import { brandProfile, postJson, startRecommendation } from '../support/matching-api'
import { seedRealSchools } from '../support/real-schools'
import { BrandCampusRecommendationEntity } from '@/server/features/matching/brand-campus-recommendation.entity'

const BRIEFS = 60
let app: TestApp

beforeAll(async () => {
  app = await startTestApp(
    { OLLAMA_HOST: 'off', MATCHING_RATE_LIMIT: '100000', MATCHING_REUSE_MINUTES: '0' },
    { jobs: true },
  )
  await seedRealSchools(app.em())
  for (let i = 0; i < BRIEFS; i++)
    await startRecommendation(
      app,
      { name: `Secret Brand ${i}`, marketingGoals: `Confidential goal ${i}` },
      { count: 1 },
    )
  return () => app.close()
}, 120_000)

describe('sequential numbers find no brief', () => {
  it(`GET /api/brand/recommendations/1..${BRIEFS + 5} and every row's internal id: all 404`, async () => {
    const internal = (await app.em().find(BrandCampusRecommendationEntity, {})).map((row) => row.id)
    expect(internal).toHaveLength(BRIEFS)
    const numbers = [...new Set([...Array.from({ length: BRIEFS + 5 }, (_, i) => i + 1), ...internal, 0, -1])]
    const read: number[] = []
    for (const number of numbers) {
      const response = await app.request(`/api/brand/recommendations/${number}`)
      if (response.status !== 404) read.push(number)
      expect(await response.text()).not.toContain('Secret Brand')
    }
    console.log(
      `figure: ${read.length} of ${numbers.length} guessed recommendation ids answered (0 expected)`,
    )
    expect(read).toEqual([])
  })

  it('the same numbers through tRPC and the results page find nothing', async () => {
    for (let number = 1; number <= 20; number++) {
      const procedure = await app.request(
        `/trpc/matching.recommendation?input=${encodeURIComponent(JSON.stringify({ json: { id: String(number) } }))}`,
      )
      expect(procedure.status).toBe(404)
      const page = await app.request(`/brand-matching/results/${number}`)
      expect(page.status).toBe(404)
      expect(await page.text()).not.toContain('Secret Brand')
    }
  })

  it('profiles cannot be used by number either', async () => {
    for (let number = 1; number <= 20; number++) {
      const response = await postJson(app, `/api/brand/profiles/${number}/recommendations`, { count: 1 })
      expect(response.status).toBe(404)
    }
    // And a real profile id is still the key to its own brief.
    const created = await postJson(app, '/api/brand/profiles', brandProfile())
    expect(created.status).toBe(201)
  })

  it('no public page or feed lists a brief', async () => {
    for (const path of [
      '/sitemap.xml',
      '/brand-matching',
      '/api/brand/recommendations',
      '/api/brand/profiles',
    ])
      expect(await (await app.request(path)).text()).not.toContain('Secret Brand')
  })
})
