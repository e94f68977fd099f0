import { Hono } from 'hono'
import { mediaHttp } from './http/media-upload'
import { apiDocsRoutes } from './http/api-docs'
import type { AppEnv } from './http/env'
import { mountOperations } from './http/rest-operations'
import { allOperations } from './operations'

/**
 * The documented REST paths under /api, derived from the operation table (operations/index.ts): each
 * operation with a REST binding is one route, answering `{ data }` (or its declared envelope). Described at
 * /api/openapi.json, readable at /api/docs.
 */
export function apiRoutes() {
  // The API's own description (OpenAPI 3.1) and its reference page, generated from the same table.
  return (
    mountOperations(new Hono<AppEnv>(), allOperations())
      // The image upload is multipart, not JSON: a route of its own, documented by hand (http/openapi.ts).
      .route('/media', mediaHttp)
      .route('/', apiDocsRoutes())
  )
}
