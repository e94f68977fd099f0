import { Hono } from 'hono'
import { authHttp } from './features/auth/auth.http'
import { blogHttp } from './features/blog/blog.http'
import { adminContactHttp, contactHttp } from './features/contact/contact.http'
import { schoolHttp } from './features/schools/school.http'
import { matchingHttp } from './features/matching/matching.http'
import type { AppEnv } from './http/env'
import { mountOperations } from './http/rest-operations'
import { allOperations } from './operations'

/**
 * The documented REST paths under /api, one line per feature. Handlers are thin: validate with the shared
 * schema, call the feature's service, wrap the payload in `{ data }`.
 */
export function apiRoutes() {
  const api = new Hono<AppEnv>()
  mountOperations(api, allOperations())
  return api
    .route('/auth', authHttp)
    .route('/contact', contactHttp)
    .route('/admin/contact', adminContactHttp)
    .route('/blog', blogHttp)
    .route('/schools', schoolHttp)
    .route('/brand', matchingHttp)
}
