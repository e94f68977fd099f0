/**
 * The pages over real HTTP, against the production server as its own process: every page route of the React app
 * (read from the generated route tree, so a new page is included without touching this file) and the feeds, with
 * hostile path parameters and query strings. A quarter of FAULTS_RUNS requests. Every answer: below 500, within
 * 5 s, a whole HTML document for pages (or a redirect with a Location).
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { faultRuns, faultSeed, hostileQuery, hostileSegment } from './support/hostile'
import { describeRequest, StatusTally, ANSWER_WITHIN_MS } from './support/fuzz-app'
import {
  freePort,
  removeDir,
  ROOT,
  startServer,
  stopAllServers,
  tempDataDir,
  type ServerProcess,
} from './support/server-process'

/** The page routes, from the generated route tree ("/schools/$id", ...). */
function pageRoutes(): string[] {
  const tree = fs.readFileSync(path.join(ROOT, 'src/web/routeTree.gen.ts'), 'utf8')
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? ''
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!)
}

const OTHER_ROUTES = ['/healthz', '/readyz', '/blog/rss.xml', '/sitemap.xml', '/robots.txt']
const routes = pageRoutes()

let server: ServerProcess
let dataDir: string | undefined
beforeAll(async () => {
  dataDir = tempDataDir('pages')
  server = await startServer(await freePort(4800, 4809), { DATA_DIR: dataDir, PAGE_CACHE_SECONDS: '0' })
})
afterAll(async () => {
  await stopAllServers()
  removeDir(dataDir)
})

function get(url: string): Promise<{ status: number; type: string; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: server.port, path: url, headers: { Accept: 'text/html' } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'] ?? '',
            location: response.headers.location,
            body,
          }),
        )
        response.on('error', reject)
      },
    )
    request.setTimeout(ANSWER_WITHIN_MS, () =>
      request.destroy(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)),
    )
    request.on('error', reject)
  })
}

it('finds the page routes in the route tree', () => {
  expect(routes).toEqual(expect.arrayContaining(['/', '/schools/$id', '/blog/$slug']))
})

it('answers hostile page URLs over real HTTP without a 5xx, within 5 s, with a whole page', async () => {
  const tally = new StatusTally()
  const numRuns = Math.max(100, Math.ceil(faultRuns() / 4))
  const seed = faultSeed()
  const started = performance.now()
  const arbitrary = fc.record({
    route: fc.constantFrom(...routes, ...OTHER_ROUTES),
    segment: hostileSegment.filter((value) => value.length < 2_000),
    query: fc.oneof(
      fc.constant(''),
      hostileQuery({ page: '1', school: '1', search: 'texas', redirect: '/admin' }),
      fc.constantFrom(
        'page=1000000',
        'page=-1',
        'page=1e309',
        'page=99999999999999999999',
        'redirect=//evil.example',
      ),
    ),
  })
  await fc.assert(
    fc.asyncProperty(arbitrary, async ({ route, segment, query }) => {
      const pathPart = route.replace(/\$[A-Za-z0-9_]+/g, segment)
      const url = query ? `${pathPart}?${query}` : pathPart
      const where = describeRequest({ method: 'GET', url, headers: {} })
      const begun = performance.now()
      const answer = await get(url)
      tally.add(answer.status)
      // Node's HTTP parser refuses a URL past its header size limit before the app sees it (empty body).
      if ([400, 414, 431].includes(answer.status) && answer.body === '' && url.length > 8_000) return
      if (answer.status >= 500)
        throw new Error(`answered ${answer.status}: ${where}\n${answer.body.slice(0, 300)}`)
      if (performance.now() - begun > ANSWER_WITHIN_MS) throw new Error(`answered too late: ${where}`)
      if (answer.status >= 300 && answer.status < 400) {
        if (!answer.location) throw new Error(`redirect without a Location: ${where}`)
        return
      }
      if (OTHER_ROUTES.includes(route) || answer.type.includes('application/json')) return
      if (!answer.type.startsWith('text/html') || !answer.body.trimEnd().endsWith('</html>'))
        throw new Error(`not a whole HTML page (${answer.status}, ${answer.type}): ${where}`)
    }),
    { numRuns, seed },
  )
  console.log(
    `fuzz pages over HTTP: ${numRuns} requests over ${routes.length + OTHER_ROUTES.length} routes in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s (seed ${seed}): ${tally}`,
  )
  // The process is still up and serving.
  expect((await get('/healthz')).status).toBe(200)
})
