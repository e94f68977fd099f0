import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BackupFileError, BackupWriter, readBackup, verifyBackup } from './backup-file'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'campuspulse-backup-file-'))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

const header = {
  format: 'campuspulse-backup',
  formatVersion: 1,
  appVersion: '0.1.0',
  createdAt: '2026-01-01T00:00:00.000Z',
  engine: 'pglite',
  serverVersion: '18.3',
  migrations: ['Migration1_initial'],
}

describe('the backup file', () => {
  it('reads back what was written: the manifest, then each table with its rows, then the sequences', async () => {
    const file = path.join(folder, 'small.backup.gz')
    const writer = BackupWriter.create(file)
    await writer.line(header)
    await writer.line({ table: 'tags', columns: ['id', 'name'], rows: 2 })
    await writer.line('{"id":1,"name":"a\\nb"}')
    await writer.line('{"id":2,"name":"é"}')
    await writer.line({ sequences: [{ name: 'tags_id_seq', value: '2', isCalled: true }] })
    await writer.finish({ tags: 2 })
    expect(fs.existsSync(`${file}.partial`)).toBe(false)
    expect(await verifyBackup(file)).toEqual({ ...header, tables: { tags: 2 } })
    const seen: unknown[] = []
    for await (const record of readBackup(file)) {
      if (record.kind === 'sequences') seen.push(record.sequences)
      else for await (const batch of record.rows) seen.push([record.table.table, batch])
    }
    expect(seen).toEqual([
      ['tags', ['{"id":1,"name":"a\\nb"}', '{"id":2,"name":"é"}']],
      [{ name: 'tags_id_seq', value: '2', isCalled: true }],
    ])
  })

  it('fails the backup, not the process, when the file cannot be written, and leaves no file', async () => {
    const file = path.join(folder, 'blocked.backup.gz')
    fs.mkdirSync(`${file}.partial`) // where the file would go is a folder: the write fails
    const writer = BackupWriter.create(file)
    const writing = (async () => {
      for (let n = 0; n < 10_000; n++) await writer.line({ n, padding: 'x'.repeat(1000) })
      await writer.finish({})
    })()
    await expect(writing).rejects.toThrow(/EISDIR/)
    await writer.abort()
    expect(fs.existsSync(file)).toBe(false)
  })

  it('refuses an empty file, a missing one and a newer format, each in one line', async () => {
    const empty = path.join(folder, 'empty.gz')
    fs.writeFileSync(empty, '')
    await expect(verifyBackup(empty)).rejects.toThrow(BackupFileError)
    await expect(verifyBackup(path.join(folder, 'missing.gz'))).rejects.toThrow(
      /^Cannot read the backup file /,
    )
    const newer = path.join(folder, 'newer.backup.gz')
    const writer = BackupWriter.create(newer)
    await writer.line({ ...header, formatVersion: 2 })
    await writer.finish({})
    await expect(verifyBackup(newer)).rejects.toThrow(
      /is in backup format 2; this version of CampusPulse reads format 1: upgrade it first\.$/,
    )
  })
})
