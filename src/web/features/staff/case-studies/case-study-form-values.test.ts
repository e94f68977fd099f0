import { describe, expect, it } from 'vitest'
import { caseStudyFieldsSchema, type StaffCaseStudy } from '@/shared/case-studies/case-study.schema'
import { emptyFormValues, fieldsOf, formFieldOf, formValuesOf } from './case-study-form-values'

const study: StaffCaseStudy = {
  id: 4,
  slug: 'north-star',
  title: 'North Star: a semester on campus',
  client: 'North Star',
  industry: 'Snacks',
  summary: 'Sampled and measured.',
  metric: { value: '12', label: 'campuses' },
  keywords: ['sampling', 'campus ROI'],
  logoUrl: null,
  imageUrl: '/images/uploads/abc-1600x1000.webp',
  imageAlt: 'Students at a table',
  confirmed: false,
  lead: 'One semester.',
  headline: [1, 2, 3, 4].map((n) => ({ value: String(n), label: `figure ${n}` })),
  challenge: ['First paragraph.', 'Second paragraph.'],
  approach: {
    intro: 'What we did.',
    steps: [
      { title: 'Plan', text: 'Pick the campuses.' },
      { title: 'Launch', text: 'Go live in waves.' },
    ],
  },
  delivered: ['A weekly report', 'A renewal'],
  learned: [{ title: 'Start early', text: 'The first weeks count.' }],
  quote: { text: 'It worked.', role: 'Brand manager', organization: 'North Star', illustrativeName: null },
  published: true,
  sortOrder: 30,
  version: 3,
  updatedAt: new Date('2026-11-28T10:00:00Z'),
  updatedBy: 'Erin',
}

describe('the editor’s text fields', () => {
  it('give back every field of the study they were made from', () => {
    const { id: _id, version: _v, updatedAt: _u, updatedBy: _b, ...fields } = study
    expect(fieldsOf(formValuesOf(study))).toEqual(fields)
  })

  it('read paragraphs, lines and titled blocks as the hints say', () => {
    const form = {
      ...formValuesOf(study),
      challenge: 'One.\n\n\nTwo,\nstill two.',
      delivered: '  First\n\nSecond  \n',
      steps: 'Plan\nPick them.\nAll of them.\n\nLaunch\nGo.',
      keywords: ' a, ,b ',
      sortOrder: '7',
    }
    const fields = fieldsOf(form)
    expect(fields.challenge).toEqual(['One.', 'Two,\nstill two.'])
    expect(fields.delivered).toEqual(['First', 'Second'])
    expect(fields.approach.steps).toEqual([
      { title: 'Plan', text: 'Pick them. All of them.' },
      { title: 'Launch', text: 'Go.' },
    ])
    expect(fields.keywords).toEqual(['a', 'b'])
    expect(fields.sortOrder).toBe(7)
  })

  it('an empty form is refused by the schema, each message placed on a field of the form', () => {
    const result = caseStudyFieldsSchema.safeParse(fieldsOf(emptyFormValues(10)))
    expect(result.success).toBe(false)
    const places = new Set(result.error!.issues.map((issue) => formFieldOf(issue.path)))
    for (const field of [
      'title',
      'slug',
      'metricValue',
      'headline.0.value',
      'approachIntro',
      'steps',
      'quoteText',
    ])
      expect(places).toContain(field)
    // A step without text is placed on the steps field, not lost.
    expect(formFieldOf(['approach', 'steps', 1, 'text'])).toBe('steps')
    expect(formFieldOf(['quote', 'illustrativeName'])).toBe('quoteName')
  })

  it('an order that is not a whole number is refused, not read as 0', () => {
    const result = caseStudyFieldsSchema.safeParse(fieldsOf({ ...formValuesOf(study), sortOrder: '1.5' }))
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain('sortOrder')
  })
})
