import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/** One entry of a tar archive: a folder, or a file with its bytes. */
export interface TarEntry {
  /** Relative to the archive's root, without a leading slash. */
  name: string
  type: 'file' | 'folder'
  bytes: Buffer
}

const BLOCK = 512

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length)
  const end = field.indexOf(0)
  return field.subarray(0, end < 0 ? length : end).toString('utf8')
}

/**
 * The entries of a POSIX (ustar) tar archive, in order: what PGlite's `dumpDataDir` writes (regular files and
 * folders). Other entry types are refused rather than skipped, so nothing is silently left out.
 */
export function* tarEntries(archive: Buffer): Generator<TarEntry> {
  for (let offset = 0; offset + BLOCK <= archive.length;) {
    const header = archive.subarray(offset, offset + BLOCK)
    if (header[0] === 0) return // the two zero blocks that end an archive
    const prefix = text(header, 345, 155)
    const name = (prefix ? `${prefix}/` : '') + text(header, 0, 100)
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8)
    const flag = String.fromCharCode(header[156]!)
    const start = offset + BLOCK
    offset = start + Math.ceil(size / BLOCK) * BLOCK
    if (!Number.isSafeInteger(size) || offset > archive.length)
      throw new Error(`tar entry ${name} is cut short`)
    const relative = name.replace(/^\/+/, '').replace(/\/+$/, '')
    if (flag === '5') yield { name: relative, type: 'folder', bytes: Buffer.alloc(0) }
    else if (flag === '0' || flag === '\0')
      yield { name: relative, type: 'file', bytes: archive.subarray(start, start + size) }
    else
      throw new Error(`tar entry ${name} has type ${JSON.stringify(flag)}, which is not a file or a folder`)
  }
}

/**
 * Unpacked in one piece of output: gzip's last four bytes give the unpacked length (modulo 4 GiB), and output of
 * zlib's default 16 kB pieces would be copied together again at the end, which took a quarter of a second of a
 * first start for the 64 MB fresh-install database. Only a hint: a wrong length costs speed, never bytes.
 */
function gunzip(archive: Buffer): Buffer {
  const length = archive.length >= 4 ? archive.readUInt32LE(archive.length - 4) : 0
  return zlib.gunzipSync(archive, { chunkSize: Math.max(zlib.constants.Z_DEFAULT_CHUNK, length) })
}

/**
 * Unpacks a gzipped tar archive into a folder. `last` names a file written only after every other one, so a
 * reader that checks for it never sees a half-unpacked folder as complete. Entries that would land outside the
 * folder are refused.
 */
export function unpackTarGz(archiveFile: string, folder: string, { last }: { last?: string } = {}): void {
  const root = path.resolve(folder)
  const deferred: TarEntry[] = []
  const write = (entry: TarEntry) => {
    const target = path.resolve(root, entry.name)
    if (target !== root && !target.startsWith(root + path.sep))
      throw new Error(`tar entry ${entry.name} leaves ${folder}`)
    if (entry.type === 'folder') fs.mkdirSync(target, { recursive: true })
    else {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, entry.bytes)
    }
  }
  for (const entry of tarEntries(gunzip(fs.readFileSync(archiveFile)))) {
    if (entry.name === last) deferred.push(entry)
    else write(entry)
  }
  deferred.forEach(write)
}
