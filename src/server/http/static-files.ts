import fs from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './env'

/**
 * The client build: `/assets/*` carry a content hash in their names, so browsers may keep them forever; other
 * files (favicon, images shipped in public/) may change between releases and are cached for a day. The build
 * writes .br and .gz beside each asset, served as-is to browsers that accept them. The build does not change
 * under a running server (its manifest is read once at start), so the list of files is read once too: a path
 * that is not one of them (the feed, the sitemap, an API path with a dot) costs no look at the disk.
 */
export function staticFiles(clientDir: string) {
  const files = serveStatic<AppEnv>({
    root: clientDir,
    precompressed: true,
    onFound: (path, c) => {
      const hashed = c.req.path.startsWith('/assets/')
      c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
    },
  })
  const shipped = filesUnder(clientDir)
  return createMiddleware<AppEnv>(async (c, next) => (shipped.has(c.req.path) ? files(c, next) : next()))
}

/** Every file of the client build as a URL path (`/assets/entry-….js`), except Vite's own manifest folder. */
function filesUnder(clientDir: string) {
  const paths = new Set<string>()
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const urlPath = `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`
    if (!urlPath.startsWith('/.vite/')) paths.add(urlPath)
  }
  return paths
}
