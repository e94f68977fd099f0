import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The version in package.json, which backups record. Found by walking up from this module: src/server under the
 * tests and the dev server, dist/server in a build (the image copies package.json beside dist/).
 */
function readVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const file = path.join(dir, 'package.json')
    if (fs.existsSync(file)) {
      const { name, version } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        name?: string
        version?: string
      }
      if (name === 'campuspulse' && version) return version
    }
    const parent = path.dirname(dir)
    if (parent === dir) return 'unknown'
    dir = parent
  }
}

export const APP_VERSION = readVersion()
