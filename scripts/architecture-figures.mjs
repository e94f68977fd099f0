#!/usr/bin/env node
/**
 * Architecture figures for a checkout (issue 13): lines in the transport adapters, imports from features into
 * the transport layer, import cycles, files over 300 lines, and duplicated blocks of six or more lines (the
 * `duplicates` command, when it is on PATH). `node scripts/architecture-figures.mjs [dir]` (default: here).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(process.argv[2] ?? '.')
const src = path.join(root, 'src')

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(file) : /\.(ts|tsx)$/.test(entry.name) ? [file] : []
  })
}
const files = walk(src)
const rel = (file) => path.relative(root, file)
const lines = (file) => fs.readFileSync(file, 'utf8').split('\n').length - 1

/** Relative and `@/` imports resolved to files of src. */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8')
  const specs = [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1])
  return specs.flatMap((spec) => {
    const base = spec.startsWith('@/')
      ? path.join(src, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : undefined
    if (!base) return []
    const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
      .map((ext) => base + ext)
      .find((f) => fs.existsSync(f) && fs.statSync(f).isFile())
    return found ? [found] : []
  })
}
const graph = new Map(files.map((file) => [file, importsOf(file)]))

// 1. Adapter files: hand-written REST and tRPC twins of the features.
const adapters = files.filter((file) => /src\/server\/features\/[^/]+\/[^/]+\.(http|trpc)\.ts$/.test(file))
// 2. Arrows from features into the transport layer (http/ and trpc/).
const intoTransport = [...graph].flatMap(([file, targets]) =>
  rel(file).startsWith('src/server/features/')
    ? targets
        .filter((t) => /^src\/server\/(http|trpc)\//.test(rel(t)))
        .map((t) => `${rel(file)} -> ${rel(t)}`)
    : [],
)
// 3. Import cycles (strongly connected components of more than one file, or a file importing itself).
let index = 0
const stack = []
const state = new Map()
const cycles = []
function connect(v) {
  state.set(v, { index, low: index, onStack: true })
  index++
  stack.push(v)
  for (const w of graph.get(v) ?? []) {
    if (!state.has(w)) {
      connect(w)
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low)
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index)
  }
  if (state.get(v).low === state.get(v).index) {
    const component = []
    let w
    do {
      w = stack.pop()
      state.get(w).onStack = false
      component.push(rel(w))
    } while (w !== v)
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component)
  }
}
for (const file of files) if (!state.has(file)) connect(file)
// 4. Files over 300 lines (the generated route tree aside).
const long = files.filter((file) => !file.endsWith('routeTree.gen.ts') && lines(file) > 300)
// 5. Duplicated blocks of six or more lines.
let duplicates = 'duplicates command not found'
try {
  const out = execFileSync('duplicates', ['--repo', src, '--most', '200', '--seconds', '120'], {
    encoding: 'utf8',
  })
  duplicates = out.split('\n')[0]
} catch {
  // Not installed here: the other figures stand on their own.
}

console.log(
  `adapter files (features/*/*.{http,trpc}.ts): ${adapters.length}, ${adapters.reduce((n, f) => n + lines(f), 0)} lines`,
)
console.log(`imports from features into http/ or trpc/: ${intoTransport.length}`)
for (const arrow of intoTransport) console.log(`  ${arrow}`)
console.log(
  `import cycles: ${cycles.length}${cycles.length ? ` (${cycles.map((c) => c.length).join(', ')} files)` : ''}`,
)
for (const cycle of cycles) console.log(`  ${cycle.join(' <-> ')}`)
console.log(`files over 300 lines: ${long.length}`)
for (const file of long) console.log(`  ${rel(file)} (${lines(file)})`)
console.log(`duplicated blocks (6+ lines): ${duplicates}`)
