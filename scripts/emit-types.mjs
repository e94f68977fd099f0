#!/usr/bin/env node
/**
 * `npm run build:types`: the declarations of the typed procedures (`AppRouter`) for projects outside this
 * repository (ADR 0084). tsc emits them for the router and everything it reaches (tsconfig.types.json), then the
 * `@/` aliases, which only this repository's tsconfig knows, become relative paths ending in `.js`, which every
 * module resolution (Bundler, Node16, NodeNext) follows to the `.d.ts` beside it. A consumer imports
 * `dist/types/index.js` (or the package's `types`) with a plain tsconfig: no paths to copy.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'dist/types')

/** Every `.d.ts` under a folder. */
const declarations = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? declarations(file) : entry.name.endsWith('.d.ts') ? [file] : []
  })

/** The specifier a declaration file should use for a module of this repository: relative, with `.js`. */
function relativeSpecifier(fromFile, specifier) {
  const target = specifier.startsWith('@/')
    ? path.join(outDir, 'src', specifier.slice(2))
    : path.resolve(path.dirname(fromFile), specifier)
  const candidates = [
    [`${target}.d.ts`, `${target}.js`],
    [path.join(target, 'index.d.ts'), path.join(target, 'index.js')],
  ]
  const found = candidates.find(([declaration]) => fs.existsSync(declaration))
  if (!found) return undefined
  const relative = path.relative(path.dirname(fromFile), found[1]).split(path.sep).join('/')
  return relative.startsWith('.') ? relative : `./${relative}`
}

const SPECIFIER = /((?:from|import)\s*\(?\s*)(['"])(@\/[^'"]+|\.{1,2}\/[^'"]+)\2/g

export function emitTypes() {
  fs.rmSync(outDir, { recursive: true, force: true })
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.types.json')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`tsc could not emit the declarations (exit ${result.status})`)
  const unresolved = []
  for (const file of declarations(outDir)) {
    const text = fs.readFileSync(file, 'utf8')
    const rewritten = text.replace(SPECIFIER, (whole, before, quote, specifier) => {
      if (!specifier.startsWith('@/') && specifier.endsWith('.js')) return whole
      const relative = relativeSpecifier(file, specifier)
      if (!relative) unresolved.push(`${path.relative(root, file)}: ${specifier}`)
      return relative ? `${before}${quote}${relative}${quote}` : whole
    })
    if (rewritten !== text) fs.writeFileSync(file, rewritten)
  }
  if (unresolved.length)
    throw new Error(`Declarations import what was not emitted:\n${unresolved.join('\n')}`)
  fs.writeFileSync(
    path.join(outDir, 'index.d.ts'),
    '/** The typed procedures of CampusPulse: `createTRPCClient<AppRouter>(…)` (docs/api.md). */\n' +
      "export type { AppRouter } from './src/server/trpc/router.js'\n",
  )
  return outDir
}

const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (runDirectly) {
  const started = Date.now()
  emitTypes()
  console.log(`Wrote dist/types in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
