import { describe, expect, it } from 'vitest'
import { inboxQuery, validateAdminSearch } from './admin-search'

describe('validateAdminSearch', () => {
  it('keeps a known status, the search text, a page past the first and a lead', () => {
    expect(validateAdminSearch({ status: 'contacted', q: ' acme ', page: '3', lead: '12' })).toEqual({
      status: 'contacted',
      q: 'acme',
      page: 3,
      lead: 12,
    })
    expect(validateAdminSearch({ q: 2026 }).q).toBe('2026')
  })

  it('drops what is malformed instead of failing the page', () => {
    expect(validateAdminSearch({ status: 'archived', q: '   ', page: '1', lead: '-4' })).toEqual({
      status: undefined,
      q: undefined,
      page: undefined,
      lead: undefined,
    })
    expect(validateAdminSearch({ page: 'abc', lead: '1.5' })).toMatchObject({
      page: undefined,
      lead: undefined,
    })
    expect(validateAdminSearch({ q: 'a\u0000b' }).q).not.toContain('\u0000')
  })

  it('keeps `with=key`, the API-key card for visitors, and nothing else under that name', () => {
    expect(validateAdminSearch({ with: 'key' }).with).toBe('key')
    expect(validateAdminSearch({ with: 'secret-123' }).with).toBeUndefined()
  })

  it('always asks the list for a page', () => {
    expect(inboxQuery({})).toEqual({ status: undefined, q: undefined, lead: undefined, page: 1 })
  })
})
