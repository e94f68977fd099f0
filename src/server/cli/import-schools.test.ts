import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * `npm run schools:import` as a person runs it, on a PGlite data folder: migrations first, the report, a second
 * run, a clear one-line failure with the line number, and a folder a running server holds refused.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const fixture = (name: string) => path.join(root, 'tests/fixtures', name)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cli-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

function run(args: string[], dir = dataDir) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
  }
  delete env.DATABASE_URL
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/import-schools.ts', ...args], {
      cwd: root,
      env,
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('close', (code) => resolve({ code, out, err }))
  })
}

describe('npm run schools:import', () => {
  const files = [fixture('ipeds/hd-sample.csv'), '--enrollment', fixture('hifld/colleges-sample.csv')]

  it('migrates a new data folder, imports, and reports what it did; a second run changes nothing', async () => {
    const first = await run(files)
    expect(first.err).toBe('')
    expect(first.code).toBe(0)
    expect(first.out).toMatch(/^Applied \d+ migrations\./m)
    expect(first.out).toContain('Inserted:  10')
    expect(first.out).toContain('Skipped:   3 rows of the file')
    expect(first.out).toContain('1 not active in the current year (CYACTIVE is not 1)')
    expect(first.out).toMatch(/Done in [\d.]+ s \(pglite\)\./)

    const second = await run(files)
    expect(second.code).toBe(0)
    expect(second.out).not.toContain('Applied')
    expect(second.out).toContain('Inserted:  0')
    expect(second.out).toContain('Unchanged: 10')
  }, 120_000)

  it('stops at a malformed row, before opening the database, with one line naming the file and the line', async () => {
    const bad = path.join(dataDir, 'bad.csv')
    fs.writeFileSync(
      bad,
      Buffer.from(
        fs.readFileSync(fixture('ipeds/hd-sample.csv'), 'latin1').replace('100004,', 'ABC,'),
        'latin1',
      ),
    )
    const result = await run([bad])
    expect(result.code).toBe(1)
    expect(result.err.trim()).toBe('Import failed: bad.csv, line 5: UNITID "ABC" is not a whole number.')
  }, 120_000)

  it('refuses a data folder in use, and explains its usage', async () => {
    const busy = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cli-busy-'))
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'])
    try {
      fs.writeFileSync(path.join(busy, 'campuspulse.lock'), String(holder.pid))
      const result = await run(files, busy)
      expect(result.code).toBe(1)
      expect(result.err).toContain(`is in use by another process (pid ${holder.pid})`)
    } finally {
      holder.kill()
      fs.rmSync(busy, { recursive: true, force: true })
    }
    const usage = await run([])
    expect(usage.code).toBe(2)
    expect(usage.err).toContain('Usage: npm run schools:import -- <IPEDS HD csv> [--enrollment <HIFLD csv>]')
  }, 120_000)
})
