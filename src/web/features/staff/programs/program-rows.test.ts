import { describe, expect, it } from 'vitest'
import { filterPrograms } from './program-rows'

const school = (name: string, city: string, state: string) => ({ id: 1, name, slug: 'x', city, state })
const programs = [
  { id: 1, name: 'Welcome Week Sampling', school: school('Stanford University', 'Stanford', 'CA') },
  { id: 2, name: 'Café Nights', school: school('The University of Texas at Austin', 'Austin', 'TX') },
  { id: 3, name: 'Homecoming Tailgate', school: null },
]
const ids = (query?: string) => filterPrograms(programs, query).map((program) => program.id)

describe('filterPrograms', () => {
  it('keeps everything without a query', () => {
    expect(ids(undefined)).toEqual([1, 2, 3])
    expect(ids('   ')).toEqual([1, 2, 3])
  })

  it('matches the program name or the school, ignoring case and accents', () => {
    expect(ids('WELCOME')).toEqual([1])
    expect(ids('cafe')).toEqual([2])
    expect(ids('stanford')).toEqual([1])
    expect(ids('austin')).toEqual([2])
  })

  it('needs every word, in any order, across name and school', () => {
    expect(ids('sampling stanford')).toEqual([1])
    expect(ids('texas welcome')).toEqual([])
  })

  it('copes with a program whose school is missing', () => {
    expect(ids('tailgate')).toEqual([3])
  })
})
