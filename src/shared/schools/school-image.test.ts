import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SCHOOL_IMAGE, IMAGE_POOLS, schoolImage } from './school-image'

const school = (overrides: Parameters<typeof schoolImage>[0] = {}) =>
  schoolImage({ id: 7, name: 'Some College', type: 'Private College', state: 'KS', ...overrides })

describe('schoolImage (product §9, decision D17)', () => {
  it("prefers the record's own imageUrl", () => {
    expect(school({ imageUrl: 'https://example.edu/campus.jpg', name: 'Watts School of Nursing' })).toBe(
      'https://example.edu/campus.jpg',
    )
  })

  it('gives a record without id or name the default campus image', () => {
    expect(school({ id: null })).toBe(DEFAULT_SCHOOL_IMAGE)
    expect(school({ id: 0 })).toBe(DEFAULT_SCHOOL_IMAGE)
    expect(school({ name: '' })).toBe(DEFAULT_SCHOOL_IMAGE)
  })

  it('then an exact name, in any case', () => {
    expect(school({ name: 'Watts School of Nursing' })).toBe('/images/schools/health.webp')
    expect(
      school({ name: 'MASSACHUSETTS INSTITUTE OF TECHNOLOGY', type: 'Private Research University' }),
    ).toBe('/images/schools/technical-2.webp')
  })

  it('then a name fragment longer than three characters', () => {
    expect(school({ name: 'Baptist Health College Little Rock' })).toBe('/images/schools/health.webp')
    expect(school({ name: 'Princeton Theological Seminary' })).toBe('/images/schools/seminary.webp')
    expect(school({ name: 'Berklee College of Music', type: 'Art & Design School' })).toBe(
      '/images/schools/arts.webp',
    )
  })

  it('then a category pool, picked by id modulo the pool size', () => {
    expect(school({ id: 4, name: 'Yale University', state: 'CT' })).toBe(IMAGE_POOLS.ivy[0])
    expect(school({ id: 5, name: 'Yale University', state: 'CT' })).toBe(IMAGE_POOLS.ivy[1])
    expect(school({ id: 3, name: 'Rose-Hulman Institute of Technology', type: 'Technical Institute' })).toBe(
      IMAGE_POOLS.technical[1],
    )
    expect(school({ id: 2, name: 'Georgia Tech', type: 'Public Research University' })).toBe(
      IMAGE_POOLS.technical[0],
    )
    expect(school({ id: 8, name: 'Williams College', type: 'Liberal Arts College' })).toBe(
      IMAGE_POOLS.liberalArts[0],
    )
    expect(school({ id: 9, name: 'Valencia College', type: 'Community College' })).toBe(
      IMAGE_POOLS.communityCollege[1],
    )
    expect(school({ id: 10, name: 'University of Kansas', type: 'Public Research University' })).toBe(
      IMAGE_POOLS.publicUniversity[0],
    )
  })

  it("then the pool of the state's region, else the general pool", () => {
    expect(school({ id: 1, state: 'VT' })).toBe(IMAGE_POOLS.Northeast[1])
    expect(school({ id: 2, state: 'KS' })).toBe(IMAGE_POOLS.Midwest[0])
    expect(school({ id: 3, state: 'TX' })).toBe(IMAGE_POOLS.South[1])
    expect(school({ id: 4, state: 'CA' })).toBe(IMAGE_POOLS.West[0])
    expect(school({ id: 5, state: 'PR' })).toBe(IMAGE_POOLS.general[2])
    expect(school({ id: 6, state: null })).toBe(IMAGE_POOLS.general[0])
  })

  it('only ever points at artwork the project ships, each under 10 kB', () => {
    const all = [DEFAULT_SCHOOL_IMAGE, ...Object.values(IMAGE_POOLS).flat(), '/images/schools/health.webp']
    for (const url of new Set([...all, '/images/schools/seminary.webp', '/images/schools/arts.webp'])) {
      const file = path.resolve(import.meta.dirname, '../../../public', url.slice(1))
      expect(fs.existsSync(file), url).toBe(true)
      expect(fs.statSync(file).size, url).toBeLessThan(10_000)
    }
  })
})
