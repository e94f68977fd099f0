import { describe, expect, it } from 'vitest'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { scoringSchools } from '../../../../../tests/support/real-schools'
import { rankSchools } from '@/server/features/matching/scoring/scorer'
import { dollars, moneyRange, perStudent } from './campus-facts'
import { writeDeterministic } from './deterministic-writer'
import { briefLimits } from './limits'

describe('honest arithmetic (issue 39)', () => {
  it.each([
    [0.63, 1.25, '63 cents to $1.25'],
    [0.7, 1.39, '70 cents to $1.39'],
    [0.63, 0.9, '63-90 cents'],
    [0.004, 0.009, '1 cent'],
    [0.004, 0.02, '1-2 cents'],
    [1.25, 2.5, '$1.25-$2.50'],
    [0.996, 1.4, '$1.00-$1.40'],
    [0.5, null, '50 cents or more'],
  ] as const)('says %s to %s for each student as "%s"', (low, high, said) => {
    expect(moneyRange(low, high, perStudent)).toBe(said)
  })

  it('writes no malformed money on any card: no "63-$1.25", no "1 cents", no "100 cents"', () => {
    const schools = scoringSchools()
    for (const budgetRange of [
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      '$25,000 - $50,000',
      '$50,000 - $100,000',
      '$100,000+',
    ] as const) {
      const profile: BrandProfileData = {
        name: 'Volt',
        industry: 'Energy drinks',
        targetAudience: 'College students',
        values: 'Energy',
        marketingGoals: 'Sampling',
        budgetRange,
        additionalInfo: null,
      }
      const text = JSON.stringify(writeDeterministic(profile, rankSchools(profile, schools, 20)))
      expect(text, budgetRange).not.toMatch(/(?<![$\d,.])\d+-\$|\b1 cents\b|\b100 cents\b|\$\d+\.\d(?!\d)/)
    }
    expect(dollars(1666.67)).toBe('$1,700')
  })

  it('says when and why the budget caps the list below the count asked for', () => {
    const profile: BrandProfileData = {
      name: 'Volt',
      industry: 'Energy drinks',
      targetAudience: 'College students',
      values: 'Energy',
      marketingGoals: 'Sampling',
      budgetRange: '$5,000 - $10,000',
      additionalInfo: null,
    }
    const ranking = rankSchools(profile, scoringSchools(), 10)
    expect(ranking.recommended).toHaveLength(3)
    expect(briefLimits(ranking).budgetCap).toBe(
      'You asked for 10 campuses; a $5,000 - $10,000 budget covers at most three well (about $1,700 each at its low end), so this list stops at three.',
    )
    expect(briefLimits(rankSchools(profile, scoringSchools(), 3)).budgetCap).toBeUndefined()
  })
})
