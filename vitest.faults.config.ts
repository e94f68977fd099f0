/**
 * The fault suite (`npm run test:faults`, README "Fault suite"): fuzzing of every REST endpoint and tRPC
 * procedure, crashes (SIGKILL) and shutdowns (SIGTERM) of a real server process, a misbehaving Ollama, a frozen
 * database. Slower than `npm test` and it starts processes, so it is a config of its own: the default run
 * (vite.config.ts, projects server and web) never picks it up.
 */
import { defineConfig } from 'vitest/config'
import base from './vite.config'

export default defineConfig((env) => {
  const { test: _defaultProjects, ...shared } = base(env)
  return {
    ...shared,
    test: {
      // Two workers fit the 2-core machines; the process tests keep their own servers on distinct ports.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'faults',
            environment: 'node',
            include: ['tests/faults/**/*.test.ts'],
            setupFiles: ['tests/setup/server.ts'],
            globalSetup: ['tests/setup/test-databases.ts', 'tests/faults/support/build-once.ts'],
            // A young generation of 64 MB instead of V8's 16: the fuzzers allocate fast (inputs, requests,
            // answers), and collecting garbage took a quarter of a fuzzing worker's processor time. On one fuzzer
            // file at 150 inputs, five runs each way, alternated: 6 % less time and 8 % less processor (means).
            execArgv: ['--max-semi-space-size=64'],
            testTimeout: 120_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }
})
