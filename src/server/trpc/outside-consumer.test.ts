/**
 * The typed-procedures example of docs/api.md, as a project outside this repository writes it: a folder of its own
 * with a plain tsconfig (no `paths`), importing `AppRouter` from the declarations `npm run build:types` emits.
 * tsc must accept the example, and must report a deliberate mistake in it, so `AppRouter` is really typed
 * (a router degraded to `any` would accept both).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain ES module script without declarations; its one export is typed below
import { emitTypes as emitTypesUntyped } from '../../../scripts/emit-types.mjs'

const emitTypes = emitTypesUntyped as () => string
const root = path.resolve(import.meta.dirname, '../../..')
let consumer = ''
/** One tsc run over both files (a run costs seconds): each test reads the errors of its own file. */
let checked: ReturnType<typeof tsc> = { status: null, output: '' }

/** The consumer's code: docs/api.md's example, plus checks that the router's types are real. */
const GOOD = `import { createTRPCClient, httpBatchLink } from '@trpc/client'
import superjson from 'superjson'
import type { AppRouter } from '${'CHECKOUT'}/dist/types/index.js'

type IsAny<T> = 0 extends 1 & T ? true : false
const routerIsTyped: IsAny<AppRouter> = false

const client = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: 'https://campus.example.com/trpc', transformer: superjson })],
})

export async function example() {
  const site = await client.site.config.query()
  const school = await client.schools.byId.query({ id: 12 })
  const name: string = school.name
  const enrollment: number | null = school.studentPopulation
  const created: Date = school.createdAt
  const updated = await client.schools.update.mutate({ id: 12, values: { studentPopulation: 4300 } })
  return { routerIsTyped, site: site.brandName, name, enrollment, created, updated: updated.slug }
}
`

/** A mistake each: a wrong input type, an unknown procedure, a wrong output type. */
const BAD = `${GOOD}
export async function mistakes() {
  await client.schools.update.mutate({ id: 12, values: { isActive: 'yes' } })
  await client.schools.noSuchProcedure.query()
  const count: string = (await client.schools.byId.query({ id: 1 })).programCount
  return count
}
`

function tsc(files: string[]) {
  fs.writeFileSync(path.join(consumer, 'tsconfig.json'), JSON.stringify(tsconfigFor(files), null, 2))
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', consumer],
    {
      cwd: consumer,
      encoding: 'utf8',
    },
  )
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** What `tsc --init` gives a new project, more or less: strict, NodeNext, no path aliases. */
const tsconfigFor = (files: string[]) => ({
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  },
  files,
})

beforeAll(() => {
  emitTypes()
  consumer = fs.mkdtempSync(path.join(os.tmpdir(), 'campuspulse-consumer-'))
  fs.writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ type: 'module', private: true }))
  // Stands in for the consumer's own `npm install @trpc/client superjson`.
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(consumer, 'node_modules'), 'dir')
  const checkout = path.relative(consumer, root).split(path.sep).join('/')
  fs.writeFileSync(path.join(consumer, 'good.ts'), GOOD.replace('CHECKOUT', checkout))
  fs.writeFileSync(path.join(consumer, 'bad.ts'), BAD.replace('CHECKOUT', checkout))
  checked = tsc(['good.ts', 'bad.ts'])
}, 600_000)

afterAll(() => {
  if (consumer) fs.rmSync(consumer, { recursive: true, force: true })
})

describe('typed procedures from outside the repository', () => {
  /** tsc's error lines: `file(line,col): error TS…`, or `error TS…` for the project as a whole. */
  const errorLines = () => checked.output.split('\n').filter((line) => line.includes('error TS'))

  it('type-check in a project with a plain tsconfig', () => {
    expect(checked.output).not.toContain('Cannot find module')
    // Every error is one of bad.ts's deliberate mistakes: none in good.ts, none for the project.
    expect(errorLines().filter((line) => !line.startsWith('bad.ts('))).toEqual([])
  })

  it('catch a wrong input, an unknown procedure and a wrong output type', () => {
    expect(checked.status).not.toBe(0)
    const errors = errorLines().filter((line) => line.startsWith('bad.ts('))
    expect(errors).toHaveLength(3)
    expect(checked.output).toMatch(
      /bad\.ts\(\d+,\d+\): error TS2322: Type 'string' is not assignable to type 'boolean/,
    )
    expect(checked.output).toContain("Property 'noSuchProcedure' does not exist")
    expect(checked.output).toMatch(/Type 'number' is not assignable to type 'string'/)
  })
})
