import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import {
  fakeText,
  LYING_TRUE_SENTENCE,
  refusedUrl,
  startFakeOllama,
  type FakeOllama,
} from '../../../../../tests/support/fake-ollama'
import { scoringSchools } from '../../../../../tests/support/real-schools'
import { rankSchools } from '@/server/features/matching/scoring/scorer'
import { stateByCode } from '@/shared/geo/us-states'
import { writeDeterministic } from './deterministic-writer'
import { CAMPUS_FIELDS } from './distinct'
import { writeRecommendation, type OllamaSettings } from './recommendation-writer'

const profile: BrandProfileData = {
  name: 'Campfire',
  industry: 'Outdoor gear',
  targetAudience: 'Students who hike and ski on weekends',
  values: 'Sustainability, adventure',
  marketingGoals: 'Grow the student membership program',
  budgetRange: '$25,000 - $50,000',
  additionalInfo: null,
}
const ranking = rankSchools(profile, scoringSchools(), 6)
const ids = ranking.recommended.map((entry) => entry.school.id)
const deterministic = writeDeterministic(profile, ranking)
const CAMPUS_TEXT = (campus: (typeof deterministic.recommendedCampuses)[number]) =>
  CAMPUS_FIELDS.map((field) => campus[field]).join(' ')

let fake: FakeOllama
const settings = (patch: Partial<OllamaSettings> = {}): OllamaSettings => ({
  host: fake.url,
  model: 'qwen2.5:3b',
  timeoutMs: 2000,
  ...patch,
})
const write = (patch?: Partial<OllamaSettings>) => writeRecommendation(profile, ranking, settings(patch))

beforeAll(async () => {
  fake = await startFakeOllama()
})
afterAll(() => fake.close())

