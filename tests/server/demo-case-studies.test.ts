import { describe, expect, it } from 'vitest'
import { caseStudyFieldsSchema } from '@/shared/case-studies/case-study.schema'
import { DEMO_CASE_STUDY_SLUGS } from '@/shared/marketing/public-pages'
import { serviceSummaries } from '@/web/features/services/service-meta'
import { fillNames } from '@/shared/case-studies/fill-names'
import { DEMO_CASE_STUDIES } from '@/server/features/case-studies/seed/demo-case-study'

/**
 * Issue 18, ADR 0067 and 0154: every demo case study fills the same sections, and its results add to its
 * headline. The migration writes these, so they are what a fresh install shows.
 */
const site = { partnerName: 'Partner Co', brandName: 'Campus Brand' }

/** The number in a figure ("+385%" → "385", "62,000" → "62,000", "3.1x" → "3.1"). */
const numberOf = (value: string) => value.match(/\d[\d,.]*/)?.[0]

it('are the seven addresses the product has always had, in their order, published and unconfirmed', () => {
  expect(DEMO_CASE_STUDIES.map((study) => study.slug)).toEqual([...DEMO_CASE_STUDY_SLUGS])
  for (const study of DEMO_CASE_STUDIES) {
    expect(study.published, study.slug).toBe(true)
    expect(study.confirmed, study.slug).toBe(false)
  }
})

describe.each(DEMO_CASE_STUDIES.map((study) => [study.slug, study] as const))('case study %s', (_, demo) => {
  const study = caseStudyFieldsSchema.parse(demo)

  it('passes the schema staff saves pass', () => {
    expect(caseStudyFieldsSchema.safeParse(demo).success).toBe(true)
  })

  it('has four headline figures, a challenge, steps, results, three lessons and an attributed quote', () => {
    expect(study.headline).toHaveLength(4)
    expect(study.challenge.length).toBeGreaterThan(0)
    expect(study.approach.steps.length).toBeGreaterThanOrEqual(3)
    expect(study.delivered.length).toBeGreaterThanOrEqual(3)
    expect(study.learned).toHaveLength(3)
    expect(study.quote.role.trim()).not.toBe('')
    expect(study.quote.organization.trim()).not.toBe('')
  })

  it('"What it delivered" repeats none of the headline figures', () => {
    for (const { value } of study.headline) {
      const number = numberOf(value)!
      const alone = new RegExp(`(^|[^\\d.,])${number.replace(/[.]/g, '\\.')}($|[^\\d.,])`)
      for (const result of study.delivered) expect(result, `${value} in "${result}"`).not.toMatch(alone)
    }
  })

  it('leaves no name placeholder unfilled', () => {
    expect(fillNames(JSON.stringify(study), site)).not.toMatch(/\{(partner|brand)\}/)
    expect(study.imageUrl).toMatch(/^\/images\/illustrations\/[a-z-]+\.webp$/)
  })
})

it('gives every case study and every service its own artwork', () => {
  const images = [
    ...DEMO_CASE_STUDIES.map((study) => study.imageUrl),
    ...Object.values(serviceSummaries).map((summary) => summary.image),
  ]
  expect(new Set(images).size).toBe(images.length)
})

it('every service page names a demo case study as its proof', () => {
  for (const summary of Object.values(serviceSummaries))
    expect(DEMO_CASE_STUDY_SLUGS as readonly string[]).toContain(summary.caseStudy)
})
