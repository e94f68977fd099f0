import { describe, expect, it } from 'vitest'
import { mapQueryOf, validateMapSearch } from './map-search'

describe('the map view URL', () => {
  it('passes only the filters it knows to the read, whatever else the URL carries', () => {
    // The router keeps unknown parameters beside the validated ones (`?search=1` once made the page a 500).
    const search = { ...validateMapSearch({ q: 'duke', state: 'nc', search: 1 }), search: 1 } as never
    expect(mapQueryOf(search)).toEqual({
      search: 'duke',
      state: 'NC',
      type: undefined,
      size: undefined,
      control: undefined,
      residential: undefined,
      designation: undefined,
      level: undefined,
    })
  })
})
