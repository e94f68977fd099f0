/**
 * Production entry (`npm start` runs the build of this file). Development uses dev.ts, tests build the app
 * in-process with tests/server/harness.ts.
 */
import path from 'node:path'
import { createPageRenderer } from '@/web/entry-server'
import { boot, closeOnSignals, StartupError } from './boot'
import { ConfigError, parseConfig } from './config'
import { DataDirInUseError } from './db/data-dir-lock'
import { createLogger } from './logger'
import { routerManifestFromVite } from './ssr/manifest'
import { appRouter } from './trpc/router'

try {
  const config = parseConfig()
  const log = createLogger(config)
  const clientDir = path.resolve(import.meta.dirname, '../client')
  const renderPage = createPageRenderer({ appRouter, manifest: routerManifestFromVite(clientDir) })
  const running = await boot({ config, log, renderPage, clientDir })
  closeOnSignals(running, log)
} catch (error) {
  // Problems a person can fix get one clear line, not a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof StartupError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
