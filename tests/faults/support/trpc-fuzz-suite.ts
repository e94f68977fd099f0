/**
 * Property-based fuzzing of every tRPC procedure, found by walking appRouter._def.procedures (a procedure added
 * later is fuzzed without touching this file, and fails until it has an example in support/endpoints.ts). Each
 * gets FAULTS_RUNS generated calls over HTTP (/trpc, in memory): near-valid and hostile inputs in the superjson
 * envelope, hostile superjson meta, raw bodies, batches, the wrong method; staff procedures both anonymously and
 * as an admin. Every answer: below 500, within 5 s, JSON.
 *
 * The procedures are split in two halves (trpc-fuzz-1 and trpc-fuzz-2.test.ts), so the two Vitest workers share
 * the longest part of the suite.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROCEDURE_EXAMPLES, procedures, type Procedure } from './endpoints'
import { describeRequest, fuzz, sendAndCheck, StatusTally, type SentRequest, useFuzzApp } from './fuzz-app'
import { hostileJson, hostileString, nearValid, rawJsonText, safeEncode, setOwn } from './hostile'

/** Fuzzes half `part` (1 or 2) of the procedures; the walk checks run with part 1. */
export function fuzzProcedures(part: 1 | 2) {
  const all = procedures()
  const mine = all.filter((_, index) => index % 2 === part - 1)
  const fuzzApp = useFuzzApp()

  if (part === 1)
    describe('the walk', () => {
      it('finds the procedures, including staff-only ones', () => {
        expect(all.length).toBeGreaterThan(20)
        expect(all.filter((p) => p.staffOnly).map((p) => p.path)).toEqual(
          expect.arrayContaining(['contact.list', 'schools.remove']),
        )
      })

      it('every procedure has a generator (a valid example in support/endpoints.ts)', () => {
        expect(all.filter((p) => !(p.path in PROCEDURE_EXAMPLES)).map((p) => p.path)).toEqual([])
      })

      it('every generator names a procedure that exists', () => {
        const paths = new Set(all.map((p) => p.path))
        expect(Object.keys(PROCEDURE_EXAMPLES).filter((path) => !paths.has(path))).toEqual([])
      })

      it("every valid example passes its procedure's input schema (so near-valid inputs are near something real)", async () => {
        const refused: string[] = []
        for (const { path, procedure } of all) {
          const example = PROCEDURE_EXAMPLES[path]
          if (!example) continue
          const parsers = procedure._def.inputs as Array<{
            '~standard': { validate(value: unknown): unknown }
          }>
          if (parsers.length === 0) {
            if (example.input !== undefined) refused.push(`${path} takes no input`)
            continue
          }
          for (const parser of parsers) {
            const result = (await parser['~standard'].validate(example.input)) as { issues?: unknown[] }
            if (result.issues) refused.push(`${path}: ${JSON.stringify(result.issues)}`)
          }
        }
        expect(refused).toEqual([])
      })
    })

  /** superjson annotations: what the server's deserializer turns values into (dates, maps, classes...). */
  const annotation = fc.oneof(
    fc.constantFrom('Date', 'bigint', 'set', 'map', 'regexp', 'undefined', 'number', 'Error', 'URL'),
    fc.constantFrom(['class', 'Object'], ['class', '__proto__'], ['symbol', 'x'], ['custom', 'Decimal']),
    hostileJson,
  )

  function metaFor(example: unknown): fc.Arbitrary<unknown> {
    const keys =
      example && typeof example === 'object'
        ? Object.keys(example as Record<string, unknown>)
        : ([] as string[])
    const pathKey = fc.oneof(
      fc.constantFrom(...keys, '__proto__', 'constructor.prototype', 'a.b.c'),
      hostileString,
    )
    return fc.oneof(
      fc.array(fc.tuple(pathKey, annotation), { maxLength: 3 }).map((entries) => {
        const values: Record<string, unknown> = {}
        for (const [key, value] of entries) setOwn(values, key, value)
        return { values }
      }),
      fc.record({ values: annotation }),
      fc.record({ referentialEqualities: hostileJson }),
      hostileJson,
    )
  }

  function callArbitrary(p: Procedure, admin: fc.Arbitrary<boolean>) {
    const example = PROCEDURE_EXAMPLES[p.path]?.input
    const input = fc.oneof(
      { weight: 5, arbitrary: example === undefined ? hostileJson : nearValid(example) },
      { weight: 2, arbitrary: hostileJson },
      { weight: 1, arbitrary: fc.constant(example) },
    )
    const envelope = fc.oneof(
      { weight: 6, arbitrary: input.map((json) => JSON.stringify({ json }) ?? '{}') },
      {
        weight: 2,
        arbitrary: fc
          .tuple(input, metaFor(example))
          .map(([json, meta]) => JSON.stringify({ json, meta }) ?? '{}'),
      },
      { weight: 1, arbitrary: input.map((json) => JSON.stringify(json) ?? 'null') },
      { weight: 1, arbitrary: rawJsonText },
    )
    return fc.record({
      envelope,
      transport: fc.constantFrom('single', 'single', 'single', 'single', 'batch', 'wrong-method'),
      // Mostly JSON: tRPC answers any other Content-Type on a POST with 415 before the procedure runs.
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constantFrom('text/plain', undefined) },
      ),
      admin,
    })
  }

  function requestFor(
    p: Procedure,
    call: { envelope: string; transport: string; contentType: string | undefined },
  ): SentRequest {
    const headers: Record<string, string> = {}
    if (call.contentType) headers['Content-Type'] = call.contentType
    const batch = call.transport === 'batch'
    const path = batch ? `/trpc/${p.path},${p.path}?batch=1` : `/trpc/${p.path}`
    const batchInput = `{"0":${call.envelope || 'null'},"1":${call.envelope || 'null'}}`
    const asQuery = (p.type === 'query') !== (call.transport === 'wrong-method')
    if (asQuery) {
      const input = safeEncode(batch ? batchInput : call.envelope)
      return { method: 'GET', url: `${path}${batch ? '&' : '?'}input=${input}`, headers }
    }
    return { method: 'POST', url: path, headers, body: batch ? batchInput : call.envelope }
  }

  describe.each(mine.map((p) => [p.path, p] as const))('trpc %s', (path, p) => {
    const identities = p.staffOnly ? (['anonymous', 'admin'] as const) : (['either'] as const)
    it.each(identities)(
      'answers every generated call without a 5xx, within 5 s, in JSON (%s)',
      async (identity) => {
        const tally = new StatusTally()
        // Sign-out and sign-in end or replace the session they are sent with: those get a new one each time.
        const perRequestSession = path.startsWith('auth.')
        const app = fuzzApp.current
        const sharedCookie = await app.adminCookie()
        const admin = identity === 'either' ? fc.boolean() : fc.constant(identity === 'admin')
        await fuzz(
          `trpc ${path} (${identity})`,
          callArbitrary(p, admin),
          async (call) => {
            const request = requestFor(p, call)
            if (call.admin)
              request.headers.Cookie = perRequestSession ? await app.adminCookie() : sharedCookie
            await sendAndCheck(app.t, request, 'trpc', tally)
            if (app.rejections.length > 0)
              throw new Error(
                `unhandled rejection after ${describeRequest(request)}: ${String(app.rejections[0])}`,
              )
          },
          tally,
        )
      },
    )
  })
}
