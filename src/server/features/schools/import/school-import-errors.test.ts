/** The importer on malformed files and rows: it names the line and writes nothing (one transaction). */
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../../tests/server/harness'
import { SchoolImportError } from './csv-file'
import { importSchools } from './school-import.service'
import { directory, edited, enrollment, importTestKit } from './school-import.test-helpers'

const t = useTestApp()
const { sql, count } = importTestKit(t)

describe('a malformed file or row', () => {
  async function failure(files: { directory: Buffer; enrollment?: Buffer }) {
    try {
      await importSchools(t.current.em(), files)
    } catch (error) {
      expect(error).toBeInstanceOf(SchoolImportError)
      return (error as Error).message
    }
    throw new Error('the import succeeded')
  }

  it('names the line, and writes nothing, even when earlier rows were fine', async () => {
    await importSchools(t.current.em(), { directory, enrollment })
    const snapshot = await sql('select * from schools order by id')
    const bad = edited((text) =>
      text
        .replace('"Alpha State University"', '"Alpha State University Renamed"')
        .replace('100005,"Western', '1000x5,"Western'),
    )
    expect(await failure({ directory: bad, enrollment })).toBe(
      'IPEDS directory file, line 6: UNITID "1000x5" is not a whole number.',
    )
    expect(await sql('select * from schools order by id')).toEqual(snapshot)
  })

  it.each([
    [
      'a missing column',
      (text: string) => text.replace(',STABBR,', ',STATE,'),
      'line 1: missing column STABBR',
    ],
    ['a row with too few values', (text: string) => text.replace(',"Normal","AL"', ',"Normal"'), 'line 2:'],
    [
      'an unknown state',
      (text: string) => text.replace('"Durham","NC"', '"Durham","XX"'),
      'line 13: STABBR "XX"',
    ],
    [
      'a duplicate UNITID',
      (text: string) => text.replace('100013,', '100012,'),
      'line 14: UNITID 100012 appears twice (first on line 13)',
    ],
    [
      'an empty name',
      (text: string) => text.replace('"Watts School of Nursing"', '""'),
      'line 13: INSTNM is empty',
    ],
    ['a bad coordinate', (text: string) => text.replace('-78.941', 'north'), 'line 13: LONGITUD "north"'],
    [
      'an unterminated quote',
      (text: string) => text.replace('"Stanford","CA"', '"Stanford,"CA'),
      'IPEDS directory file, line',
    ],
  ])('%s', async (_, change, message) => {
    expect(await failure({ directory: edited(change), enrollment })).toContain(message)
    expect(await count()).toBe(0)
  })

  it('in the enrollment file too', async () => {
    const badEnrollment = Buffer.from(enrollment.toString('utf8').replace('6012', 'many'), 'utf8')
    expect(await failure({ directory, enrollment: badEnrollment })).toBe(
      'HIFLD enrollment file, line 2: TOT_ENROLL "many" is not a whole number.',
    )
    expect(await count()).toBe(0)
  })

  it('a failure while writing rolls back the whole import (one transaction)', async () => {
    await importSchools(t.current.em(), { directory, enrollment })
    const snapshot = await sql('select * from schools order by id')
    // The database refuses one of the rows the next run inserts, after that run has already updated others.
    await sql(`create function refuse_school() returns trigger language plpgsql as $$
      begin raise exception 'refused by test'; end $$`)
    await sql(`create trigger refuse_school before insert on schools for each row
      when (new.unitid = 100099) execute function refuse_school()`)
    try {
      const changed = edited(
        (text) =>
          text.replace('"Alpha State University"', '"Alpha State University Renamed"') +
          '100099,"New College"," ","1 New St","Newton","MA","new.edu", 2, 2, 1, 1, 2, 2, 2,21, 1,21,-71.2,42.3\r\n',
      )
      await expect(importSchools(t.current.em(), { directory: changed, enrollment })).rejects.toThrow(
        'refused by test',
      )
      expect(await sql('select * from schools order by id')).toEqual(snapshot)
    } finally {
      await sql('drop trigger refuse_school on schools')
      await sql('drop function refuse_school()')
    }
  })
})
