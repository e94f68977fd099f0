import zlib from 'node:zlib'

/**
 * The scripts a page loads before it is interactive: its entry and every module it preloads, gzip level 9. The
 * page's loader names them (src/web/deferred-modules.ts), as the router's script and preload tags did before it;
 * any `/assets/*.js` the document names counts. Shared by the benchmarks and the first-load budget test
 * (tests/e2e/first-load.spec.ts).
 */
export async function firstLoadJs(origin: string, path: string) {
  const html = await (await fetch(`${origin}${path}`)).text()
  const files = new Set<string>()
  for (const match of html.matchAll(/"(\/assets\/[^"\\]+\.js)"/g)) files.add(match[1]!)
  let gzipBytes = 0
  for (const file of files) {
    const body = Buffer.from(await (await fetch(`${origin}${file}`)).arrayBuffer())
    gzipBytes += zlib.gzipSync(body, { level: 9 }).length
  }
  return { files: [...files].map((file) => file.replace('/assets/', '')), gzipBytes }
}
