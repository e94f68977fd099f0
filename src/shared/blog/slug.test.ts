import { describe, expect, it } from 'vitest'
import { RESERVED_SLUGS, SLUG_PATTERN, slugify } from './slug'

describe('slugify', () => {
  it.each([
    ['Campus Marketing 101', 'campus-marketing-101'],
    ['Tips & Tricks', 'tips-and-tricks'],
    ['R&D', 'r-and-d'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['What’s new? (2026 edition!)', 'whats-new-2026-edition'],
    ['Multiple   spaces\tand\nlines', 'multiple-spaces-and-lines'],
    ['Café Crème', 'cafe-creme'],
    ['--already-slugged--', 'already-slugged'],
    ['100% ROI: $5,000 → $20,000', '100-roi-5000-20000'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('produces slugs the slug pattern accepts', () => {
    for (const title of ['Tips & Tricks', 'A  B', 'Ünïcödé title', 'x-&-y']) {
      expect(slugify(title)).toMatch(SLUG_PATTERN)
    }
  })

  it('never ends on a hyphen when cut to the limit', () => {
    const slug = slugify('word '.repeat(100), 12)
    expect(slug.length).toBeLessThanOrEqual(12)
    expect(slug).toMatch(SLUG_PATTERN)
  })

  it('reserves the blog screens', () => {
    expect(RESERVED_SLUGS).toEqual(expect.arrayContaining(['admin', 'new', 'edit']))
  })
})
