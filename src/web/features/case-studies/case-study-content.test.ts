import { describe, expect, it } from 'vitest'
import { CASE_STUDY_SLUGS } from '@/shared/marketing/public-pages'
import { fillNames, loadCaseStudyContent } from './case-study-content'
import { serviceSummaries } from '@/web/features/services/service-meta'
import { caseStudySummaries } from './case-study-meta'

/** Issue 18, ADR 0067: every case study fills the same sections, and its results add to its headline. */
const site = { partnerName: 'Partner Co', brandName: 'Campus Brand' }

/** The number in a figure ("+385%" → "385", "62,000" → "62,000", "3.1x" → "3.1"). */
const numberOf = (value: string) => value.match(/\d[\d,.]*/)?.[0]

describe.each(CASE_STUDY_SLUGS)('case study %s', (slug) => {
  it('has four headline figures, a challenge, steps, results, three lessons and an attributed quote', async () => {
    const content = await loadCaseStudyContent(slug)
    expect(content.headline).toHaveLength(4)
    expect(content.challenge.length).toBeGreaterThan(0)
    expect(content.approach.steps.length).toBeGreaterThanOrEqual(3)
    expect(content.delivered.length).toBeGreaterThanOrEqual(3)
    expect(content.learned).toHaveLength(3)
    expect(content.quote.role.trim()).not.toBe('')
    expect(content.quote.organization.trim()).not.toBe('')
  })

  it('"What it delivered" repeats none of the headline figures', async () => {
    const content = await loadCaseStudyContent(slug)
    for (const { value } of content.headline) {
      const number = numberOf(value)!
      const alone = new RegExp(`(^|[^\\d.,])${number.replace(/[.]/g, '\\.')}($|[^\\d.,])`)
      for (const result of content.delivered) expect(result, `${value} in "${result}"`).not.toMatch(alone)
    }
  })

  it('leaves no name placeholder unfilled', async () => {
    const content = await loadCaseStudyContent(slug)
    expect(fillNames(JSON.stringify(content), site)).not.toMatch(/\{(partner|brand)\}/)
    expect(caseStudySummaries(site)[slug].image).toMatch(/^\/images\/illustrations\/[a-z-]+\.webp$/)
  })
})

it('gives every case study and every service its own artwork', () => {
  const images = [
    ...Object.values(caseStudySummaries(site)).map((summary) => summary.image),
    ...Object.values(serviceSummaries).map((summary) => summary.image),
  ]
  expect(new Set(images).size).toBe(images.length)
})
