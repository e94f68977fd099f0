import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { createSchool } from './school.factory'

/** The directory's filters for the facts a campus team plans by (issue 33), over real HTTP. */
const t = useTestApp()
const names = async (query: string) => {
  const response = await t.current.request(`/api/schools?page=1&sort=name&${query}`)
  expect(response.status, query).toBe(200)
  return ((await response.json()) as { data: { name: string }[] }).data.map((school) => school.name)
}

beforeAll(async () => {
  const em = t.current.em()
  const school = (
    name: string,
    data: Parameters<typeof createSchool>[1] extends infer D ? Partial<D> : never,
  ) => createSchool(em, { name, state: 'GA', ...data })
  await school('Spelman College', {
    control: 'private-nonprofit',
    hbcu: true,
    residential: 'highly-residential',
    undergraduate: true,
  })
  await school('Georgia State University', {
    control: 'public',
    residential: 'nonresidential',
    undergraduate: true,
  })
  await school('University of Georgia', {
    control: 'public',
    landGrant: true,
    residential: 'primarily-residential',
    undergraduate: true,
  })
  await school('Morehouse School of Medicine', {
    control: 'private-nonprofit',
    hbcu: true,
    undergraduate: false,
  })
  await school('Online Institute of Georgia', { control: 'private-for-profit', undergraduate: null })
})

describe('GET /api/schools filters', () => {
  it('public or private (nonprofit and for-profit alike)', async () => {
    expect(await names('control=public')).toEqual(['Georgia State University', 'University of Georgia'])
    expect(await names('control=private')).toEqual([
      'Morehouse School of Medicine',
      'Online Institute of Georgia',
      'Spelman College',
    ])
  })

  it('campus life, designation and who it teaches; unknown is never listed as either', async () => {
    expect(await names('residential=highly-residential')).toEqual(['Spelman College'])
    expect(await names('designation=hbcu')).toEqual(['Morehouse School of Medicine', 'Spelman College'])
    expect(await names('designation=land-grant')).toEqual(['University of Georgia'])
    expect(await names('designation=tribal')).toEqual([])
    expect(await names('level=graduate-only')).toEqual(['Morehouse School of Medicine'])
    expect(await names('level=undergraduate')).toEqual([
      'Georgia State University',
      'Spelman College',
      'University of Georgia',
    ])
    expect(await names('designation=hbcu&level=undergraduate&control=private')).toEqual(['Spelman College'])
  })

  it('refuses an unknown value with a 400 naming the allowed ones', async () => {
    for (const query of ['control=maybe', 'residential=dorms', 'designation=ivy', 'level=phd']) {
      const response = await t.current.request(`/api/schools?page=1&${query}`)
      expect(response.status, query).toBe(400)
      expect(JSON.stringify(await response.json()), query).toMatch(/must be one of/)
    }
  })
})
