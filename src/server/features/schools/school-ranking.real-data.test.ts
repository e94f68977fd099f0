import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../../tests/server/test-database'
import { listSchools } from './school.service'

/**
 * The directory's orders on the directory a fresh install has (the bundled 4,082 colleges, issue 33 point 8;
 * issue 17): a broad search puts the schools people mean on page 1, and the default list opens on the largest.
 */
describe('the directory orders on the bundled directory a fresh install has', () => {
  // The full import, made once per run and shared by the files that read it.
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

  it('opens on the largest schools, each at least as large as the next', async () => {
    const { data } = await listSchools(t.current.em(), { page: 1 })
    const sizes = data.map((school) => school.studentPopulation ?? -1)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    expect(sizes.at(-1)).toBeGreaterThan(40_000)
  })
})
