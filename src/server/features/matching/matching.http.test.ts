import { describe, expect, it } from 'vitest'
import { BUDGET_RANGES } from '@/shared/matching/matching-fields'
import { useTestApp } from '../../../../tests/server/harness'
import {
  brandProfile,
  postJson,
  readRecommendation,
  startRecommendation,
  waitForRecommendation,
} from '../../../../tests/support/matching-api'
import { seedRealSchools } from '../../../../tests/support/real-schools'
import { SchoolEntity } from '@/server/features/schools/school.entity'
import { BrandCampusRecommendationEntity } from './brand-campus-recommendation.entity'
import { enqueueGeneration } from './matching-jobs'
import { BrandProfileEntity } from './brand-profile.entity'

// The model is switched off here: these tests are about the API; the writer has its own tests with a fake Ollama.
const t = useTestApp({ OLLAMA_HOST: 'off', MATCHING_RATE_LIMIT: '1000' }, { jobs: true })

describe('POST /api/brand/profiles', () => {
  it('stores a profile and answers its id', async () => {
    const response = await postJson(
      t.current,
      '/api/brand/profiles',
      brandProfile({ additionalInfo: 'Texas first' }),
    )
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as { data: { id: string } }
    // The public id (ADR 0053), never the row's number.
    expect(data).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) })
    const stored = await t.current.em().findOneOrFail(BrandProfileEntity, { publicId: data.id })
    expect(stored).toMatchObject({
      name: 'Fizzy Water Co.',
      budgetRange: '$25,000 - $50,000',
      additionalInfo: 'Texas first',
    })
  })

  it('answers every missing field with the message of product §5', async () => {
    for (const body of [
      {},
      { name: ' ', industry: '', targetAudience: '  ', values: '', marketingGoals: '', budgetRange: '' },
    ]) {
      const response = await postJson(t.current, '/api/brand/profiles', body)
      expect(response.status).toBe(400)
      const { fields } = (await response.json()) as { fields: Record<string, string> }
      expect(fields).toEqual({
        name: 'Brand name is required',
        industry: 'Industry is required',
        targetAudience: 'Target audience is required',
        values: 'Brand values are required',
        marketingGoals: 'Marketing goals are required',
        budgetRange: 'Budget range is required',
      })
    }
  })

  it('accepts only the five budget ranges, and additionalInfo is optional', async () => {
    for (const budgetRange of BUDGET_RANGES) {
      const { additionalInfo: _omitted, ...withoutInfo } = brandProfile({ budgetRange })
      expect((await postJson(t.current, '/api/brand/profiles', withoutInfo)).status).toBe(201)
    }
    const response = await postJson(
      t.current,
      '/api/brand/profiles',
      brandProfile({ budgetRange: '$1 - $2' as never }),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: Record<string, string> }).fields.budgetRange).toBe(
      'Budget range must be one of: $5,000 - $10,000, $10,000 - $25,000, $25,000 - $50,000, $50,000 - $100,000, $100,000+',
    )
    expect((await postJson(t.current, '/api/brand/profiles', '{not json')).status).toBe(400)
  })
})

