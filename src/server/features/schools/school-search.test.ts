import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { createSchool } from './school.factory'

/**
 * The directory search (decision D15): name, alias, city, state code or name, type; case- and
 * accent-insensitive; a typo forgiven; best matches first. Through REST, on both engines.
 */
const t = useTestApp()
const search = async (text: string, extra = '') => {
  const response = await t.current.request(
    `/api/schools?page=1&limit=20&search=${encodeURIComponent(text)}${extra}`,
  )
  expect(response.status).toBe(200)
  const body = (await response.json()) as { data: { name: string }[]; meta: { total: number } }
  return body.data.map((school) => school.name)
}

beforeAll(async () => {
  const schools = [
    {
      name: 'Stanford University',
      city: 'Stanford',
      state: 'CA',
      type: 'Private Research University',
      studentPopulation: 17_500,
    },
    {
      name: 'University of Connecticut-Stamford',
      city: 'Stamford',
      state: 'CT',
      type: 'Public University',
      studentPopulation: 2_000,
    },
    {
      name: 'Stanly Community College',
      city: 'Albemarle',
      state: 'NC',
      type: 'Community College',
      studentPopulation: 3_000,
    },
    {
      name: 'Massachusetts Institute of Technology',
      alias: 'MIT',
      city: 'Cambridge',
      state: 'MA',
      type: 'Private Research University',
      studentPopulation: 11_800,
    },
    {
      name: 'Mitchell College',
      city: 'New London',
      state: 'CT',
      type: 'Private College',
      studentPopulation: 600,
    },
    {
      name: 'Universidad Central de Bayamón',
      city: 'Bayamón',
      state: 'PR',
      type: 'Private College',
      studentPopulation: 2_100,
    },
    {
      name: 'Texas A&M University-San Antonio',
      city: 'San Antonio',
      state: 'TX',
      type: 'Public University',
      studentPopulation: 7_000,
    },
    {
      name: 'Texas A & M University-College Station',
      city: 'College Station',
      state: 'TX',
      type: 'Public Research University',
      studentPopulation: 74_000,
    },
    {
      name: 'Rice University',
      city: 'Houston',
      state: 'TX',
      type: 'Private Research University',
      studentPopulation: 8_000,
    },
    {
      name: 'Duke University',
      city: 'Durham',
      state: 'NC',
      type: 'Private Research University',
      studentPopulation: 17_000,
    },
    {
      name: 'Watts School of Nursing',
      city: 'Durham',
      state: 'NC',
      type: 'Health Sciences College',
      studentPopulation: 150,
    },
    {
      name: 'Durham Technical Community College',
      city: 'Durham',
      state: 'NC',
      type: 'Community College',
      studentPopulation: 5_000,
    },
    {
      name: 'California Institute of Technology',
      city: 'Pasadena',
      state: 'CA',
      type: 'Private Research University',
      studentPopulation: 2_400,
    },
    {
      name: 'Pasadena City College',
      city: 'Pasadena',
      state: 'CA',
      type: 'Community College',
      studentPopulation: 26_000,
    },
    {
      name: 'Career Care Institute',
      city: 'Lancaster',
      state: 'CA',
      type: 'Career College',
      studentPopulation: 300,
    },
    {
      name: 'Spelman College',
      city: 'Atlanta',
      state: 'GA',
      type: 'Liberal Arts College',
      studentPopulation: 2_400,
      hbcu: true,
    },
  ]
  for (const school of schools) await createSchool(t.current.em(), school)
})

describe('directory search', () => {
  it('forgives a typo: "standford" finds Stanford University, first', async () => {
    expect((await search('standford'))[0]).toBe('Stanford University')
    expect((await search('Standford Universty'))[0]).toBe('Stanford University')
    expect(await search('dukee')).toEqual(['Duke University'])
  })

  it('puts the best match first', async () => {
    expect((await search('stanford'))[0]).toBe('Stanford University')
    // The alias "MIT" beats names that merely start with the letters.
    expect(await search('mit')).toEqual(['Massachusetts Institute of Technology', 'Mitchell College'])
    // The exact name before the bigger school whose city matches.
    expect(await search('pasadena city college')).toEqual(['Pasadena City College'])
    expect((await search('durham'))[0]).toBe('Durham Technical Community College')
  })

  it('matches name, alias, city, state code, full state name and type', async () => {
    expect(await search('Rice')).toEqual(['Rice University'])
    expect(await search('houston')).toEqual(['Rice University'])
    expect(await search('durham')).toHaveLength(3)
    expect(await search('texas')).toEqual([
      'Texas A & M University-College Station',
      'Texas A&M University-San Antonio',
      'Rice University',
    ])
    expect(await search('TX')).toHaveLength(3)
    // Two letters mean a whole word: "ca" is California, not "career" or "care".
    expect((await search('ca')).sort()).toEqual([
      'California Institute of Technology',
      'Career Care Institute',
      'Pasadena City College',
      'Stanford University',
    ])
    expect((await search('community college')).sort()).toEqual([
      'Durham Technical Community College',
      'Pasadena City College',
      'Stanly Community College',
    ])
    expect(await search('nursing durham')).toEqual(['Watts School of Nursing'])
    expect(await search('hbcu')).toEqual(['Spelman College'])
  })

  it('ignores case, accents and punctuation', async () => {
    expect(await search('BAYAMON')).toEqual(['Universidad Central de Bayamón'])
    expect(await search('bayamón')).toEqual(['Universidad Central de Bayamón'])
    expect((await search('a&m')).sort()).toEqual([
      'Texas A & M University-College Station',
      'Texas A&M University-San Antonio',
    ])
    expect(await search('  WATTS  school!! ')).toEqual(['Watts School of Nursing'])
  })

  it('combines with the filters, and finds nothing for nonsense', async () => {
    expect(await search('durham', '&type=Community%20College')).toEqual([
      'Durham Technical Community College',
    ])
    // "college" is in Pasadena City College's name and in Career Care Institute's type (Career College).
    expect(await search('college', '&state=CA')).toEqual(['Pasadena City College', 'Career Care Institute'])
    expect(await search('qwxzvbn')).toEqual([])
    // Punctuation alone is no search at all: the whole list.
    expect(await search('%_')).toHaveLength(16)
  })
})
