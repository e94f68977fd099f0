import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTempFolders } from '../../../tests/support/temp-folders'
import { DataDirInUseError, lockDataDir } from './data-dir-lock'

const tempDir = useTempFolders('lock-')

describe('lockDataDir', () => {
  it('creates the folder, takes the lock, and releases it', () => {
    const dir = path.join(tempDir(), 'nested', 'data')
    const release = lockDataDir(dir)
    expect(fs.readFileSync(path.join(dir, 'campuspulse.lock'), 'utf8')).toBe(String(process.pid))
    release()
    expect(fs.existsSync(path.join(dir, 'campuspulse.lock'))).toBe(false)
  })

  it('refuses a folder another live process holds, naming the folder and the process', async () => {
    const dir = tempDir()
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      fs.writeFileSync(path.join(dir, 'campuspulse.lock'), String(other.pid))
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
      expect(() => lockDataDir(dir)).toThrow(`is in use by another process (pid ${other.pid})`)
    } finally {
      other.kill()
    }
  })

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = tempDir()
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.once('exit', resolve))
    fs.writeFileSync(path.join(dir, 'campuspulse.lock'), String(gone.pid))
    const release = lockDataDir(dir)
    expect(fs.readFileSync(path.join(dir, 'campuspulse.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })
})
