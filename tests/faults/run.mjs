#!/usr/bin/env node
/**
 * `npm run test:faults [-- --deep] [vitest options]`: the fault suite (vitest.faults.config.ts). `--deep` runs
 * 10,000 generated inputs per endpoint instead of 1,000 (the same as FAULTS_RUNS=10000); other arguments go to
 * Vitest (e.g. a file name, or the reporters CI asks for).
 */
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const env = { ...process.env }
if (args.includes('--deep')) env.FAULTS_RUNS ??= '10000'
const result = spawnSync(
  'vitest',
  ['run', '--config', 'vitest.faults.config.ts', ...args.filter((arg) => arg !== '--deep')],
  { stdio: 'inherit', env },
)
if (result.error) console.error(result.error.message)
process.exit(result.status ?? 1)
