import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { seedRealSchools } from '../../../../tests/support/real-schools'
import { CampusProgramEntity } from '@/server/features/programs/campus-program.entity'
import { ScoringSchoolsCache } from './candidates'

const t = useTestApp()

describe('the schools the scorer reads', () => {
  it('come from the schools table with their active and planned programs, and follow every change', async () => {
    const em = t.current.em()
    const [rice, spelman] = await seedRealSchools(em, (school) =>
      ['Rice University', 'Spelman College'].includes(school.name),
    )
    let clock = 0
    const cache = new ScoringSchoolsCache(60_000, () => clock)

    const first = await cache.get(t.current.em())
    expect(first.map((row) => row.name).sort()).toEqual(['Rice University', 'Spelman College'])
    const riceRow = first.find((row) => row.id === rice!.id)!
    expect(riceRow).toMatchObject({
      state: 'TX',
      carnegie: 15,
      control: 'private-nonprofit',
      activePrograms: 0,
    })
    // Unchanged tables: the very same rows (and their computed traits) are reused.
    expect(await cache.get(t.current.em())).toBe(first)

    for (const status of ['active', 'planned', 'completed'])
      em.create(CampusProgramEntity, { school: rice!, name: `${status} program`, status })
    await em.flush()
    const withPrograms = await cache.get(t.current.em())
    expect(withPrograms.find((row) => row.id === rice!.id)).toMatchObject({
      activePrograms: 1,
      plannedPrograms: 1,
      // The writers name them; a completed program is not one to build on.
      programNames: { active: ['active program'], planned: ['planned program'] },
      latitude: rice!.latitude,
      longitude: rice!.longitude,
    })

    spelman!.name = 'Spelman College (renamed)'
    await em.flush()
    expect((await cache.get(t.current.em())).map((row) => row.name)).toContain('Spelman College (renamed)')

    await em.nativeDelete(CampusProgramEntity, {})
    expect((await cache.get(t.current.em())).find((row) => row.id === rice!.id)!.activePrograms).toBe(0)

    // Even with nothing seen to change, rows are reloaded once they are a minute old.
    const current = await cache.get(t.current.em())
    clock += 60_001
    expect(await cache.get(t.current.em())).not.toBe(current)
  })
})
