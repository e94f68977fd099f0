/**
 * Every PATCH is a merge (RFC 7396): a field the caller leaves out stays as it is, and `null` clears a field that
 * may be empty. The test walks every PATCH operation in the served OpenAPI document, so a new one without a
 * subject (patch-contract.test-helpers.ts) fails here; for each property its body documents, it changes that one
 * property on a fresh row and reads the row back through its own GET: nothing else may have moved. The same walk
 * then calls each operation's tRPC procedure with one field, since the procedures take the same partial values.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { allOperations } from '@/server/operations'
import type { AnyOperation, RestBinding } from '@/server/operations/define'
import { startTestApp, type TestApp } from '../../../tests/server/harness'
import { openPatchContract, type Row } from './patch-contract.test-helpers'
import { restSchemasOf } from './rest-operations'

/** Fields every write moves (the row's own clock, and an article's count of saves: ADR 0135). */
const CLOCKS = ['updatedAt', 'version']

const API_KEY = 'patch-contract-api-key-0123456789'
let t: TestApp
let contract: Awaited<ReturnType<typeof openPatchContract>>

const urlOf = (path: string, params: Record<string, string>) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name]!)

/** The keys of `after` whose values differ from `before`'s. */
const changedKeys = (before: Row, after: Row) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )

beforeAll(async () => {
  t = await startTestApp({ ADMIN_API_KEY: API_KEY, OLLAMA_HOST: 'off' })
  contract = await openPatchContract(t, API_KEY)
  return () => t.close()
}, 120_000)

describe('PATCH merges', () => {
  it('every PATCH operation in the document has a subject here, and every body property a change', () => {
    const operations = contract.patchOperations()
    expect(operations.length).toBeGreaterThanOrEqual(7)
    expect(operations.map((op) => op.name).sort()).toEqual(Object.keys(contract.subjects).sort())
    for (const op of operations)
      expect(op.properties.sort(), op.name).toEqual(Object.keys(contract.subjects[op.name]!.changes).sort())
  })

  it('one field sent changes that field and leaves every other one as it was (REST)', async () => {
    for (const op of contract.patchOperations()) {
      const subject = contract.subjects[op.name]!
      for (const property of op.properties) {
        const params = await subject.create()
        const before = await subject.read(params)
        await contract.call(
          'PATCH',
          urlOf(op.path, params),
          { [property]: await contract.valueFor(op.name, property) },
          subject.cookie?.(),
        )
        const after = await subject.read(params)
        const allowed = [property, ...(subject.moves?.[property] ?? []), ...CLOCKS]
        const changed = changedKeys(before, after)
        expect(
          changed.filter((key) => !allowed.includes(key)),
          `${op.name} { ${property} }`,
        ).toEqual([])
        expect(
          changed.filter((key) => !CLOCKS.includes(key)),
          `${op.name} { ${property} } changed nothing`,
        ).not.toEqual([])
      }
    }
  }, 120_000)

  it('null clears a field that may be empty, and only that field (REST)', async () => {
    const cleared = contract
      .patchOperations()
      .flatMap((op) => op.nullable.map((property) => ({ op, property })))
    expect(cleared.length).toBeGreaterThan(10)
    for (const { op, property } of cleared) {
      const subject = contract.subjects[op.name]!
      const params = await subject.create()
      const before = await subject.read(params)
      await contract.call('PATCH', urlOf(op.path, params), { [property]: null }, subject.cookie?.())
      const after = await subject.read(params)
      const shownAs = subject.moves?.[property]?.[0] ?? property
      expect(after[shownAs], `${op.name} { ${property}: null }`).toBeNull()
      const allowed = [property, ...(subject.moves?.[property] ?? []), ...CLOCKS]
      expect(
        changedKeys(before, after).filter((key) => !allowed.includes(key)),
        `${op.name} { ${property}: null }`,
      ).toEqual([])
    }
  }, 120_000)

  it('the empty change `{}` changes nothing', async () => {
    for (const op of contract.patchOperations()) {
      const subject = contract.subjects[op.name]!
      const params = await subject.create()
      const before = await subject.read(params)
      await contract.call('PATCH', urlOf(op.path, params), {}, subject.cookie?.())
      expect(
        changedKeys(before, await subject.read(params)).filter((key) => !CLOCKS.includes(key)),
        op.name,
      ).toEqual([])
    }
  })
})

/** The procedure's input as the REST edge assembles it: path parameters, then the body (under `values`). */
function procedureInput(op: AnyOperation & { rest: RestBinding }, params: Record<string, string>, body: Row) {
  const schemas = restSchemasOf(op)
  const renamed = Object.fromEntries(
    schemas.names.map((name) => [schemas.fieldOf(name), Number(params[name])]),
  )
  return op.rest.body === 'values' ? { ...renamed, values: body } : { ...renamed, ...body }
}

describe('the procedures merge too (tRPC)', () => {
  it('one field given to each PATCH operation’s procedure leaves every other field as it was', async () => {
    const byName = new Map(allOperations().map(({ name, op }) => [name, op]))
    const procedures = contract.patchOperations().filter((op) => byName.get(op.name)?.trpc !== false)
    expect(procedures.length).toBe(contract.patchOperations().length)
    for (const op of procedures) {
      const subject = contract.subjects[op.name]!
      const bound = byName.get(op.name) as AnyOperation & { rest: RestBinding }
      const caller = t.caller(
        op.name === 'auth.updateProfile' ? contract.profileOwner.user : contract.adminUser,
      )
      for (const property of op.properties) {
        const params = await subject.create()
        const before = await subject.read(params)
        const input = procedureInput(bound, params, {
          [property]: await contract.valueFor(op.name, property),
        })
        const procedure = op.name.split('.').reduce<unknown>((node, key) => (node as Row)[key], caller)
        await (procedure as (input: unknown) => Promise<unknown>)(input)
        const allowed = [property, ...(subject.moves?.[property] ?? []), ...CLOCKS]
        const changed = changedKeys(before, await subject.read(params))
        expect(
          changed.filter((key) => !allowed.includes(key)),
          `${op.name} { ${property} }`,
        ).toEqual([])
        expect(changed.length, `${op.name} { ${property} } changed nothing`).toBeGreaterThan(0)
      }
    }
  }, 120_000)
})
