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
    expect(Object.keys(search)).toEqual(['school'])
  })
})

describe('programListInput', () => {
  it('asks for one school, or for every program', () => {
    expect(programListInput({ school: 7 })).toEqual({ schoolId: 7 })
    expect(programListInput({})).toBeUndefined()
  })
})
