import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { finished } from 'node:stream/promises'
import zlib from 'node:zlib'

/**
 * The backup file (ADR 0085): gzip-compressed JSON lines, the same for PGlite and PostgreSQL.
 *
 *   {"format":"campuspulse-backup","formatVersion":1,...}   the header: app version, migrations applied, engine
 *   {"table":"users","columns":[...],"rows":2}               then each table, followed by exactly that many rows,
 *   {"id":1,"username":"ada",...}                            one JSON object each (PostgreSQL's row_to_json)
 *   {"sequences":[{"name":"users_id_seq","value":2,"isCalled":true}]}
 *   {"end":{"tables":{"users":2,...}},"sha256":"..."}        the trailer: row counts, and the SHA-256 of every
 *                                                            byte (uncompressed) before this line
 *
 * A file that was cut short has no trailer; one that was altered fails the checksum (or gzip's own CRC). Both
 * are refused before anything is written to the target.
 */
export const BACKUP_FORMAT = 'campuspulse-backup'
export const BACKUP_FORMAT_VERSION = 1

export interface BackupHeader {
  format: typeof BACKUP_FORMAT
  formatVersion: number
  appVersion: string
  createdAt: string
  /** Where it was taken: `pglite` or `postgresql`, and the server's version. */
  engine: string
  serverVersion: string
  /** The migrations applied to the database when it was taken, in order: its schema level. */
  migrations: string[]
}

export interface TableStart {
  table: string
  columns: string[]
  rows: number
}

export interface SequenceValue {
  name: string
  value: string
  isCalled: boolean
}

export interface BackupTrailer {
  end: { tables: Record<string, number> }
  sha256: string
}

/** A backup file that cannot be restored: damaged, cut short, not a backup, or from a newer format. */
export class BackupFileError extends Error {}

/** Writes a backup to `<file>.partial`, renamed to `file` only once complete, so a failed run leaves no file. */
export class BackupWriter {
  private readonly hash = createHash('sha256')
  private readonly gzip = zlib.createGzip({ level: 6 })
  private readonly out: fs.WriteStream
  private readonly partial: string

  /** A failed write (a full disk, a folder gone): kept, so the next line fails rather than the process. */
  private failure: Error | undefined

  private constructor(private readonly file: string) {
    this.partial = `${file}.partial`
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    this.out = fs.createWriteStream(this.partial, { mode: 0o600 })
    const fail = (error: Error) => {
      this.failure ??= error
      this.gzip.emit('drain') // a writer waiting for room hears of it too
    }
    this.out.on('error', fail)
    this.gzip.on('error', fail)
    this.gzip.pipe(this.out)
  }

  static create(file: string) {
    return new BackupWriter(file)
  }

  /** One line: a record (serialised here) or a row already serialised by PostgreSQL. */
  async line(record: object | string) {
    if (this.failure) throw this.failure
    const text = `${typeof record === 'string' ? record : JSON.stringify(record)}\n`
    this.hash.update(text)
    if (!this.gzip.write(text)) await new Promise((resolve) => this.gzip.once('drain', resolve))
    if (this.failure) throw this.failure
  }

  async finish(tables: Record<string, number>) {
    const trailer: BackupTrailer = { end: { tables }, sha256: this.hash.digest('hex') }
    this.gzip.end(`${JSON.stringify(trailer)}\n`)
    await finished(this.out)
    if (this.failure) throw this.failure
    fs.renameSync(this.partial, this.file)
  }

  async abort() {
    this.gzip.destroy()
    this.out.destroy()
    try {
      fs.rmSync(this.partial, { force: true })
    } catch {
      // Cleanup only: the error that made the backup fail is the one to report.
    }
  }
}

