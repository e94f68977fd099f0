#!/usr/bin/env node
/**
 * Fails when a production install holds a development dependency: a package of package.json's devDependencies
 * (and not of its dependencies) present in node_modules. TypeScript arrived that way once, as a peer that tRPC
 * names for its types (issue 40). Run in the folder of the install, or give the folder as the argument; the
 * image check pipes this file into the built image (`node - < this file`).
 */
import fs from 'node:fs'
import path from 'node:path'

const folder = path.resolve(process.argv[2] ?? '.')
const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'))
const production = new Set(Object.keys(manifest.dependencies ?? {}))
const present = Object.keys(manifest.devDependencies ?? {}).filter(
  (name) => !production.has(name) && fs.existsSync(path.join(folder, 'node_modules', name, 'package.json')),
)
if (present.length > 0) {
  console.error(`development dependencies in the production install: ${present.join(', ')}`)
  process.exit(1)
}
console.log(
  `no development dependency among ${fs.readdirSync(path.join(folder, 'node_modules')).length} installed entries`,
)
