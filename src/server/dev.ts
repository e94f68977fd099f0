/**
 * `npm run dev`: the same server as production, with Vite in middleware mode for hot reload. Client code
 * reloads in the browser (component state kept); the server render re-reads changed web modules on the next
 * request; server code changes restart this process (tsx watch).
 */
import http from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { ServerManifest } from '@tanstack/router-core'
import type * as EntryServerModule from '@/web/entry-server'
import { createServer as createViteServer, createServerModuleRunner } from 'vite'
import { createApp } from './app'
import { closeOnSignals, openAndPrepareDatabase } from './boot'
import { parseConfig } from './config'
import { startJobs } from './jobs'
import { createLogger } from './logger'
import { createRuntime, sharedStateOf } from './runtime'
import type { PageRenderer } from './ssr/pages'
import { appRouter } from './trpc/router'

type EntryServer = typeof EntryServerModule

// Development renders every request: a cached page would hide the edit just made.
const config = parseConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'debug',
  PAGE_CACHE_SECONDS: '0',
  ...process.env,
})
const log = createLogger(config)
const db = await openAndPrepareDatabase(config, log)
const server = http.createServer()

const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' })
// A runner without HMR, emptied on every change: the next render evaluates the edited modules afresh.
const runner = createServerModuleRunner(vite.environments.ssr!, { hmr: false })
vite.watcher.on('change', () => runner.clearCache())

const devManifest: ServerManifest = {
  routes: {
    __root__: {
      css: ['/src/web/styles.css'],
      scripts: [
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/src/web/entry-client.tsx' } },
      ],
    },
  },
}

const renderPage: PageRenderer = async (request, context) => {
  const entry: EntryServer = await runner.import('/src/web/entry-server.tsx')
  return entry.createPageRenderer({ appRouter, manifest: devManifest })(request, context)
}

const runtime = createRuntime(config, sharedStateOf(db, log))
await runtime.changes.start()
const jobs = await startJobs(db, config, log, runtime)
const app = createApp({ config, db, log, renderPage, runtime })
const honoListener = getRequestListener(app.fetch)
server.on('request', (req, res) => vite.middlewares(req, res, () => honoListener(req, res)))
server.listen(config.PORT, config.HOST, () => log.info(`dev server on http://localhost:${config.PORT}`))

closeOnSignals(
  {
    close: async () => {
      await vite.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await jobs.stop({ graceful: false })
      await runtime.changes.stop()
      await db.close()
    },
  },
  log,
)
