/**
 * `npm run schools:build-data -- <IPEDS HD csv> <HIFLD csv> [--year 2022] [--out reference-data/schools/us-colleges.tsv.gz]`:
 * builds the compact directory a fresh install starts with (ADR 0028) from the official public-domain files.
 * Deterministic: the same files give a byte-identical output. Touches no database.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { writeCompactDirectory } from '@/server/features/schools/import/compact-directory'
import { SchoolImportError } from '@/server/features/schools/import/csv-file'
import { readImportFiles } from '@/server/features/schools/import/school-import.service'
import { BUNDLED_DIRECTORY_FILE } from '@/server/features/schools/bundled-directory'

const USAGE = 'Usage: npm run schools:build-data -- <IPEDS HD csv> <HIFLD csv> [--year YYYY] [--out <file>]'

const describe = (file: string, bytes: Buffer) =>
  `${path.basename(file)} (sha256 ${createHash('sha256').update(bytes).digest('hex').slice(0, 16)})`

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { year: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help || positionals.length !== 2) {
    console.error(USAGE)
    process.exit(values.help ? 0 : 2)
  }
  const [hdFile, hifldFile] = positionals.map((file) => path.resolve(file)) as [string, string]
  const year = Number(values.year ?? /hd(\d{4})/i.exec(path.basename(hdFile))?.[1])
  if (!Number.isInteger(year) || year < 2000) {
    throw new SchoolImportError(`Cannot tell the IPEDS year from ${path.basename(hdFile)}: pass --year YYYY.`)
  }
  const read = (file: string) => {
    try {
      return fs.readFileSync(file)
    } catch (error) {
      throw new SchoolImportError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`)
    }
  }
  const hd = read(hdFile)
  const hifld = read(hifldFile)
  const files = readImportFiles({
    directory: hd,
    directoryLabel: path.basename(hdFile),
    enrollment: hifld,
    enrollmentLabel: path.basename(hifldFile),
  })
  const bytes = writeCompactDirectory(files, {
    ipedsYear: year,
    ipedsFile: describe(hdFile, hd),
    hifldFile: describe(hifldFile, hifld),
  })
  const out = path.resolve(values.out ?? BUNDLED_DIRECTORY_FILE)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, bytes)
  const absent = files.directory.absentColumns
  console.log(
    `Wrote ${files.directory.institutions.length} schools to ${path.relative(process.cwd(), out)} (${(bytes.length / 1024).toFixed(0)} kB).` +
      (absent.length ? ` Not in the directory file (left unknown): ${absent.join(', ')}.` : ''),
  )
}

try {
  main()
} catch (error) {
  if (error instanceof SchoolImportError) {
    console.error(`Build failed: ${error.message}`)
    process.exit(1)
  }
  throw error
}
