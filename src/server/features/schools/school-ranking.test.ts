import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../../tests/server/test-database'
import { listSchools } from './school.service'

/**
 * The directory's orders on the 4,082 real colleges a fresh install has (issues 17 and 33): a broad search puts
 * the schools people mean on page 1, and the default list opens on campuses students attend in person.
 */
describe('the directory orders on the real directory', () => {
  // The full directory, applied once per run and shared by the files that read it.
  const t = useTestDatabase('real-schools')
  const names = async (query: Parameters<typeof listSchools>[1]) =>
    (await listSchools(t.current.em(), query)).data.map((school) => school.name)

  it('"university" in Texas has UT Austin and Texas A&M on page 1', async () => {
    const page1 = await names({ search: 'university', state: 'TX', page: 1 })
    expect(page1).toContain('The University of Texas at Austin')
    expect(page1.some((name) => /^Texas A ?& ?M University-College Station$/.test(name))).toBe(true)
  })

  it.each([
    ['NYU', 'New York University'],
    ['nyu', 'New York University'],
    ['UGA', 'University of Georgia'],
    ['UNC Chapel Hill', 'University of North Carolina at Chapel Hill'],
    ['UT Austin', 'The University of Texas at Austin'],
    ['UCLA', 'University of California-Los Angeles'],
    ['MIT', 'Massachusetts Institute of Technology'],
  ])('"%s" finds %s first: abbreviations people use (issue 33)', async (search, school) => {
    const [first] = await names({ search, page: 1 })
    expect(first).toBe(school)
  })

  const ONLINE_FIRST = [
    'University of Phoenix-Arizona',
    'Western Governors University',
    'Southern New Hampshire University',
    'University of Maryland Global Campus',
    'Walden University',
  ]

  it('"largest enrollment" opens on the largest schools, each at least as large as the next', async () => {
    const { data } = await listSchools(t.current.em(), { page: 1, sort: 'enrollment' })
    const sizes = data.map((school) => school.studentPopulation ?? -1)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    expect(sizes.at(-1)).toBeGreaterThan(40_000)
    // The order the default replaced: headcount puts online-first institutions on top.
    expect(data.slice(0, 3).map((school) => school.name)).toEqual(ONLINE_FIRST.slice(0, 3))
  })

  it('opens by default on campuses students attend in person: most beds first, no online-first institution', async () => {
    const { data, meta } = await listSchools(t.current.em(), { page: 1 })
    const beds = data.map((school) => school.dormCapacity ?? -1)
    expect(beds).toEqual([...beds].sort((a, b) => b - a))
    // Every school on the first page houses thousands of students.
    expect(beds.at(-1)).toBeGreaterThan(8_000)
    for (const name of data.map((school) => school.name)) expect(ONLINE_FIRST).not.toContain(name)
    // Still the whole directory, paged.
    expect(meta.total).toBe(4082)
  })

  it('keeps a school on exactly one page of the default order', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) => (await listSchools(t.current.em(), { page, limit: 50 })).data),
    )
    const ids = pages.flat().map((school) => school.id)
    expect(new Set(ids).size).toBe(150)
  })
})
