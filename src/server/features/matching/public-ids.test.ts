import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import {
  brandProfile,
  postJson,
  readRecommendation,
  startRecommendation,
} from '../../../../tests/support/matching-api'
import { isPublicId } from '@/shared/matching/public-id'
import { BrandCampusRecommendationEntity } from './brand-campus-recommendation.entity'
import { BrandProfileEntity } from './brand-profile.entity'
import { newPublicId } from '@/server/lib/public-id'

/**
 * Brand profiles and recommendations are reached only by an unguessable public id (ADR 0053): a row's number,
 * small or real, is not found over REST, over tRPC, or as a results page (matching-pages.test.ts).
 */
const t = useTestApp({ OLLAMA_HOST: 'off', MATCHING_RATE_LIMIT: '1000' }, { jobs: true })

const bytesOf = (id: string) => Buffer.from(id, 'base64url')

/** Every one of the 128 bit positions takes both values somewhere in the sample: no fixed or counted bits. */
function expectAllBitsVary(ids: string[]) {
  const ones = new Array<number>(128).fill(0)
  for (const id of ids) {
    const bytes = bytesOf(id)
    expect(bytes).toHaveLength(16)
    // Canonical base64url: the 22 characters are exactly these 16 bytes, nothing padded or ignored.
    expect(bytes.toString('base64url')).toBe(id)
    for (let bit = 0; bit < 128; bit++) ones[bit]! += (bytes[bit >> 3]! >> (7 - (bit & 7))) & 1
  }
  // With 64 ids, a random bit is constant with probability 2^-63: a failure here is a real pattern.
  const fixed = ones.flatMap((count, bit) => (count === 0 || count === ids.length ? [bit] : []))
  expect(fixed).toEqual([])
}

const sampleSize = 64

describe('public ids', () => {
  it('are 22 base64url characters carrying 128 random bits, from the app and from the database default', async () => {
    const fromApp = Array.from({ length: sampleSize }, newPublicId)
    expect(fromApp.every(isPublicId)).toBe(true)
    expect(new Set(fromApp).size).toBe(sampleSize)
    expectAllBitsVary(fromApp)

    // The column default, as the migration installed it (it also filled the rows that existed), makes the same.
    const rows = (await t.current
      .em()
      .getConnection()
      .execute(
        `insert into brand_profiles (name, industry, target_audience, values, marketing_goals, budget_range)
         select 'Raw ' || n, 'Beverages', 'Students', 'Fun', 'Awareness', '$5,000 - $10,000'
         from generate_series(1, ${sampleSize}) as n returning public_id`,
      )) as { public_id: string }[]
    const fromDatabase = rows.map((row) => row.public_id)
    expect(fromDatabase.every(isPublicId)).toBe(true)
    expect(new Set(fromDatabase).size).toBe(sampleSize)
    expectAllBitsVary(fromDatabase)
  })

  it('are what the API answers: profiles and recommendations never share a prefix or follow a sequence', async () => {
    const profileIds: string[] = []
    const recommendationIds: string[] = []
    for (let n = 0; n < 6; n++) {
      const created = await postJson(t.current, '/api/brand/profiles', brandProfile({ name: `Brand ${n}` }))
      const { data } = (await created.json()) as { data: { id: string } }
      profileIds.push(data.id)
      const requested = await postJson(t.current, `/api/brand/profiles/${data.id}/recommendations`, {
        count: 2,
      })
      recommendationIds.push(((await requested.json()) as { data: { id: string } }).data.id)
    }
    const all = [...profileIds, ...recommendationIds]
    expect(all.every(isPublicId)).toBe(true)
    // Consecutive rows share no leading characters worth counting on (a sequence or a timestamp would).
    const prefixes = new Set(all.map((id) => id.slice(0, 6)))
    expect(prefixes.size).toBe(all.length)
    // And each names its own row.
    const rows = await t.current
      .em()
      .find(BrandCampusRecommendationEntity, { publicId: { $in: recommendationIds } })
    expect(rows).toHaveLength(recommendationIds.length)
  })
})

