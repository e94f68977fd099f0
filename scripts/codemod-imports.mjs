// One-off codemod for ADR 0075: every import that climbs out of its folder (`../`) into `src/` is rewritten to
// the `@/` alias; imports of a file's own folder (`./`) stay relative. Run: node scripts/codemod-imports.mjs
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const src = join(root, 'src')
const roots = ['src', 'tests', 'bench', 'scripts', 'migrations'].map((d) => join(root, d))

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      if (name === 'node_modules') continue
      yield* files(path)
    } else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('routeTree.gen.ts')) yield path
  }
}

const specifier =
  /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\bvi\.importActual(?:<[^>]*>)?\(\s*)(['"])(\.\.\/[^'"]*)\2/g
let changedFiles = 0
let changedImports = 0
for (const dir of roots) {
  let exists = true
  try {
    statSync(dir)
  } catch {
    exists = false
  }
  if (!exists) continue
  for (const file of files(dir)) {
    const text = readFileSync(file, 'utf8')
    let count = 0
    const next = text.replace(specifier, (whole, lead, quote, spec) => {
      const target = resolve(dirname(file), spec)
      const fromSrc = relative(src, target)
      if (fromSrc.startsWith('..')) return whole
      count++
      return `${lead}${quote}@/${fromSrc.split('\\').join('/')}${quote}`
    })
    if (count > 0) {
      writeFileSync(file, next)
      changedFiles++
      changedImports += count
    }
  }
}
console.log(`${changedImports} imports rewritten in ${changedFiles} files`)
