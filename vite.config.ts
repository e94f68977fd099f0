import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import type { InlineConfig } from 'vitest/node'

const root = fileURLToPath(new URL('.', import.meta.url))
const src = path.join(root, 'src')

/**
 * Small modules many pages share, each in one chunk rather than a file of a kilobyte or two apiece: every module
 * a page names costs the phone's main thread a request to start and a module to instantiate (ADR 0078), and
 * /schools named 16, a school page 23. React Query's hooks for reading, the list pieces and the form fields are
 * three chunks; pages load a few hundred bytes more of what they do not use and 3 to 7 requests fewer.
 */
const QUERY_HOOKS =
  /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](queryObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|useBaseQuery|useQuery|useSuspenseQuery)\.js$/

const UI_KIT = /src[\\/]web[\\/]components[\\/]ui[\\/](badge|card|page-links|skeleton|spinner)\.tsx?$/

/**
 * The styled <select> in a chunk of its own: /book-call's zone picker is the only piece of the kit that page
 * uses, and the whole kit was 1.8 kB of its first load (ADR 0082); the filter pages name one module more.
 */
const NATIVE_SELECT = /src[\\/]web[\\/]components[\\/]ui[\\/]native-select\.tsx?$/

const FORM_KIT = /src[\\/]web[\\/]components[\\/]ui[\\/](input|label|labelled-field|textarea)\.tsx?$/

const SERVER_TEST_FOLDERS = ['src/server', 'src/shared', 'tests/server']
const SERVER_TESTS = SERVER_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`)

/**
 * What every server test file runs with. `isolate: false`: the files of a worker share its modules. Isolated,
 * each file imported the whole server again (the ORM, the procedures, the React render): a quarter of the
 * server tests' time. What a file must not leak is its own (its database, its app, its listeners), and the
 * harness closes those in afterAll; module state that outlives a file (the metrics registry) is read as deltas.
 */
const SERVER_TEST_OPTIONS: InlineConfig = {
  environment: 'node',
  isolate: false,
  setupFiles: ['tests/setup/server.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

/** What in a test file's source marks it as opening the test database (the harness, or the server's URL). */
const OPENS_DATABASE =
  /\/(harness|test-database)'|support\/matching-api'|faults\/support\/fuzz-app'|TEST_DATABASE_URL/

/**
 * The server test files split by whether they open a database, read from their source. Those run on PGlite and
 * again on the PostgreSQL server; the rest (parsers, scorers, processes on folders of their own) behave the same
 * on both, so they run once. A new file is sorted by the same rule, with nothing to register.
 */
function serverTestFiles(): { database: string[]; pure: string[] } {
  const split = { database: [] as string[], pure: [] as string[] }
  for (const folder of SERVER_TEST_FOLDERS) {
    const files = fs.readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    for (const file of files.filter((name) => name.endsWith('.test.ts'))) {
      const relative = path.posix.join(folder, file.split(path.sep).join('/'))
      split[
        OPENS_DATABASE.test(fs.readFileSync(path.join(root, relative), 'utf8')) ? 'database' : 'pure'
      ].push(relative)
    }
  }
  return split
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  resolve: { alias: { '@': src } },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/web/routes',
      generatedRouteTree: './src/web/routeTree.gen.ts',
      // Admin screens and heavy pages stay out of the first load of public pages.
      autoCodeSplitting: true,
      // A route's loader travels with its component: one chunk per page, fetched together on navigation, so the
      // first load carries no other page's data code (the route's own chunk is preloaded with the page).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
  ],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: {
      input: 'src/web/entry-client.tsx',
      // Client only: everything the entry needs statically (React, the router, the shell) in one chunk. Split
      // across the routes' shared chunks it compressed worse and cost a request per fragment. Route code stays lazy.
      output: isSsrBuild
        ? undefined
        : {
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'], priority: 3 },
                { name: 'query-hooks', test: QUERY_HOOKS, priority: 2 },
                { name: 'ui-kit', test: UI_KIT, priority: 1 },
                { name: 'native-select', test: NATIVE_SELECT, priority: 1 },
                { name: 'form-kit', test: FORM_KIT, priority: 1 },
              ],
            },
          },
    },
  },
  test: {
    // Three workers on the 2-core machines: many files wait on timers (job retries, time windows) rather than
    // compute, and a third overlaps those waits (ADR 0158: 214 s with two, 194 s with three, 195 s with four).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          // Server test files that open a database (serverTestFiles): the PostgreSQL pass runs these only
          // (`--project server` with TEST_DATABASE_URL).
          name: 'server',
          ...SERVER_TEST_OPTIONS,
          include: mode === 'test' ? serverTestFiles().database : SERVER_TESTS,
          globalSetup: ['tests/setup/test-databases.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The rest of the server tests: no database, the same on PGlite and PostgreSQL, so run once.
          name: 'server-pure',
          ...SERVER_TEST_OPTIONS,
          include: mode === 'test' ? serverTestFiles().pure : [],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          // A worker's component test files share its modules (ADR 0159): each file still gets a new window and
          // document, and importing React, Radix and TanStack again per file was three quarters of the project's
          // 30 s. A file must not leave module state behind: no vi.mock, which would outlive it.
          isolate: false,
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
    ],
  },
}))
