import { describe, expect, it } from 'vitest'
import { fixture } from '../../../../../tests/server/school-data'
import { readCompactDirectory, writeCompactDirectory } from './compact-directory'
import { SchoolImportError } from './csv-file'
import { readImportFiles } from './school-import.service'

/** The compact directory file, built from the hand-written fixtures (the real files are the same code). */
const files = readImportFiles({
  directory: fixture('ipeds/hd-sample.csv'),
  enrollment: fixture('hifld/colleges-sample.csv'),
})
const source = { ipedsYear: 2022, ipedsFile: 'hd-sample.csv', hifldFile: 'colleges-sample.csv' }

describe('the compact directory file', () => {
  it('is deterministic: the same input gives byte-identical files', () => {
    const first = writeCompactDirectory(files, source)
    const again = writeCompactDirectory(
      readImportFiles({
        directory: fixture('ipeds/hd-sample.csv'),
        enrollment: fixture('hifld/colleges-sample.csv'),
      }),
      source,
    )
    expect(again.equals(first)).toBe(true)
    // A changed fact changes the bytes (and so the version a start compares).
    const changed = structuredClone(files)
    changed.directory.institutions[0]!.name += ' (renamed)'
    expect(writeCompactDirectory(changed, source).equals(first)).toBe(false)
  })

  it('reads back every fact the importer takes, with its header naming the sources and year', () => {
    const read = readCompactDirectory(writeCompactDirectory(files, source))
    const withoutLines = (institutions: typeof files.directory.institutions) =>
      institutions.map(({ line: _line, ...rest }) => rest).sort((a, b) => a.unitid - b.unitid)
    expect(withoutLines(read.directory.institutions)).toEqual(withoutLines(files.directory.institutions))
    // HIFLD rows of schools outside the directory, or with nothing known, are not kept.
    const inDirectory = new Set(files.directory.institutions.map((school) => school.unitid))
    const kept = [...files.enrollment!].filter(
      ([unitid, facts]) => inDirectory.has(unitid) && Object.values(facts).some((value) => value !== null),
    )
    expect(kept.length).toBeGreaterThan(0)
    expect(read.enrollment).toEqual(new Map(kept))
    expect(read.source).toEqual(source)
    expect(read.version).toMatch(/^[0-9a-f]{16}$/)
  })

  it('refuses a damaged file with one line', () => {
    expect(() => readCompactDirectory(Buffer.from('not gzip'))).toThrow(SchoolImportError)
  })
})
