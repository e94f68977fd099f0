import { describe, expect, it } from 'vitest'
import { parseStaffProgramsSearch, parseStaffSchoolsSearch } from './staff-search'

describe('parseStaffProgramsSearch', () => {
  it('keeps trimmed search text, numbers included, and drops blanks', () => {
    expect(parseStaffProgramsSearch({ q: '  welcome ' })).toEqual({ q: 'welcome' })
    expect(parseStaffProgramsSearch({ q: 2026 })).toEqual({ q: '2026' })
    expect(parseStaffProgramsSearch({ q: '   ' })).toEqual({ q: undefined })
    expect(parseStaffProgramsSearch({ q: ['a'] })).toEqual({ q: undefined })
  })

  it('caps very long text at 200 characters', () => {
    expect(parseStaffProgramsSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200)
  })

  it('reads a control character as U+FFFD, text that matches nothing', () => {
    expect(parseStaffProgramsSearch({ q: 'a\u0000b' })).toEqual({ q: 'a\uFFFDb' })
  })
})

describe('parseStaffSchoolsSearch', () => {
  it('keeps pages after the first, as whole numbers only', () => {
    expect(parseStaffSchoolsSearch({ q: 'texas', page: '3' })).toEqual({ q: 'texas', page: 3 })
    expect(parseStaffSchoolsSearch({ page: 1 })).toEqual({ q: undefined, page: undefined })
    for (const page of ['abc', '2.5', '-4', '0', ''])
      expect(parseStaffSchoolsSearch({ page }).page, String(page)).toBeUndefined()
  })
})
