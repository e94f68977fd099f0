import { describe, expect, it } from 'vitest'
import { schoolSlugParamSchema } from './school.schema'
import { schoolPath, schoolSlug, SLUG_MAX_LENGTH, slugFromSearch } from './slug'

describe("the spec's school slug", () => {
  it('lower-cases the name and turns spaces into hyphens, nothing else', () => {
    expect(schoolSlug('Watts School of Nursing')).toBe('watts-school-of-nursing')
    expect(schoolSlug("St. John's College")).toBe("st.-john's-college")
    expect(schoolSlug('Texas A & M University-College Station')).toBe(
      'texas-a-&-m-university-college-station',
    )
    expect(schoolSlug('  Dewey University-Juana Díaz ')).toBe('dewey-university-juana-díaz')
  })

  it('is URL-encoded in links, and round-trips', () => {
    expect(schoolPath('watts-school-of-nursing')).toBe('/schools/name/watts-school-of-nursing')
    const path = schoolPath(schoolSlug('Texas A & M University-College Station'))
    expect(path).toBe('/schools/name/texas-a-%26-m-university-college-station')
    expect(decodeURIComponent(path.split('/').pop()!)).toBe('texas-a-&-m-university-college-station')
  })
})

describe('slugFromSearch', () => {
  it('keeps a slug as the name route takes it, trimmed', () => {
    expect(slugFromSearch(' ohio-state-university ')).toBe('ohio-state-university')
    expect(slugFromSearch('x'.repeat(SLUG_MAX_LENGTH))).toHaveLength(SLUG_MAX_LENGTH)
  })

  it('drops what the name route would refuse: empty, too long, control characters, not text', () => {
    for (const value of ['', '   ', 'x'.repeat(SLUG_MAX_LENGTH + 1), 'a\u0000b', 42, ['a'], undefined, null])
      expect(slugFromSearch(value)).toBeUndefined()
  })

  it('agrees with the name route schema on every case above', () => {
    for (const value of [' ohio-state ', '', 'x'.repeat(SLUG_MAX_LENGTH + 1), 'a\u0000b', 'plain'])
      expect(slugFromSearch(value)).toBe(schoolSlugParamSchema.safeParse({ slug: value }).data?.slug)
  })
})