describe('recommendations', () => {
  it('are grounded: a complete result of real schools, with the documented shape and the engine that wrote it', async () => {
    await seedRealSchools(t.current.em())
    const id = await startRecommendation(t.current, { additionalInfo: 'We launch in Texas.' })
    const recommendation = await waitForRecommendation(t.current, id)
    expect(recommendation.status).toBe('complete')
    // The whole brief, so "Adjust this brief" can open the form filled with it (ADR 0056).
    const { id: _profileId, ...brief } = recommendation.brandProfile
    expect(brief).toEqual({ ...brandProfile({ additionalInfo: 'We launch in Texas.' }) })
    expect(recommendation.generation).toEqual({
      engine: 'deterministic',
      reason: 'disabled',
      durationMs: expect.any(Number),
    })

    const data = recommendation.recommendationData!
    expect(Object.keys(data).sort()).toEqual(['brandInsights', 'limits', 'recommendedCampuses'])
    expect(Object.keys(data.brandInsights).sort()).toEqual([
      'strategicConsiderations',
      'strengthsForCampusMarketing',
      'suggestedMessaging',
    ])
    expect(data.recommendedCampuses).toHaveLength(10)
    const schools = await t.current.em().find(SchoolEntity, {})
    const byId = new Map(schools.map((school) => [school.id, school]))
    for (const campus of data.recommendedCampuses) {
      expect(campus).toMatchObject({
        schoolId: expect.any(Number),
        schoolName: expect.any(String),
        matchScore: expect.any(Number),
        matchReason: expect.any(String),
        targetStudentProfile: expect.any(String),
        suggestedMarketingApproach: expect.any(String),
        potentialChallenges: expect.any(String),
      })
      const school = byId.get(campus.schoolId)
      expect(school, `school ${campus.schoolId} exists`).toBeDefined()
      expect(campus.schoolName).toBe(school!.name)
      expect(campus.school).toMatchObject({ slug: school!.slug, city: school!.city, state: school!.state })
    }
    expect(data.recommendedCampuses.slice(0, 8).every((campus) => campus.school.state === 'TX')).toBe(true)
  })

  it('take the count (1-20, default 10), capped by the budget', async () => {
    const three = await waitForRecommendation(
      t.current,
      await startRecommendation(t.current, { budgetRange: '$100,000+' }, { count: 3 }),
    )
    expect(three.recommendationData!.recommendedCampuses).toHaveLength(3)
    const twenty = await waitForRecommendation(
      t.current,
      await startRecommendation(t.current, { budgetRange: '$100,000+' }, { count: 20 }),
    )
    expect(twenty.recommendationData!.recommendedCampuses).toHaveLength(20)
    const small = await waitForRecommendation(
      t.current,
      await startRecommendation(t.current, { budgetRange: '$5,000 - $10,000' }),
    )
    expect(small.recommendationData!.recommendedCampuses).toHaveLength(3)
    // No body at all: the default count.
    const profile = await postJson(
      t.current,
      '/api/brand/profiles',
      brandProfile({ name: 'No body', budgetRange: '$100,000+' }),
    )
    const { data } = (await profile.json()) as { data: { id: string } }
    const response = await t.current.request(`/api/brand/profiles/${data.id}/recommendations`, {
      method: 'POST',
    })
    expect(response.status).toBe(202)
    const { data: started } = (await response.json()) as { data: { id: string } }
    expect(
      (await waitForRecommendation(t.current, started.id)).recommendationData!.recommendedCampuses,
    ).toHaveLength(10)
    const row = await t.current.em().findOneOrFail(BrandCampusRecommendationEntity, { publicId: started.id })
    expect(row.requestedCount).toBe(10)
  })

  it('refuse a count outside 1-20 and unknown or malformed ids', async () => {
    const profile = await postJson(t.current, '/api/brand/profiles', brandProfile())
    const { data } = (await profile.json()) as { data: { id: string } }
    for (const count of [0, 21, 2.5, 'ten']) {
      const response = await postJson(t.current, `/api/brand/profiles/${data.id}/recommendations`, { count })
      expect(response.status, String(count)).toBe(400)
      expect(((await response.json()) as { fields: Record<string, string> }).fields.count).toMatch(
        /Count must be/,
      )
    }
    const unknownProfile = await postJson(t.current, '/api/brand/profiles/999999/recommendations', {
      count: 5,
    })
    expect(unknownProfile.status).toBe(404)
    expect(await unknownProfile.json()).toEqual({ error: 'Brand profile not found' })
    const unknown = await t.current.request('/api/brand/recommendations/999999')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Recommendation not found' })
    // A malformed id is as unknown as a wrong one (ADR 0053): 404, not 400.
    const malformed = await t.current.request('/api/brand/recommendations/abc')
    expect(malformed.status).toBe(404)
    expect(await malformed.json()).toEqual({ error: 'Recommendation not found' })
  })

  it('reuse the recent result of an identical profile (decision D19), but not for a different count', async () => {
    const profile = { name: 'Same Again', industry: 'Fintech', targetAudience: 'First-generation students' }
    const first = await waitForRecommendation(
      t.current,
      await startRecommendation(t.current, profile, { count: 5 }),
    )
    // The same words with other spacing and case are the same profile.
    const again = await startRecommendation(t.current, { ...profile, name: '  same   again ' }, { count: 5 })
    const second = await readRecommendation(t.current, again)
    expect(second.status).toBe('complete')
    expect(second.id).not.toBe(first.id)
    expect(second.generation).toEqual({
      engine: 'deterministic',
      reason: 'disabled',
      durationMs: expect.any(Number),
      reused: true,
    })
    expect(second.recommendationData).toEqual(first.recommendationData)
    // The source is kept in the database, by its internal id, and never named in the answer: its public id would
    // open another visitor's result (ADR 0053).
    const em = t.current.em()
    const source = await em.findOneOrFail(BrandCampusRecommendationEntity, { publicId: first.id })
    const copy = await em.findOneOrFail(BrandCampusRecommendationEntity, { publicId: second.id })
    expect(copy.generation?.reusedFrom).toBe(source.id)
    expect(JSON.stringify(second.generation)).not.toContain(first.id)
    // A copy of a copy names the first source.
    const third = await readRecommendation(
      t.current,
      await startRecommendation(t.current, profile, { count: 5 }),
    )
    expect(third.generation?.reused).toBe(true)
    const thirdRow = await em.findOneOrFail(BrandCampusRecommendationEntity, { publicId: third.id })
    expect(thirdRow.generation?.reusedFrom).toBe(source.id)
    const other = await waitForRecommendation(
      t.current,
      await startRecommendation(t.current, profile, { count: 4 }),
    )
    expect(other.generation?.reused).toBeUndefined()
  })

  it('leave a queued recommendation pending for readers, and complete it when a worker runs its job', async () => {
    // As if another process had stored the row and queued its job, then died: no reader may call it failed.
    const em = t.current.em()
    const profile = em.create(BrandProfileEntity, { ...brandProfile(), additionalInfo: null })
    const row = em.create(BrandCampusRecommendationEntity, {
      brandProfile: profile,
      status: 'pending',
      requestedCount: 3,
      recommendationData: null,
    })
    await em.flush()
    expect(await readRecommendation(t.current, row.publicId)).toMatchObject({ status: 'pending' })
    await enqueueGeneration(t.current.runtime.matching.jobs(), row.id, t.current.config.OLLAMA_TIMEOUT_MS)
    const done = await waitForRecommendation(t.current, row.publicId)
    expect(done.status).toBe('complete')
    expect(done.recommendationData!.recommendedCampuses).toHaveLength(3)
  })

  it('have tRPC twins that call the same service', async () => {
    const caller = t.current.caller()
    const { id: profileId } = await caller.matching.createProfile(
      brandProfile({ name: 'Twin', industry: 'Gaming' }),
    )
    const { id } = await caller.matching.requestRecommendations({ profileId, count: 4 })
    let recommendation = await caller.matching.recommendation({ id })
    while (recommendation.status === 'pending') recommendation = await caller.matching.recommendation({ id })
    expect(recommendation).toMatchObject({ status: 'complete' })
    expect(recommendation.recommendationData!.recommendedCampuses).toHaveLength(4)
    expect(JSON.parse(JSON.stringify(recommendation))).toEqual(await readRecommendation(t.current, id))
    await expect(caller.matching.createProfile({ ...brandProfile(), name: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    })
    await expect(caller.matching.recommendation({ id: '999999' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })
})
