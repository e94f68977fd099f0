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
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--quiet'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
  })
  project.provide(
    'faultsBuildError',
    build.status === 0
      ? ''
      : `the production build failed (${build.status}): ${build.stderr || build.stdout}`,
  )
}
