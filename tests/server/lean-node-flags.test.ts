/**
 * Every way the documentation starts a server runs it with the same Node flags and environment (ADR 0143, 0146,
 * scripts/lean-node-flags.mjs): `npm start`, `npm run worker`, the image's CMD and the start without Docker.
 * What they save is measured, not asserted: `node scripts/measure-memory.mjs` (docs/operations.md) and
 * `npm run bench -- uploads`.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LEAN_ENV, LEAN_NODE_FLAGS } from '../../scripts/lean-node-flags.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const flags = LEAN_NODE_FLAGS.join(' ')
const environment = Object.entries(LEAN_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ')

describe('the lean Node flags', () => {
  it('are two V8 settings, each named once', () => {
    expect(LEAN_NODE_FLAGS).toEqual(['--max-semi-space-size=4', '--liftoff-only'])
  })

  it('start `npm start` and `npm run worker`', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    expect(scripts.start).toBe(`node ${flags} scripts/start.mjs`)
    expect(scripts.worker).toBe(`node ${flags} scripts/start.mjs --worker`)
  })

  it("start the image's server, in the image's environment", () => {
    const dockerfile = read('Dockerfile')
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1]
    expect(JSON.parse(cmd!)).toEqual(['node', ...LEAN_NODE_FLAGS, 'dist/server/index.js'])
    const env = /^ENV ((?:.*\\\n)*.*)$/m.exec(dockerfile)?.[1]?.replace(/\\\n\s*/g, ' ')
    for (const [name, value] of Object.entries(LEAN_ENV)) expect(env).toContain(`${name}=${value}`)
  })

  it("start the server CI's image check runs as the image would", () => {
    expect(read('scripts/check-production.sh')).toContain(
      `${environment} "$node24" ${flags} dist/server/index.js`,
    )
  })

  it.each(['README.md', 'docs/deploy.md'])('are in the start without Docker that %s documents', (file) => {
    expect(read(file).replace(/\s+/g, ' ')).toContain(`\`${environment} node ${flags} dist/server/index.js\``)
  })

  it('are given to `npm start` by starting it again, same pid, keeping a value the operator set', () => {
    const script = `import('./scripts/lean-node-flags.mjs').then((m) => { m.restartWithLeanEnvironment(); console.log(JSON.stringify({ pid: process.pid, env: Object.fromEntries(Object.keys(m.LEAN_ENV).map((name) => [name, process.env[name]])) })) })`
    const run = (env: Record<string, string>) => {
      const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in LEAN_ENV)))
      const child = spawnSync(process.execPath, ['-e', script], {
        cwd: root,
        env: { ...clean, ...env },
        encoding: 'utf8',
      })
      const printed = JSON.parse(child.stdout) as { pid: number; env: Record<string, string> }
      // Replaced, not a child of its own: the pid the parent started prints the answer.
      expect(printed.pid).toBe(child.pid)
      return printed
    }
    expect(run({}).env).toEqual(LEAN_ENV)
    const [name] = Object.keys(LEAN_ENV)
    expect(run({ [name!]: '65536' }).env).toEqual({ [name!]: '65536' })
    expect(read('scripts/start.mjs')).toMatch(/^restartWithLeanEnvironment\(\)$/m)
  })
})
