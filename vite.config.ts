import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const src = fileURLToPath(new URL('./src', import.meta.url))

/**
 * Small modules many pages share, each in one chunk rather than a file of a kilobyte or two apiece: every module
 * a page names costs the phone's main thread a request to start and a module to instantiate (ADR 0078), and
 * /schools named 16, a school page 23. React Query's hooks for reading, the list pieces and the form fields are
 * three chunks; pages load a few hundred bytes more of what they do not use and 3 to 7 requests fewer.
 */
const QUERY_HOOKS =
  /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](queryObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|useBaseQuery|useQuery|useSuspenseQuery)\.js$/

const UI_KIT =
  /src[\\/]web[\\/]components[\\/]ui[\\/](badge|card|native-select|page-links|skeleton|spinner)\.tsx?$/

const FORM_KIT = /src[\\/]web[\\/]components[\\/]ui[\\/](input|label|labelled-field|textarea)\.tsx?$/

export default defineConfig(({ isSsrBuild }) => ({
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
                { name: 'form-kit', test: FORM_KIT, priority: 1 },
              ],
            },
          },
    },
  },
  test: {
    // Server tests open a database each; two workers fit the 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/server/**/*.test.ts'],
          setupFiles: ['tests/setup/server.ts'],
          globalSetup: ['tests/setup/pglite-snapshot.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
    ],
  },
}))
