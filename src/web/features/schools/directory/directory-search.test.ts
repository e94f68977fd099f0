import { describe, expect, it } from 'vitest'
import { exportHrefOf, validateDirectorySearch } from './directory-search'

describe('the directory URL state', () => {
  it('keeps valid values and drops defaults and nonsense', () => {
    expect(
      validateDirectorySearch({
        q: '  duke ',
        state: 'nc',
        type: 'Community College',
        size: '1k-5k',
        sort: 'name',
        page: 3,
        view: 'grid',
      }),
    ).toEqual({
      q: 'duke',
      state: 'NC',
      type: 'Community College',
      size: '1k-5k',
      sort: 'name',
      page: 3,
      view: 'grid',
    })
    expect(validateDirectorySearch({ page: 1, view: 'list', q: '' })).toEqual({})
    expect(
      validateDirectorySearch({
        state: 'XX',
        size: 'huge',
        sort: 'popularity',
        page: 'abc',
        view: 'tiles',
        q: 'x'.repeat(201),
      }),
    ).toEqual({})
    expect(validateDirectorySearch({ page: '2', q: 42 })).toEqual({ page: 2, q: '42' })
    expect(validateDirectorySearch({ page: 2.5 })).toEqual({})
  })

  it('names every key, so a value it drops replaces the raw one the router merges it over', () => {
    expect(validateDirectorySearch({ page: 2147483648, state: 'XX' })).toStrictEqual({
      q: undefined,
      state: undefined,
      type: undefined,
      size: undefined,
      control: undefined,
      residential: undefined,
      designation: undefined,
      level: undefined,
      sort: undefined,
      page: undefined,
      view: undefined,
    })
  })

  it('keeps the campus-life, control, designation and level filters it knows, drops the rest', () => {
    expect(
      validateDirectorySearch({
        control: 'private',
        residential: 'highly-residential',
        designation: 'hbcu',
        level: 'graduate-only',
      }),
    ).toMatchObject({
      control: 'private',
      residential: 'highly-residential',
      designation: 'hbcu',
      level: 'graduate-only',
    })
    expect(
      validateDirectorySearch({ control: 'both', residential: 'dorms', designation: 'ivy', level: 'phd' }),
    ).toMatchObject({ control: undefined, residential: undefined, designation: undefined, level: undefined })
  })

  it('reads a control character in the text as U+FFFD, text that matches nothing', () => {
    expect(validateDirectorySearch({ q: 'du\u0000ke', type: '\u0000' })).toEqual({
      q: 'du\uFFFDke',
      type: '\uFFFD',
    })
  })
})

describe('the directory download link', () => {
  it('carries the search, filters and sort, never the page or the view', () => {
    expect(exportHrefOf({})).toBe('/api/schools/export.csv')
    expect(
      exportHrefOf({
        q: 'A&M #1',
        state: 'TX',
        type: 'Public Research University',
        size: '20k-plus',
        sort: 'name',
        page: 3,
        view: 'grid',
      }),
    ).toBe(
      '/api/schools/export.csv?search=A%26M+%231&state=TX&type=Public+Research+University&size=20k-plus&sort=name',
    )
  })
})
