#!/usr/bin/env node
/**
 * `npm start`: builds whatever is missing or older than the sources (in a child process, so the server does
 * not carry the bundler in memory), then runs the production server in this process. `npm run worker` does the
 * same with ROLE=worker.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildIsStale } from './build.mjs'
import { restartWithLeanEnvironment } from './lean-node-flags.mjs'

// Before anything is loaded: the allocator setting must be in the environment the process starts with (ADR 0146).
restartWithLeanEnvironment()

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const hasSources = fs.existsSync(path.join(root, 'src'))

if (hasSources && buildIsStale()) {
  console.log('Building the site (first start, or sources changed)...')
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
    cwd: root,
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

process.env.NODE_ENV ??= 'production'
// `npm run worker`: a process that generates recommendations from the job queue and serves only its health.
if (process.argv.includes('--worker')) process.env.ROLE = 'worker'
await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href)