/** The lines of a backup, decompressed, as text. */
async function* linesOf(file: string): AsyncGenerator<string> {
  let input: fs.ReadStream
  try {
    fs.accessSync(file, fs.constants.R_OK)
    input = fs.createReadStream(file)
  } catch {
    throw new BackupFileError(`Cannot read the backup file ${file}.`)
  }
  const gunzip = zlib.createGunzip()
  const lines = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity })
  // readline does not pass on its source's errors: a damaged gzip stream would look like a short file.
  let failure: Error | undefined
  gunzip.on('error', (error) => {
    failure = error
    lines.close()
  })
  input.on('error', (error) => {
    failure = error
    lines.close()
  })
  const damaged = (error: Error) =>
    new BackupFileError(`${file} is not a CampusPulse backup, or it is damaged (${error.message}).`)
  try {
    for await (const line of lines) {
      if (failure) break
      yield line
    }
  } catch (error) {
    // The stream's own error, when readline does pass it on (a gzip stream cut short, for one).
    throw (error as NodeJS.ErrnoException).code?.startsWith('Z_') ? damaged(error as Error) : error
  } finally {
    lines.close()
    input.destroy()
  }
  if (failure) throw damaged(failure)
}

function parse<T>(line: string, file: string): T {
  try {
    return JSON.parse(line) as T
  } catch {
    throw new BackupFileError(`${file} is damaged: a line is not JSON.`)
  }
}

/**
 * Reads the whole file once and checks it: a header of a format this code reads, a trailer, and a checksum that
 * matches. Returns the manifest (header and row counts). Nothing is restored from a file that fails this.
 */
export async function verifyBackup(file: string): Promise<BackupHeader & BackupTrailer['end']> {
  const hash = createHash('sha256')
  let header: BackupHeader | undefined
  let previous: string | undefined
  for await (const line of linesOf(file)) {
    if (previous !== undefined) hash.update(`${previous}\n`)
    else {
      header = parse<BackupHeader>(line, file)
      if (header?.format !== BACKUP_FORMAT) throw new BackupFileError(`${file} is not a CampusPulse backup.`)
      if (header.formatVersion > BACKUP_FORMAT_VERSION)
        throw new BackupFileError(
          `${file} is in backup format ${header.formatVersion}; this version of CampusPulse reads format ${BACKUP_FORMAT_VERSION}: upgrade it first.`,
        )
    }
    previous = line
  }
  if (!header || previous === undefined)
    throw new BackupFileError(`${file} is empty or not a CampusPulse backup.`)
  const trailer = parse<Partial<BackupTrailer>>(previous, file)
  if (!trailer.end || typeof trailer.sha256 !== 'string')
    throw new BackupFileError(`${file} is incomplete: it ends before the backup's last line.`)
  if (hash.digest('hex') !== trailer.sha256)
    throw new BackupFileError(`${file} is damaged: its checksum does not match its contents.`)
  return { ...header, tables: trailer.end.tables }
}

export type BackupRecord =
  | { kind: 'table'; table: TableStart; rows: AsyncGenerator<string[]> }
  | { kind: 'sequences'; sequences: SequenceValue[] }

/**
 * The tables of a verified backup in file order, each with its rows in batches of at most `batchBytes` of JSON
 * (each row one JSON text), then its sequences. A table's batches must be read before the next table comes.
 */
export async function* readBackup(file: string, batchBytes = 4 * 1024 * 1024): AsyncGenerator<BackupRecord> {
  const lines = linesOf(file)
  await lines.next() // the header, already checked by verifyBackup
  for (;;) {
    const next = await lines.next()
    if (next.done) return
    const record = parse<Partial<TableStart> & { sequences?: SequenceValue[]; end?: unknown }>(
      next.value,
      file,
    )
    if (record.end) return
    if (record.sequences) {
      yield { kind: 'sequences', sequences: record.sequences }
      continue
    }
    const table = record as TableStart
    async function* rows(): AsyncGenerator<string[]> {
      let batch: string[] = []
      let size = 0
      for (let left = table.rows; left > 0; left--) {
        const row = await lines.next()
        if (row.done) throw new BackupFileError(`${file} is damaged: table ${table.table} is cut short.`)
        batch.push(row.value)
        size += row.value.length
        if (size >= batchBytes) {
          yield batch
          batch = []
          size = 0
        }
      }
      if (batch.length > 0) yield batch
    }
    yield { kind: 'table', table, rows: rows() }
  }
}
