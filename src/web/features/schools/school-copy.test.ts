import { describe, expect, it } from 'vitest'
import { localAreaText, localAreaTier, schoolFaq } from './school-copy'
import { enrollmentLabel, mapsSearchUrl, partnershipFact } from './school-format'
import { formatLongDate } from '@/shared/us-format'

const school = (studentPopulation: number | null) => ({
  name: 'Duke University',
  city: 'Durham',
  state: 'NC',
  type: 'Private Research University',
  studentPopulation,
})

describe('local-area text (product §9 tiers)', () => {
  it.each([
    [50_000, 'large'],
    [20_001, 'large'],
    [20_000, 'mid-sized'],
    [5_001, 'mid-sized'],
    [5_000, 'small'],
    [150, 'small'],
    [null, 'small'],
  ] as const)('%s students → %s', (population, tier) => {
    expect(localAreaTier(population)).toBe(tier)
  })

  it('writes a different text per tier, naming the school and its city and state', () => {
    const texts = [30_000, 10_000, 1_000].map((population) => localAreaText(school(population)))
    expect(new Set(texts).size).toBe(3)
    expect(texts[0]).toContain('As a large campus, Duke University')
    expect(texts[1]).toContain('mid-sized campus')
    expect(texts[2]).toContain('close-knit campus in Durham, North Carolina')
  })
})

describe('the generated FAQ', () => {
  it('asks six questions about the school, and answers them', () => {
    const faq = schoolFaq(school(17_000), 'CampusPulse')
    expect(faq).toHaveLength(6)
    expect(faq[0]!.question).toBe('How can my brand reach students at Duke University?')
    expect(faq[0]!.answer).toContain('CampusPulse runs campus marketing at Duke University in Durham, NC')
    expect(faq[2]!.answer).toContain('17,000 students')
    expect(schoolFaq(school(null), 'CampusPulse')[2]!.answer).toContain(
      'an enrollment we confirm during planning',
    )
  })

  it('states no figure that is not the school own (ADR 0024): no launch times, prices or ROI', () => {
    const answers = schoolFaq(school(17_000), 'CampusPulse').map((item) => item.answer)
    expect(answers.join(' ').match(/\d[\d,]*/g)).toEqual(['17,000', '17,000'])
    expect(schoolFaq(school(null), 'CampusPulse').some((item) => /\d/.test(item.answer))).toBe(false)
  })
})

describe('formatting', () => {
  it('counts students, dates in US long form (UTC), and builds a maps search link', () => {
    expect(enrollmentLabel(17_534)).toBe('17,534 Students')
    expect(enrollmentLabel(null)).toBe('Enrollment not available')
    expect(formatLongDate(new Date('2024-01-05T23:30:00Z'))).toBe('January 5, 2024')
    expect(mapsSearchUrl({ name: "St. John's College", city: 'Annapolis', state: 'MD' })).toBe(
      "https://www.google.com/maps/search/?api=1&query=St.%20John's%20College%2C%20Annapolis%2C%20MD",
    )
  })
})

describe('the partnership fact', () => {
  const now = new Date('2026-11-27T12:00:00Z')

  it('dates a partnership from a program that has begun', () => {
    expect(partnershipFact(new Date('2025-09-01T00:00:00Z'), now)).toEqual({
      term: 'Partnership Since',
      value: 'September 1, 2025',
    })
    expect(partnershipFact(now, now).term).toBe('Partnership Since')
  })

  it('never states a partnership since a day still to come: a planned first program is only planned', () => {
    expect(partnershipFact(new Date('2027-03-15T00:00:00Z'), now)).toEqual({
      term: 'Partnership',
      value: 'First program planned for March 2027',
    })
  })
})
