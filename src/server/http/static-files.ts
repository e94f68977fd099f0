import { serveStatic } from '@hono/node-server/serve-static'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './env'

/**
 * The client build: `/assets/*` carry a content hash in their names, so browsers may keep them forever; other
 * files (favicon, images shipped in public/) may change between releases and are cached for a day. The build
 * writes .br and .gz beside each asset, served as-is to browsers that accept them.
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
  return createMiddleware<AppEnv>(async (c, next) => {
    // The page routes never look like files; only paths with an extension are tried on disk.
    if (!/\.[a-z0-9]+$/i.test(c.req.path) || c.req.path.startsWith('/.vite/')) return next()
    return files(c, next)
  })
}
