/**
 * Vitest global setup of the fault suite: the production build (`node scripts/build.mjs --if-stale`) once,
 * before any test file starts a server process from dist/. A failed build does not stop the in-process tests;
 * the process tests report it (inject('faultsBuildError')).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    faultsBuildError: string
  }
}

export default function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../../..')
  // Vitest sets NODE_ENV=test; a build made under it would use React's development JSX runtime, which the
  // production server (NODE_ENV=production) does not have. Build as `npm run build` does.
  const { NODE_ENV: _vitestMode, ...env } = process.env
  // Another build writing dist/ at the same moment (a second checkout's tests) can make one fail: try again.
  let failure = ''
  for (let attempt = 0; attempt < 3; attempt++) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--quiet'], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 300_000,
    })
    if (build.status === 0) {
      failure = ''
      break
    }
    failure = `the production build failed (${build.status}): ${build.stderr || build.stdout}`
    spawnSync('sleep', ['2'])
  }
  project.provide('faultsBuildError', failure)
}