describe('a guessed id is not found', () => {
  /** A real profile with a complete recommendation, and the rows' internal numbers. */
  async function arrange() {
    const id = await startRecommendation(t.current, { name: 'Private Brand Co.' }, { count: 2 })
    const recommendation = await readRecommendation(t.current, id)
    const em = t.current.em()
    const row = await em.findOneOrFail(BrandCampusRecommendationEntity, { publicId: id })
    const profile = await em.findOneOrFail(BrandProfileEntity, { publicId: recommendation.brandProfile.id })
    return { id, profileId: profile.publicId, row: row.id, profileRow: profile.id }
  }

  it('over REST: small numbers and the internal id of a real row answer 404; the public id answers 200', async () => {
    const real = await arrange()
    expect(real.row).toBeGreaterThan(0)
    const guesses = [...Array.from({ length: 12 }, (_, n) => String(n + 1)), String(real.row), '0', '-1']
    for (const guess of guesses) {
      const read = await t.current.request(`/api/brand/recommendations/${guess}`)
      expect(read.status, guess).toBe(404)
      expect(await read.json()).toEqual({ error: 'Recommendation not found' })
    }
    for (const guess of ['1', '2', String(real.profileRow)]) {
      const start = await postJson(t.current, `/api/brand/profiles/${guess}/recommendations`, { count: 2 })
      expect(start.status, guess).toBe(404)
      expect(await start.json()).toEqual({ error: 'Brand profile not found' })
    }
    // Well-formed but wrong: one character off the real id.
    const last = real.id.at(-1) === 'A' ? 'B' : 'A'
    expect(
      (await t.current.request(`/api/brand/recommendations/${real.id.slice(0, -1)}${last}`)).status,
    ).toBe(404)

    const read = await t.current.request(`/api/brand/recommendations/${real.id}`)
    expect(read.status).toBe(200)
    const { data } = (await read.json()) as { data: { id: unknown; brandProfile: { id: unknown } } }
    // Only public ids in the answer.
    expect(data.id).toBe(real.id)
    expect(data.brandProfile.id).toBe(real.profileId)
    const again = await postJson(t.current, `/api/brand/profiles/${real.profileId}/recommendations`, {
      count: 3,
    })
    expect(again.status).toBe(202)
  })

  it('over tRPC: the same', async () => {
    const real = await arrange()
    const caller = t.current.caller()
    for (const guess of ['1', '2', '3', String(real.row)])
      await expect(caller.matching.recommendation({ id: guess }), guess).rejects.toMatchObject({
        code: 'NOT_FOUND',
      })
    for (const guess of ['1', String(real.profileRow)])
      await expect(
        caller.matching.requestRecommendations({ profileId: guess, count: 2 }),
        guess,
      ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const recommendation = await caller.matching.recommendation({ id: real.id })
    expect(recommendation).toMatchObject({
      id: real.id,
      brandProfile: { id: real.profileId, name: 'Private Brand Co.' },
    })
    const { id } = await caller.matching.requestRecommendations({ profileId: real.profileId, count: 2 })
    expect(isPublicId(id)).toBe(true)
  })
})

describe('the migration', () => {
  it('gives rows that existed before it distinct random public ids, and rows inserted by hand get one', async () => {
    const { migrator } = t.current.db.orm
    const migration = 'Migration20261124131500_brand_public_ids'
    await migrator.down({ migrations: [migration] })
    const sql = (query: string) => t.current.em().getConnection().execute(query)
    try {
      const [profile] = (await sql(
        `insert into brand_profiles (name, industry, target_audience, values, marketing_goals, budget_range)
         values ('Old Brand', 'Beverages', 'Students', 'Fun', 'Awareness', '$5,000 - $10,000') returning id`,
      )) as { id: number }[]
      await sql(
        `insert into brand_campus_recommendations (brand_profile_id, recommendation_data)
         select ${profile!.id}, '{}' from generate_series(1, 5)`,
      )
    } finally {
      await migrator.up({ migrations: [migration] })
    }
    const rows = (await sql(
      `select public_id from brand_campus_recommendations
       union all select public_id from brand_profiles where name = 'Old Brand'`,
    )) as { public_id: string }[]
    expect(rows.length).toBeGreaterThanOrEqual(6)
    const ids = rows.map((row) => row.public_id)
    expect(ids.every(isPublicId)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)

    const [byHand] = (await sql(
      `insert into brand_profiles (name, industry, target_audience, values, marketing_goals, budget_range)
       values ('By Hand', 'Beverages', 'Students', 'Fun', 'Awareness', '$5,000 - $10,000') returning public_id`,
    )) as { public_id: string }[]
    expect(isPublicId(byHand!.public_id)).toBe(true)
  })
})
