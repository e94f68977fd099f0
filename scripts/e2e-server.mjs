#!/usr/bin/env node
/**
 * The server the browser tests drive: the production build on a fresh, seeded PGlite folder of its own (removed
 * on exit), so every run starts from the same demo data. Extra settings come from the environment.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campuspulse-e2e-'))
process.env.DATA_DIR = dataDir
process.env.NODE_ENV = 'production'
process.env.LOG_LEVEL ??= 'warn'
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }))
// A staff member of every other role (ADR 0091), made with the command operators use, before the server holds
// the folder: the browser tests of roles sign in as them (tests/e2e/fixtures.ts, E2E_STAFF).
// `two-factor`: an editor of its own for the two-factor browser test, so no other test meets a code (E2E_TWO_FACTOR).
for (const role of ['editor', 'author', 'sales', 'two-factor']) {
  const made = spawnSync(
    process.execPath,
    [
      path.join(root, 'dist/server/cli/create-admin.js'),
      '-u',
      `e2e-${role}`,
      '-p',
      'e2e-staff-password-123',
      '-r',
      role === 'two-factor' ? 'editor' : role,
    ],
    { env: process.env, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (made.status !== 0) throw new Error(`could not create the e2e ${role} (exit ${made.status})`)
}
await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href)
