import { describe, expect, it } from 'vitest'
import { programListInput, validateProgramSearch } from './program-search'

describe('validateProgramSearch', () => {
  it.each([
    [{ school: 12 }, 12],
    [{ school: '12' }, 12],
    [{ school: 'all' }, undefined],
    [{}, undefined],
    [{ school: 'abc' }, undefined],
    [{ school: '' }, undefined],
    [{ school: 0 }, undefined],
    [{ school: -3 }, undefined],
    [{ school: 1.5 }, undefined],
    [{ school: '1e3' }, undefined],
    [{ school: 2_147_483_648 }, undefined],
    [{ school: [1, 2] }, undefined],
  ])('%j → school %s', (raw, school) => {
    const search = validateProgramSearch(raw)
    expect(search.school).toBe(school)
    // Present even when dropped, so a bad raw value cannot survive the router's merge.
    expect(Object.keys(search)).toEqual(['school', 'status', 'page'])
  })
})

describe('programListInput', () => {
  it('asks for one school or every one, active and planned unless told otherwise, 12 a page', () => {
    expect(programListInput({ school: 7 })).toEqual({
      schoolId: 7,
      status: ['active', 'planned'],
      page: 1,
      limit: 12,
    })
    expect(programListInput({ status: 'all', page: 3 })).toEqual({
      status: ['planned', 'active', 'completed', 'cancelled'],
      page: 3,
      limit: 12,
    })
    expect(programListInput({ status: 'cancelled' }).status).toEqual(['cancelled'])
  })

  it('keeps a known status and a page past the first, and drops the rest', () => {
    expect(validateProgramSearch({ status: 'completed', page: '3' })).toEqual({
      school: undefined,
      status: 'completed',
      page: 3,
    })
    expect(validateProgramSearch({ status: 'finished', page: 1 })).toEqual({
      school: undefined,
      status: undefined,
      page: undefined,
    })
  })
})
