import { describe, expect, it } from 'vitest'
import { programInputSchema, programListQuerySchema, programPatchSchema } from './program.schema'

/** The one schema behind the REST body, the tRPC input and the staff form. */
const errorsOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('programInputSchema', () => {
  it('reads what a form sends: strings, blanks as empty, dates as UTC calendar days', () => {
    const values = programInputSchema.parse({
      schoolId: '12',
      name: '  Welcome Week  ',
      description: '   ',
      startDate: '2026-08-20',
      endDate: '2026-08-20T23:30:00-05:00',
      budget: '2500',
    })
    expect(values).toEqual({
      schoolId: 12,
      name: 'Welcome Week',
      description: null,
      status: 'planned',
      startDate: new Date('2026-08-20T00:00:00Z'),
      endDate: new Date('2026-08-21T00:00:00Z'),
      budget: 2500,
      // Staff-only unless chosen (ADR 0018).
      showBudgetPublicly: false,
    })
    expect(programInputSchema.parse({ schoolId: 1, name: 'x', budget: '', startDate: '' })).toMatchObject({
      budget: null,
      startDate: null,
    })
  })

  it('names each wrong field with a message for a person', () => {
    const result = programInputSchema.safeParse({
      schoolId: '',
      name: '',
      status: 'paused',
      budget: '12.5',
      startDate: '2026-13-01',
    })
    expect(errorsOf(result)).toEqual({
      schoolId: 'School is required',
      name: 'Name is required',
      status: 'Status must be one of planned, active, completed, cancelled',
      budget: 'Budget must be a whole number of dollars',
      startDate: 'Start date must be a valid date',
    })
  })

  it('accepts a one-day program; refuses an end before the start, on the end date', () => {
    const oneDay = { schoolId: 1, name: 'x', startDate: '2026-05-01', endDate: '2026-05-01' }
    expect(programInputSchema.safeParse(oneDay).success).toBe(true)
    const backwards = programInputSchema.safeParse({ ...oneDay, endDate: '2026-04-30' })
    expect(errorsOf(backwards)).toEqual({ endDate: 'End date cannot be before the start date' })
    expect(
      errorsOf(programPatchSchema.safeParse({ startDate: '2026-05-02', endDate: '2026-05-01' })),
    ).toEqual({
      endDate: 'End date cannot be before the start date',
    })
  })
})

describe('programListQuerySchema', () => {
  it("takes 'all', nothing or a school id", () => {
    expect(programListQuerySchema.parse({ schoolId: 'all' })).toEqual({})
    expect(programListQuerySchema.parse({})).toEqual({})
    expect(programListQuerySchema.parse({ schoolId: '7' })).toEqual({ schoolId: 7 })
    expect(programListQuerySchema.safeParse({ schoolId: 'seven' }).success).toBe(false)
  })
})

describe('a body that is not an object', () => {
  it.each([null, 42, 'text', []])('%j is refused as such, never read as dates', (body) => {
    expect(programInputSchema.safeParse(body).success).toBe(false)
    expect(programPatchSchema.safeParse(body).success).toBe(false)
  })
})
