import { describe, expect, it, vi } from 'vitest'
import { showServerErrors } from './server-errors'

type Values = { schoolId: number; endDate: string }
const FIELDS = ['schoolId', 'endDate'] as const

/** A failure as the browser's tRPC client reports it. */
const clientError = (code: string, message: string, fields?: Record<string, string>) => ({
  message,
  data: { code, fields },
})

describe('showServerErrors', () => {
  it('puts each field error beside its field, focusing the first, with or without the update prefix', () => {
    const form = { setError: vi.fn() }
    const result = showServerErrors<Values>(
      form,
      FIELDS,
      clientError('BAD_REQUEST', 'Invalid input', {
        schoolId: 'That school does not exist',
        'values.endDate': 'End date cannot be before the start date',
      }),
    )
    expect(result).toEqual({})
    expect(form.setError).toHaveBeenCalledWith(
      'schoolId',
      { type: 'server', message: 'That school does not exist' },
      { shouldFocus: true },
    )
    expect(form.setError).toHaveBeenCalledWith(
      'endDate',
      { type: 'server', message: 'End date cannot be before the start date' },
      { shouldFocus: false },
    )
  })

  it('reads the in-process shape too (TRPCError with the fields on its cause)', () => {
    const form = { setError: vi.fn() }
    showServerErrors<Values>(form, FIELDS, {
      code: 'BAD_REQUEST',
      message: 'Invalid input',
      cause: { fields: { endDate: 'End date cannot be before the start date' } },
    })
    expect(form.setError).toHaveBeenCalledTimes(1)
  })

  it('returns a message for errors that name no field of the form', () => {
    const form = { setError: vi.fn() }
    expect(showServerErrors<Values>(form, FIELDS, clientError('CONFLICT', 'That already exists.'))).toEqual({
      unplaced: 'That already exists.',
    })
    expect(showServerErrors<Values>(form, FIELDS, new TypeError('Failed to fetch'))).toEqual({
      unplaced: 'Could not save. Please check your connection and try again.',
    })
    expect(form.setError).not.toHaveBeenCalled()
  })
})
