import { describe, expect, it } from 'vitest'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { scoringSchools } from '../../../../../tests/support/real-schools'
import { rankSchools } from '@/server/features/matching/scoring/scorer'
import { modelTextCheck } from './model-text-check'

const profile: BrandProfileData = {
  name: 'Volt',
  industry: 'Energy drinks',
  targetAudience: 'Students at public universities in Georgia and Florida only',
  values: 'Energy',
  marketingGoals: 'Sampling',
  budgetRange: '$100,000+',
  additionalInfo: 'Not in Miami.',
}
const ranking = rankSchools(profile, scoringSchools(), 10)
const fits = modelTextCheck(ranking)

describe("a model's text is kept only inside the result and the brief's limits", () => {
  it.each([
    [
      'names a shortlisted campus and an allowed state',
      'The University of Florida draws students from all over Florida.',
      true,
    ],
    ['names no place at all', 'Run sampling at the student union during the first week of classes.', true],
    [
      'names a campus that is not on the shortlist',
      'Pair it with The University of Texas at Austin for scale.',
      false,
    ],
    ['names a state outside the limits', 'Students here often come from Alabama and Tennessee.', false],
    ['names a region wider than the limits', 'A strong base for the whole Southeast.', false],
    ['advises national reach for a regional brief', 'Use it as the start of a nationwide rollout.', false],
    ['names a place the brief rules out', 'Add pop-ups in Miami for spring break.', false],
  ])('%s: %s', (_, text, kept) => {
    expect(fits(text)).toBe(kept)
  })

  it('the shortlist itself meets the limits', () => {
    expect(
      ranking.recommended.map((entry) => entry.school.state).every((s) => s === 'GA' || s === 'FL'),
    ).toBe(true)
    expect(ranking.recommended.some((entry) => entry.school.city === 'Miami')).toBe(false)
  })
})
