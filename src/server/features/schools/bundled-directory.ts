import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Em } from '@/server/db/orm'
import { AppSettingEntity } from '@/server/db/app-setting.entity'
import { readCompactDirectory, type CompactDirectory } from './import/compact-directory'
import { importSchools, type ImportReport } from './import/school-import.service'

/**
 * The directory file the repository ships (reference-data/schools, built by `npm run schools:build-data`); the build
 * copies it beside the server bundle, so the production image has it too (scripts/build.mjs).
 */
export const BUNDLED_DIRECTORY_FILE = bundledFile()

function bundledFile(): string {
  const here = import.meta.url
  const dist = here.lastIndexOf('/dist/server/')
  return fileURLToPath(
    dist >= 0
      ? `${here.slice(0, dist)}/dist/server/data/us-colleges.tsv.gz`
      : new URL('../../../../reference-data/schools/us-colleges.tsv.gz', here),
  )
}

let cached: CompactDirectory | undefined
/** The bundled directory, read once per process. */
export function bundledDirectory(): CompactDirectory {
  cached ??= readCompactDirectory(
    fs.readFileSync(BUNDLED_DIRECTORY_FILE),
    'reference-data/schools/us-colleges.tsv.gz',
  )
  return cached
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
  directory: CompactDirectory = bundledDirectory(),
): Promise<ImportReport | null> {
  const applied = await em.findOne(AppSettingEntity, { key: APPLIED_KEY })
  if (applied?.value === directory.version) return null
  const report = await importSchools(em, directory)
  await em.upsert(AppSettingEntity, { key: APPLIED_KEY, value: directory.version })
  return report
}
