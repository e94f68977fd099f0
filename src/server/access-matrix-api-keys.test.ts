/**
 * Integration API keys (issue 37, ADR 0095), walked from the operation table as access-matrix.test.ts walks the
 * roles: every REST operation that declares `apiScopes` refuses a key without its scope (403) and a revoked or
 * expired key with it (401), and lets a key with it in; every other staff endpoint, and every procedure, refuses
 * a key holding every scope (401).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../tests/server/harness'
import { API_SCOPES, type ApiScope } from '@/shared/api-keys/api-key.schema'
import { ApiKeyEntity } from './features/api-keys/api-key.entity'
import { allOperations } from './operations'
import { errorOf, LEGACY_KEY, MATRIX_ENV, walkEndpoints, type Endpoint } from './access-matrix.test-helpers'

const t = useTestApp(MATRIX_ENV, { jobs: true })
const { endpoints, staffOnly } = walkEndpoints(t)

/** An admin's session: admins alone make and revoke keys. */
let admin: string
beforeAll(async () => {
  admin = (await t.current.signIn({ role: 'admin' })).cookie
})

/** The REST operations an integration key may reach, each with the scopes that reach it. */
const keyed = allOperations().flatMap(({ op }) =>
  op.rest && op.apiScopes?.length
    ? [{ name: `${op.rest.method} /api${op.rest.path}`, scopes: op.apiScopes }]
    : [],
)

let addresses = 0
/** A key's request from an address of its own: the wrong-key throttle counts per address. */
async function withKey(endpoint: Endpoint, key: string) {
  return endpoint.send({ 'X-API-Key': key, 'X-Forwarded-For': `198.51.100.${(addresses++ % 250) + 1}` })
}

async function newKey(scopes: readonly ApiScope[], expiresAt?: Date) {
  const response = await t.current.request('/api/admin/api-keys', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: admin },
    body: JSON.stringify({ name: `matrix ${scopes.join(' ')}`, scopes }),
  })
  expect(response.status).toBe(201)
  const { data } = (await response.json()) as { data: { id: number; key: string } }
  if (expiresAt) await t.current.em().nativeUpdate(ApiKeyEntity, { id: data.id }, { expiresAt })
  return data
}

describe('integration API keys', () => {
  it('the walk finds the operations keys reach, so this part is not empty', () => {
    expect(keyed.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/contact',
        'PATCH /api/admin/contact/:id',
        'GET /api/admin/bookings',
        'GET /api/brand/recommendations',
        'POST /api/blog/articles',
      ]),
    )
  })

  describe.each(keyed.map((entry) => [entry.name, entry] as const))('%s', (name, entry) => {
    const endpoint = () => endpoints.find((candidate) => candidate.name === name)!

    it('refuses a key without its scope (403), lets one with it in, refuses it revoked or expired (401)', async () => {
      const others = API_SCOPES.filter((scope) => !entry.scopes.includes(scope))
      if (others.length) {
        const without = await newKey(others)
        const refused = await withKey(endpoint(), without.key)
        expect(refused.status).toBe(403)
        expect(await errorOf(refused)).toMatch(/lacks the scope/)
      }
      const holder = await newKey([entry.scopes[0]!])
      const allowed = await withKey(endpoint(), holder.key)
      // In: whatever the operation answers to an empty input, it is not a refusal and not a failure.
      expect([401, 403]).not.toContain(allowed.status)
      expect(allowed.status).toBeLessThan(500)

      const revoke = await t.current.request(`/api/admin/api-keys/${holder.id}/revoke`, {
        method: 'POST',
        headers: { Cookie: admin },
      })
      expect(revoke.status).toBe(200)
      const revoked = await withKey(endpoint(), holder.key)
      expect(revoked.status).toBe(401)
      expect(await errorOf(revoked)).toBe('This API key was revoked.')

      const expired = await newKey([entry.scopes[0]!], new Date(Date.now() - 1000))
      const late = await withKey(endpoint(), expired.key)
      expect(late.status).toBe(401)
      expect(await errorOf(late)).toBe('This API key has expired.')
    })
  })

  it('a key with every scope reaches no other staff endpoint and no procedure (401)', async () => {
    const everything = await newKey(API_SCOPES)
    const keyedNames = new Set(keyed.map((entry) => entry.name))
    const unreachable = staffOnly.filter((endpoint) => !keyedNames.has(endpoint.name))
    expect(unreachable.length).toBeGreaterThan(10)
    for (const endpoint of unreachable) {
      const response = await withKey(endpoint, everything.key)
      expect(response.status, endpoint.name).toBe(401)
    }
  })

  it('an unknown key is a 401; the legacy ADMIN_API_KEY still reads the inbox and reaches nothing else', async () => {
    const setStatus = endpoints.find((endpoint) => endpoint.name === 'PATCH /api/admin/contact/:id')!
    const inbox = endpoints.find((endpoint) => endpoint.name === 'GET /api/admin/contact')!
    expect((await withKey(setStatus, 'cpk_not-a-key-at-all')).status).toBe(401)
    expect((await withKey(inbox, LEGACY_KEY)).status).toBe(200)
    expect((await withKey(setStatus, LEGACY_KEY)).status).toBe(401)
  })
})
