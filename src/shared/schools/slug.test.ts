import { describe, expect, it } from 'vitest'
import { schoolPath, schoolSlug } from './slug'

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
