import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../tests/server/harness'
import { fakeText, startFakeOllama, type FakeOllama } from '../../../../tests/support/fake-ollama'
import {
  brandProfile,
  postJson,
  readRecommendation,
  startRecommendation,
  waitForRecommendation,
} from '../../../../tests/support/matching-api'
import { seedRealSchools } from '../../../../tests/support/real-schools'

/** Generation with a (fake) local model behind it: progress while it writes, the queue, timeouts, the limit. */
let fake: FakeOllama
let app: TestApp
let impatient: TestApp
let limited: TestApp

beforeAll(async () => {
  fake = await startFakeOllama()
  app = await startTestApp(
    {
      OLLAMA_HOST: fake.url,
      OLLAMA_MODEL: 'llama3.2:3b',
      // Far above the fake's delays, so a loaded machine cannot turn a slow answer into a timeout.
      OLLAMA_TIMEOUT_MS: '15000',
      MATCHING_CONCURRENCY: '1',
      MATCHING_RATE_LIMIT: '1000',
      // Every test here must generate, not reuse.
      MATCHING_REUSE_MINUTES: '0',
    },
    { jobs: true },
  )
  impatient = await startTestApp(
    {
      OLLAMA_HOST: fake.url,
      OLLAMA_TIMEOUT_MS: '500',
      MATCHING_REUSE_MINUTES: '0',
    },
    { jobs: true },
  )
  limited = await startTestApp(
    { OLLAMA_HOST: 'off', MATCHING_RATE_LIMIT: '2', TRUST_PROXY: 'true' },
    { jobs: true },
  )
  await seedRealSchools(app.em())
  await seedRealSchools(impatient.em())
  await seedRealSchools(limited.em())
})
afterAll(async () => {
  await app?.close()
  await impatient?.close()
  await limited?.close()
  await fake?.close()
})

describe('generation with the local model', () => {
  it('shows progress while the model writes, then the model’s text on the database’s schools', async () => {
    fake.setMode('slow', 3000)
    const id = await startRecommendation(app, { targetAudience: 'Students at HBCUs' }, { count: 5 })
    let pending = await readRecommendation(app, id)
    // Ranking is quick, but a loaded machine may still be at it: read until the writer has the shortlist.
    while (pending.status === 'pending' && pending.progress?.stage !== 'writing')
      pending = await readRecommendation(app, id)
    expect(pending).toMatchObject({
      status: 'pending',
      recommendationData: null,
      generation: null,
      progress: { stage: 'writing', writer: 'ollama', model: 'llama3.2:3b', schoolsConsidered: 62 },
    })
    expect(pending.progress!.shortlist).toHaveLength(5)

    const done = await waitForRecommendation(app, id)
    expect(done.status).toBe('complete')
    expect(done.progress).toBeNull()
    expect(done.generation).toEqual({
      engine: 'ollama',
      model: 'llama3.2:3b',
      durationMs: expect.any(Number),
    })
    expect(done.generation!.durationMs).toBeGreaterThanOrEqual(2900)
    const campuses = done.recommendationData!.recommendedCampuses
    // The shortlist shown while pending is the list that was written.
    expect(
      campuses.map(({ schoolId, schoolName, matchScore }) => ({ schoolId, schoolName, matchScore })),
    ).toEqual(pending.progress!.shortlist)
    for (const campus of campuses) {
      expect(campus.school.hbcu).toBe(true)
      expect(campus.matchReason).toBe(fakeText('matchReason', campus.schoolId))
      expect(campus.schoolName).not.toBe('Invented University')
    }
  })

  it('writes deterministically, and says why, when the model is slower than OLLAMA_TIMEOUT_MS', async () => {
    fake.setMode('slow', 10_000)
    const done = await waitForRecommendation(
      impatient,
      await startRecommendation(impatient, {}, { count: 3 }),
    )
    expect(done.generation).toEqual({
      engine: 'deterministic',
      reason: 'timeout',
      durationMs: expect.any(Number),
    })
    // OLLAMA_TIMEOUT_MS is 500 here: the fallback comes soon after it, long before the model would answer.
    expect(done.generation!.durationMs).toBeGreaterThanOrEqual(490)
    expect(done.generation!.durationMs).toBeLessThan(9000)
    expect(done.recommendationData!.recommendedCampuses[0]!.matchReason).not.toContain('Fake model')
  })

  it('records invalid model output and keeps only real schools when the model names others', async () => {
    fake.setMode('invalid-json')
    const invalid = await waitForRecommendation(app, await startRecommendation(app, {}, { count: 3 }))
    expect(invalid.generation).toMatchObject({ engine: 'deterministic', reason: 'invalid-output' })

    fake.setMode('unknown-ids')
    const mixed = await waitForRecommendation(app, await startRecommendation(app, {}, { count: 4 }))
    expect(mixed.generation).toMatchObject({ engine: 'ollama', filledFields: 4 })
    const ids = mixed.recommendationData!.recommendedCampuses.map((campus) => campus.schoolId)
    expect(ids).toHaveLength(4)
    expect(ids).not.toContain(987_654)
  })

  it('runs at most MATCHING_CONCURRENCY generations at once; the others wait their turn', async () => {
    fake.setMode('slow', 800)
    fake.maxConcurrent = 0
    const ids = await Promise.all(
      [1, 2, 3].map((n) => startRecommendation(app, { name: `Queue ${n}` }, { count: 2 })),
    )
    const results = await Promise.all(ids.map((id) => waitForRecommendation(app, id)))
    expect(results.map((result) => result.generation?.engine)).toEqual(['ollama', 'ollama', 'ollama'])
    expect(fake.maxConcurrent).toBe(1)
  })
})

describe('the per-IP limit on recommendation requests (decision D19)', () => {
  it('answers 429 with Retry-After once an IP has used its allowance, and counts IPs apart', async () => {
    const client = { 'X-Forwarded-For': '203.0.113.7' }
    await startRecommendation(limited, {}, { count: 1 }, client)
    await startRecommendation(limited, {}, { count: 2 }, client)
    const profile = await postJson(limited, '/api/brand/profiles', brandProfile(), client)
    const { data } = (await profile.json()) as { data: { id: number } }
    const refused = await postJson(
      limited,
      `/api/brand/profiles/${data.id}/recommendations`,
      { count: 3 },
      client,
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      error: 'Too many recommendation requests. Please wait a few minutes and try again.',
    })
    // Another visitor is not affected.
    await startRecommendation(limited, {}, { count: 3 }, { 'X-Forwarded-For': '198.51.100.2' })
  })
})
