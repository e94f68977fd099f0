/**
 * Every way the documentation starts a server runs it with the same Node flags (ADR 0143,
 * scripts/lean-node-flags.mjs): `npm start`, `npm run worker`, the image's CMD and the start without Docker.
 * What they save is measured, not asserted: `node scripts/measure-memory.mjs` (docs/operations.md).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LEAN_NODE_FLAGS } from '../../scripts/lean-node-flags.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const flags = LEAN_NODE_FLAGS.join(' ')

describe('the lean Node flags', () => {
  it('are two V8 settings, each named once', () => {
    expect(LEAN_NODE_FLAGS).toEqual(['--max-semi-space-size=4', '--liftoff-only'])
  })

  it('start `npm start` and `npm run worker`', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    expect(scripts.start).toBe(`node ${flags} scripts/start.mjs`)
    expect(scripts.worker).toBe(`node ${flags} scripts/start.mjs --worker`)
  })

  it("start the image's server", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1]
    expect(JSON.parse(cmd!)).toEqual(['node', ...LEAN_NODE_FLAGS, 'dist/server/index.js'])
  })

  it("start the server CI's image check runs as the image would", () => {
    expect(read('scripts/check-production.sh')).toContain(`"$node24" ${flags} dist/server/index.js`)
  })

  it.each(['README.md', 'docs/deploy.md'])('are in the start without Docker that %s documents', (file) => {
    expect(read(file).replace(/\s+/g, ' ')).toContain(`\`node ${flags} dist/server/index.js\``)
  })
})
