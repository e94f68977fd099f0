import { createMiddleware } from 'hono/factory'
import type { Database } from '@/server/db/orm'
import type { AppEnv } from './env'
import { readVariant } from '@/server/features/media/media.service'

const PREFIX = '/images/uploads/'

/**
 * `GET /images/uploads/{id}-{width}x{height}.webp`: an uploaded image's variant, from the database, so every
 * replica answers it (ADR 0043). A variant's URL never changes what it names, so browsers and CDNs keep it for
 * a year. Mounted before the session lookup: an image needs no signed-in user, only a database connection.
 */
export function uploadedImages(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.req.path.startsWith(PREFIX) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    const { bytes, etag } = await readVariant(db.orm.em.fork(), c.req.path.slice(PREFIX.length))
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    c.header('ETag', etag)
    if (
      c.req
        .header('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304)
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.length),
    })
  })
}
