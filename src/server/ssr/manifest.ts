import fs from 'node:fs'
import path from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'

interface ViteChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

const ENTRY = 'src/web/entry-client.tsx'
const ROUTES_DIR = 'src/web/routes/'

/** The route id TanStack Router gives a file route: routes/schools/$id.tsx → /schools/$id, index → '/'. */
export function routeIdOf(routeFile: string): string {
  const relative = routeFile.slice(ROUTES_DIR.length).replace(/\.tsx?$/, '')
  if (relative === '__root') return '__root__'
  // Dots in the file name are path separators (flat routes); then a trailing index is the parent's index route.
  const id = `/${relative}`.replace(/\.(?=[^/]*$)/g, '/').replace(/\/index$/, '/')
  return id === '' ? '/' : id
}

/**
 * Turns the client build's Vite manifest into the router's manifest: the root route loads the entry script and
 * stylesheet and preloads the entry's static imports; every other route preloads its own code-split chunks, so a
 * page's code downloads in parallel with the entry instead of after hydration starts.
 */
export function routerManifestFromVite(clientDir: string): ServerManifest {
  const file = path.join(clientDir, '.vite', 'manifest.json')
  const vite = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ViteChunk>
  const entry = vite[ENTRY]
  if (!entry) throw new Error(`${file} has no entry for ${ENTRY}: rebuild the client`)

  const staticClosure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const imported of vite[key]?.imports ?? []) staticClosure(imported, seen)
    return seen
  }
  const href = (key: string) => `/${vite[key]!.file}`
  const entryChunks = staticClosure(ENTRY)

  const routes: ServerManifest['routes'] = {
    __root__: {
      preloads: [...entryChunks].map(href),
      css: [...entryChunks].flatMap((key) => vite[key]?.css ?? []).map((css) => `/${css}`),
      scripts: [{ attrs: { type: 'module', src: href(ENTRY), async: true } }],
    },
  }
  for (const [key, chunk] of Object.entries(vite)) {
    const source = (chunk.src ?? key).split('?')[0]!
    if (!source.startsWith(ROUTES_DIR) || key === ENTRY) continue
    const routeId = routeIdOf(source)
    const route = (routes[routeId] ??= { preloads: [], css: [] })
    for (const chunkKey of staticClosure(key)) {
      if (entryChunks.has(chunkKey)) continue
      route.preloads!.push(href(chunkKey))
      route.css!.push(...(vite[chunkKey]?.css ?? []).map((css) => `/${css}`))
    }
  }
  // A route split in two chunks (its component, and its pending and error screens) reaches the chunks they
  // share from both: each is listed once, or every page would name it twice in its <head>.
  for (const route of Object.values(routes)) {
    route.preloads = [...new Set(route.preloads)]
    route.css = [...new Set(route.css)]
  }
  return { routes }
}
