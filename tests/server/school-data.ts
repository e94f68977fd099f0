/**
 * Where the school importer's tests find their input: the small hand-written fixtures in the repository, and
 * the real IPEDS and HIFLD files in ../shared/data when that folder exists (never copied into the repository).
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export const fixture = (name: string) => fs.readFileSync(path.join(root, 'tests/fixtures', name))

export const realData = {
  directory: path.resolve(root, '../shared/data/ipeds/hd2022.csv'),
  enrollment: path.resolve(root, '../shared/data/hifld/Colleges_and_Universities.csv'),
}

/** Whether ../shared/data holds the real files; tests that need them skip with this message otherwise. */
export const hasRealData = fs.existsSync(realData.directory) && fs.existsSync(realData.enrollment)
export const NO_REAL_DATA =
  'skipped: ../shared/data/ipeds/hd2022.csv and ../shared/data/hifld/Colleges_and_Universities.csv are absent ' +
  '(the hand-written fixtures in tests/fixtures cover the same code)'
