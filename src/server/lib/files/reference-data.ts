import { fileURLToPath } from 'node:url'

/**
 * Where a file of the repository's `reference-data/` folder is at run time: there, when the sources run (tests,
 * `npm run dev`, the command-line tools under tsx), or in `dist/server/data/`, where the build copies the whole
 * folder so that the production image has it without the repository (scripts/build.mjs).
 */
export function referenceDataFile(relativePath: string): string {
  const here = import.meta.url
  const dist = here.lastIndexOf('/dist/server/')
  return fileURLToPath(
    dist >= 0
      ? `${here.slice(0, dist)}/dist/server/data/${relativePath}`
      : new URL(`../../../../reference-data/${relativePath}`, here),
  )
}