describe('the Ollama writer, through the real ollama client and a fake Ollama on loopback', () => {
  it('asks once, at temperature 0, with the schools’ facts and their ids as the only allowed values', async () => {
    fake.setMode('valid')
    fake.requests.length = 0
    const { data, generation } = await write()
    expect(fake.requests).toHaveLength(1)
    const request = fake.requests[0]!
    expect(request.model).toBe('qwen2.5:3b')
    expect(request.stream).toBe(false)
    expect(request.options).toMatchObject({ temperature: 0 })
    expect(request.format?.properties?.campuses?.items?.properties?.schoolId?.enum).toEqual(ids)
    const prompt = request.messages.map((message) => message.content).join('\n')
    for (const entry of ranking.recommended) {
      expect(prompt).toContain(`id ${entry.school.id}: ${entry.school.name} (${entry.school.city}`)
    }
    expect(prompt).toContain('Students who hike and ski on weekends')

    expect(generation).toEqual({ engine: 'ollama', model: 'qwen2.5:3b' })
    expect(data.recommendedCampuses.map((campus) => campus.schoolId)).toEqual(ids)
    for (const campus of data.recommendedCampuses) {
      expect(campus.matchReason).toBe(fakeText('matchReason', campus.schoolId))
      expect(campus.potentialChallenges).toBe(fakeText('potentialChallenges', campus.schoolId))
    }
    expect(data.brandInsights.suggestedMessaging).toEqual([
      'Fake messaging one from the model.',
      'Fake messaging two from the model.',
    ])
  })

  it('takes names, scores and facts from the database, never from the model', async () => {
    fake.setMode('valid')
    const { data } = await write()
    const names = data.recommendedCampuses.map((campus) => campus.schoolName)
    expect(names).toEqual(ranking.recommended.map((entry) => entry.school.name))
    expect(JSON.stringify(data)).not.toContain('Invented University')
    expect(data.recommendedCampuses.map((campus) => campus.matchScore)).toEqual(
      ranking.recommended.map((e) => e.score),
    )
  })

  it('drops entries for schools it was not given, and fills the school it left out', async () => {
    fake.setMode('unknown-ids')
    const { data, generation } = await write()
    expect(generation).toEqual({ engine: 'ollama', model: 'qwen2.5:3b', filledFields: 4 })
    expect(data.recommendedCampuses.map((campus) => campus.schoolId)).toEqual(ids)
    expect(data.recommendedCampuses.map((campus) => campus.schoolId)).not.toContain(987_654)
    const { engines, ...first } = data.recommendedCampuses[0]!
    expect(first).toEqual(deterministic.recommendedCampuses[0])
    expect(Object.values(engines!)).toEqual(Array(4).fill('deterministic'))
    expect(data.recommendedCampuses[1]!.matchReason).toBe(fakeText('matchReason', ids[1]!))
    expect(data.recommendedCampuses[1]!.engines?.matchReason).toBe('ollama')
  })

  it('fills the gaps of a partial answer with the deterministic writer', async () => {
    fake.setMode('partial')
    const { data, generation } = await write()
    // Every potentialChallenges, the first matchReason (blank), and two insight lists (one missing, one empty).
    expect(generation).toEqual({ engine: 'ollama', model: 'qwen2.5:3b', filledFields: ids.length + 1 + 2 })
    expect(data.recommendedCampuses[0]!.matchReason).toBe(deterministic.recommendedCampuses[0]!.matchReason)
    expect(data.recommendedCampuses[1]!.matchReason).toBe(fakeText('matchReason', ids[1]!))
    data.recommendedCampuses.forEach((campus, index) =>
      expect(campus.potentialChallenges).toBe(deterministic.recommendedCampuses[index]!.potentialChallenges),
    )
    expect(data.brandInsights.strengthsForCampusMarketing[0]).toBe('Fake strength one from the model.')
    expect(data.brandInsights.suggestedMessaging).toEqual(deterministic.brandInsights.suggestedMessaging)
    expect(data.brandInsights.strategicConsiderations).toEqual(
      deterministic.brandInsights.strategicConsiderations,
    )
  })

  it.each([
    ['invalid-json', 'invalid-output'],
    ['wrong-shape', 'invalid-output'],
    ['model-missing', 'model-error'],
    ['drop', 'unreachable'],
  ] as const)('falls back to the deterministic writer when Ollama answers %s (%s)', async (mode, reason) => {
    fake.setMode(mode)
    const { data, generation } = await write()
    expect(generation).toEqual({ engine: 'deterministic', reason })
    expect(data).toEqual(deterministic)
  })

  it('gives up on a slow answer at OLLAMA_TIMEOUT_MS and falls back', async () => {
    fake.setMode('slow', 5000)
    const started = performance.now()
    const { data, generation } = await write({ timeoutMs: 300 })
    const elapsed = performance.now() - started
    expect(generation).toEqual({ engine: 'deterministic', reason: 'timeout' })
    expect(data).toEqual(deterministic)
    expect(elapsed).toBeGreaterThanOrEqual(280)
    expect(elapsed).toBeLessThan(3000)
  })

  it('falls back at once when nothing listens (connection refused), not after the timeout', async () => {
    const started = performance.now()
    const { generation } = await write({ host: await refusedUrl(), timeoutMs: 20_000 })
    expect(generation).toEqual({ engine: 'deterministic', reason: 'unreachable' })
    expect(performance.now() - started).toBeLessThan(5000)
  })

  it('does not call anything when Ollama is switched off', async () => {
    fake.requests.length = 0
    const { generation } = await write({ host: null })
    expect(generation).toEqual({ engine: 'deterministic', reason: 'disabled' })
    expect(fake.requests).toHaveLength(0)
  })

  it('a lying model may word, never invent: its false sentences are dropped, thin fields written from the row', async () => {
    fake.setMode('lying')
    const { data, generation } = await write()
    const stored = JSON.stringify(data)
    for (const lie of [
      'Anchorage',
      'Alaska',
      '987,654',
      'Ivy League',
      '1066',
      '9,999,999',
      'Hawaii',
      '45%',
      'stadium takeover',
      'national rollout',
    ])
      expect(stored, lie).not.toContain(lie)
    const byId = new Map(deterministic.recommendedCampuses.map((campus) => [campus.schoolId, campus]))
    for (const campus of data.recommendedCampuses) {
      const own = byId.get(campus.schoolId)!
      // The true sentence survives where the lies around it are dropped; a field with nothing true left is
      // the deterministic writer's, and each field says which engine wrote it.
      expect(campus.matchReason.toLowerCase()).toContain(LYING_TRUE_SENTENCE.toLowerCase().slice(1))
      expect(campus.suggestedMarketingApproach.toLowerCase()).toContain(
        LYING_TRUE_SENTENCE.toLowerCase().slice(1),
      )
      expect(campus.targetStudentProfile).toBe(own.targetStudentProfile)
      expect(campus.potentialChallenges).toBe(own.potentialChallenges)
      expect(campus.engines).toEqual({
        matchReason: 'ollama',
        targetStudentProfile: 'deterministic',
        suggestedMarketingApproach: 'ollama',
        potentialChallenges: 'deterministic',
      })
      if (!campus.school.hbcu) expect(JSON.stringify(campus), campus.schoolName).not.toMatch(/HBCU/)
    }
    expect(data.brandInsights.strengthsForCampusMarketing).toEqual([LYING_TRUE_SENTENCE])
    expect(data.brandInsights.suggestedMessaging).toEqual(deterministic.brandInsights.suggestedMessaging)
    expect(data.brandInsights.strategicConsiderations).toEqual(
      deterministic.brandInsights.strategicConsiderations,
    )
    expect(generation).toEqual({
      engine: 'ollama',
      model: 'qwen2.5:3b',
      filledFields: 2 * data.recommendedCampuses.length + 2,
    })
  })

  it('keeps a true statement of the row’s own facts, worded by the model', async () => {
    const entry = ranking.recommended[0]!
    const { campusFacts, sentenceHolds } = await import('./fact-check')
    const own = deterministic.recommendedCampuses[0]!
    const facts = campusFacts(entry, profile, CAMPUS_TEXT(own), ranking)
    const population = entry.traits.population!
    const state = stateByCode(entry.school.state)!.name
    expect(
      sentenceHolds(`It has about ${population.toLocaleString('en-US')} students in ${state}.`, facts),
    ).toBe(true)
    expect(sentenceHolds(`It has about ${(population * 3).toLocaleString('en-US')} students.`, facts)).toBe(
      false,
    )
    expect(sentenceHolds('It was founded in 1891.', facts)).toBe(false)
    expect(
      sentenceHolds(
        `It is ${entry.school.control === 'public' ? 'a private college' : 'a public university'}.`,
        facts,
      ),
    ).toBe(false)
  })
})
