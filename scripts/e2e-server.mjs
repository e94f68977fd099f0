#!/usr/bin/env node
/**
 * The server the browser tests drive: the production build on a fresh, seeded PGlite folder of its own (removed
 * on exit), so every run starts from the same demo data. Extra settings come from the environment.
 */
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
await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href)
