import fs from 'node:fs'
import type { Em } from '@/server/db/orm'
import { AppSettingEntity } from '@/server/db/app-setting.entity'
import { referenceDataFile } from '@/server/lib/files/reference-data'
import { directoryVersionOf, readCompactDirectory, type CompactDirectory } from './import/compact-directory'
import { importSchools, type ImportReport } from './import/school-import.service'

/**
 * The directory file the repository ships (reference-data/schools, built by `npm run schools:build-data`); the build
 * copies it beside the server bundle, so the production image has it too (scripts/build.mjs).
 */
export const BUNDLED_DIRECTORY_FILE = referenceDataFile('schools/us-colleges.tsv.gz')

/**
 * The bundled directory, unpacked. Not kept: a start needs it once, and only when its version is new; holding
 * 4,082 parsed rows for the process's lifetime would cost memory for nothing.
 */
export function bundledDirectory(): CompactDirectory {
  return readCompactDirectory(
    fs.readFileSync(BUNDLED_DIRECTORY_FILE),
    'reference-data/schools/us-colleges.tsv.gz',
  )
}

const APPLIED_KEY = 'school_directory_version'

/**
 * Brings the schools up to the bundled directory once per version of it: a new database gets every school, an
 * existing one (the 160 demo schools of earlier versions, or an older directory) gets the rest and the new
 * facts; fields staff edited are kept (ADR 0021). Runs under the start-up lock (ADR 0070), so one replica
 * applies it and the others find it done. Returns the import's report, or null when it was applied already.
 */
export async function applyBundledDirectory(
  em: Em,
  directory?: CompactDirectory,
): Promise<ImportReport | null> {
  // Every start asks; the answer is almost always "done", so it reads the file's digest, not its rows.
  const version = directory?.version ?? directoryVersionOf(fs.readFileSync(BUNDLED_DIRECTORY_FILE))
  const applied = await em.findOne(AppSettingEntity, { key: APPLIED_KEY })
  if (applied?.value === version) return null
  const report = await importSchools(em, directory ?? bundledDirectory())
  await em.upsert(AppSettingEntity, { key: APPLIED_KEY, value: version })
  return report
}
