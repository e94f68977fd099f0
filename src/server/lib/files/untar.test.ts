import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { useTempFolders } from '../../../../tests/support/temp-folders'
import { unpackTarGz } from './untar'

const tempFolder = useTempFolders('untar-')

/** A tar archive (uncompressed) of a folder's files, as GNU tar writes it in the POSIX format. */
function tarOf(files: Record<string, string | Buffer>): Buffer {
  const source = tempFolder()
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(source, name)), { recursive: true })
    fs.writeFileSync(path.join(source, name), content)
  }
  return execFileSync('tar', ['--format=ustar', '-cf', '-', '-C', source, ...Object.keys(files).sort()])
}

function writeGz(tar: Buffer): string {
  const file = path.join(tempFolder(), 'archive.tar.gz')
  fs.writeFileSync(file, zlib.gzipSync(tar))
  return file
}

describe('unpackTarGz', () => {
  it('writes every file and folder of the archive, with its bytes, across the pieces it is read in', async () => {
    const files: Record<string, Buffer> = {
      PG_VERSION: Buffer.from('17\n'),
      'base/1/1259': Buffer.from('x'.repeat(1500)),
      // Larger than the pieces the archive is unpacked in, and of a length that is no multiple of a block.
      'base/1/2619': randomBytes(300_001),
      'global/pg_control': Buffer.from([0, 1]),
      'global/empty': Buffer.alloc(0),
    }
    // Enough small files that headers fall across the pieces' edges.
    for (let index = 0; index < 200; index++) files[`base/5/${index}`] = randomBytes(index * 7)
    const target = tempFolder()
    await unpackTarGz(writeGz(tarOf(files)), target, { last: 'PG_VERSION' })
    for (const [name, content] of Object.entries(files))
      expect(fs.readFileSync(path.join(target, name)).equals(content), name).toBe(true)
  })

  it('writes the `last` file only once everything else is written: an archive cut short leaves it out', async () => {
    const tar = tarOf({ 'a/first': 'one', PG_VERSION: '17\n', 'z/late': 'y'.repeat(4000) })
    // Cut inside the last file's bytes: PG_VERSION came before it in the archive.
    const target = tempFolder()
    await expect(
      unpackTarGz(writeGz(tar.subarray(0, 512 * 6)), target, { last: 'PG_VERSION' }),
    ).rejects.toThrow(/cut short/)
    expect(fs.existsSync(path.join(target, 'a/first'))).toBe(true)
    expect(fs.existsSync(path.join(target, 'PG_VERSION'))).toBe(false)
  })

  it('refuses an entry that would land outside the folder', async () => {
    const tar = tarOf({ 'zz/escape': 'no' })
    // The same length, so the header stays well formed: "zz/escape" becomes "../escape".
    const at = tar.indexOf('zz/escape')
    tar.write('../', at)
    const target = path.join(tempFolder(), 'inner')
    await expect(unpackTarGz(writeGz(tar), target)).rejects.toThrow(/leaves/)
    expect(fs.existsSync(path.join(path.dirname(target), 'escape'))).toBe(false)
  })
})
