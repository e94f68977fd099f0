import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const BLOCK = 512

interface EntryHeader {
  /** Relative to the archive's root, without a leading slash. */
  name: string
  type: 'file' | 'folder'
  size: number
}

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length)
  const end = field.indexOf(0)
  return field.subarray(0, end < 0 ? length : end).toString('utf8')
}

/**
 * One POSIX (ustar) header block, or null for the zero block that ends an archive. Only the two entry types
 * PGlite's `dumpDataDir` writes, regular files and folders, are read; others are refused rather than skipped, so
 * nothing is silently left out.
 */
function readHeader(block: Buffer): EntryHeader | null {
  if (block[0] === 0) return null
  const prefix = text(block, 345, 155)
  const raw = (prefix ? `${prefix}/` : '') + text(block, 0, 100)
  const name = raw.replace(/^\/+/, '').replace(/\/+$/, '')
  const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8)
  if (!Number.isSafeInteger(size) || size < 0) throw new Error(`tar entry ${raw} has no readable size`)
  const flag = String.fromCharCode(block[156]!)
  if (flag === '5') return { name, type: 'folder', size: 0 }
  if (flag === '0' || flag === '\0') return { name, type: 'file', size }
  throw new Error(`tar entry ${raw} has type ${JSON.stringify(flag)}, which is not a file or a folder`)
}

interface OpenFile {
  target: string
  /** Bytes of the file still to come, then of the padding to the next block. */
  dataLeft: number
  paddingLeft: number
  /** Where its bytes go: a file being written, or memory for the file written last. */
  fd: number | null
  kept: Buffer[]
}

/**
 * Unpacks a gzipped tar archive into a folder as it reads it, so only pieces of it are ever in memory: unpacking
 * the whole 64 MB fresh-install database at once left its buffers to the garbage collector, and an idle server
 * held them (issue 40). `last` names a file written only after every other one, so a reader that checks for it
 * never sees a half-unpacked folder as complete. Entries that would land outside the folder are refused, and an
 * archive without its end is an error.
 */
export async function unpackTarGz(archiveFile: string, folder: string, { last }: { last?: string } = {}) {
  const root = path.resolve(folder)
  const targetOf = (name: string) => {
    const target = path.resolve(root, name)
    if (target !== root && !target.startsWith(root + path.sep))
      throw new Error(`tar entry ${name} leaves ${folder}`)
    return target
  }
  const deferred: OpenFile[] = []
  let open: OpenFile | null = null
  let partialHeader = Buffer.alloc(0)
  let ended = false
  try {
    for await (const chunk of fs
      .createReadStream(archiveFile)
      .pipe(zlib.createGunzip()) as AsyncIterable<Buffer>) {
      let data = partialHeader.length > 0 ? Buffer.concat([partialHeader, chunk]) : chunk
      partialHeader = Buffer.alloc(0)
      while (data.length > 0 && !ended) {
        if (open) {
          const take = Math.min(open.dataLeft > 0 ? open.dataLeft : open.paddingLeft, data.length)
          if (open.dataLeft > 0) {
            const bytes = data.subarray(0, take)
            if (open.fd === null) open.kept.push(Buffer.from(bytes))
            else fs.writeSync(open.fd, bytes)
            open.dataLeft -= take
          } else open.paddingLeft -= take
          data = data.subarray(take)
          if (open.dataLeft === 0 && open.paddingLeft === 0) open = close(open)
          continue
        }
        if (data.length < BLOCK) {
          partialHeader = Buffer.from(data)
          break
        }
        const header = readHeader(data.subarray(0, BLOCK))
        data = data.subarray(BLOCK)
        if (!header) {
          ended = true
          break
        }
        const target = targetOf(header.name)
        if (header.type === 'folder') {
          fs.mkdirSync(target, { recursive: true })
          continue
        }
        fs.mkdirSync(path.dirname(target), { recursive: true })
        const file: OpenFile = {
          target,
          dataLeft: header.size,
          paddingLeft: Math.ceil(header.size / BLOCK) * BLOCK - header.size,
          fd: header.name === last ? null : fs.openSync(target, 'w'),
          kept: [],
        }
        if (file.fd === null) deferred.push(file)
        open = file.dataLeft === 0 ? close(file) : file
      }
    }
    if (open || !ended) throw new Error(`${archiveFile} is cut short`)
    for (const file of deferred) fs.writeFileSync(file.target, Buffer.concat(file.kept))
  } finally {
    if (open?.fd) fs.closeSync(open.fd)
  }
}

function close(file: OpenFile): null {
  if (file.fd !== null) fs.closeSync(file.fd)
  return null
}
