import { Hono } from 'hono'
import { authHttp } from './features/auth/auth.http'
import { blogHttp } from './features/blog/blog.http'
import { adminContactHttp, contactHttp } from './features/contact/contact.http'
import { programHttp } from './features/programs/program.http'
import { schoolHttp } from './features/schools/school.http'
import { schoolMapHttp } from './features/schools/map/school-map.http'
import { matchingHttp } from './features/matching/matching.http'
import { staffHttp } from './features/staff/staff.http'
import { mediaHttp } from './features/media/media.http'
import type { AppEnv } from './http/env'

/**
 * The documented REST paths under /api, one line per feature. Handlers are thin: validate with the shared
 * schema, call the feature's service, wrap the payload in `{ data }`.
 */
export function apiRoutes() {
  return (
    new Hono<AppEnv>()
      .route('/auth', authHttp)
      .route('/contact', contactHttp)
      .route('/admin/contact', adminContactHttp)
      .route('/blog', blogHttp)
      // Before /schools, whose /:id would read "map" as an id.
      .route('/schools/map', schoolMapHttp)
      .route('/schools', schoolHttp)
      .route('/campus-programs', programHttp)
      .route('/brand', matchingHttp)
      .route('/staff', staffHttp)
      .route('/media', mediaHttp)
  )
}
