import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { SCHOOL_EXPORT_MAX } from '@/shared/schools/school-constants'
import { createSchool } from './school.factory'

/** The directory as a CSV download with the list's filters (issue 33), over real HTTP. */
const t = useTestApp()
const download = async (query: string) => {
  const response = await t.current.request(`/api/schools/export.csv${query}`)
  // Kept whole: response.text() would drop the byte-order mark the file starts with.
  const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
  return {
    response,
    body,
    lines: body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, -1),
  }
}
const nameOf = (line: string) => line.split(',')[0]

beforeAll(async () => {
  const em = t.current.em()
  const nc = { state: 'NC', type: 'Public Research University' }
  await createSchool(em, {
    name: 'University of North Carolina at Chapel Hill',
    city: 'Chapel Hill',
    studentPopulation: 31_705,
    unitid: 199120,
    websiteUrl: 'https://www.unc.edu/',
    ...nc,
  })
  await createSchool(em, {
    name: 'North Carolina State University at Raleigh',
    studentPopulation: 36_700,
    ...nc,
  })
  await createSchool(em, { name: 'Duke University', state: 'NC', studentPopulation: 17_000 })
  await createSchool(em, { name: 'Stanford University', state: 'CA', studentPopulation: 17_500 })
  // A name a spreadsheet would run as a formula, and one with a comma and quotes.
  await createSchool(em, { name: '=HYPERLINK("http://evil.example","Click")', state: 'NC', slug: 'formula' })
  await createSchool(em, { name: 'College of "Arts", Design', state: 'CA', slug: 'arts-design' })
})

describe('GET /api/schools/export.csv', () => {
  it('sends the whole directory as a CSV attachment, largest first as the list opens', async () => {
    const { response, body, lines } = await download('')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="schools-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(body.startsWith('\uFEFFName,Other names,City,State,Type,Students,')).toBe(true)
    expect(lines).toHaveLength(7)
    expect(lines.slice(1, 4).map(nameOf)).toEqual([
      'North Carolina State University at Raleigh',
      'University of North Carolina at Chapel Hill',
      'Stanford University',
    ])
    const unc = lines.find((line) => line.startsWith('University of North Carolina at Chapel Hill'))
    expect(unc).toBe(
      'University of North Carolina at Chapel Hill,,Chapel Hill,NC,Public Research University,31705,,,,No,No,No,https://www.unc.edu/,,,199120,http://localhost:3000/schools/name/university-of-north-carolina-at-chapel-hill',
    )
  })

  it('carries the list’s search, filters and sort', async () => {
    const byState = await download('?state=nc&sort=name')
    expect(byState.response.headers.get('content-disposition')).toMatch(/filename="schools-nc-/)
    expect(byState.lines.slice(1).map(nameOf)).toEqual([
      'Duke University',
      `"'=HYPERLINK(""http://evil.example""`,
      'North Carolina State University at Raleigh',
      'University of North Carolina at Chapel Hill',
    ])
    const searched = await download('?search=UNC+Chapel+Hill')
    expect(searched.lines.slice(1).map(nameOf)).toEqual(['University of North Carolina at Chapel Hill'])
    const typed = await download('?type=Public+Research+University&state=NC&sort=enrollment')
    expect(typed.lines.slice(1).map(nameOf)).toEqual([
      'North Carolina State University at Raleigh',
      'University of North Carolina at Chapel Hill',
    ])
  })

  it('writes every cell formula-safe and quoted where it must be', async () => {
    const { body } = await download('?sort=name')
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    expect(body).toContain('"College of ""Arts"", Design"')
    expect(body).not.toMatch(/(^|\r\n)=/)
  })

  it('refuses a bad filter with a clear 400', async () => {
    for (const query of ['?size=huge', '?sort=random', '?state=ZZ', `?search=${'a'.repeat(201)}`]) {
      const response = await t.current.request(`/api/schools/export.csv${query}`)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String))
    }
  })

  it(`holds at most ${SCHOOL_EXPORT_MAX} schools`, async () => {
    await t.current
      .em()
      .getConnection()
      .execute(
        `insert into schools (name, slug) select 'Bulk College ' || i, 'bulk-college-' || i
         from generate_series(1, ${SCHOOL_EXPORT_MAX}) as i`,
      )
    const { lines } = await download('')
    expect(lines).toHaveLength(SCHOOL_EXPORT_MAX + 1)
  })

  it('is described in the OpenAPI document as a CSV download', async () => {
    const doc = (await (await t.current.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>
    }
    const operation = doc.paths['/api/schools/export.csv']?.get
    expect(operation?.responses['200']?.content).toHaveProperty('text/csv')
  })
})
