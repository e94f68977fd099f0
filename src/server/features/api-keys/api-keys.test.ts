/**
 * API keys per integration (issue 37, ADR 0095), beyond the access matrix's walk: shown once, stored hashed,
 * last use recorded, revoked at once, expiry checked; created only by an admin.
 */
import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { ApiKeyEntity } from './api-key.entity'

const t = useTestApp()
let admin: string

beforeAll(async () => {
  admin = (await t.current.signIn({ isAdmin: true })).cookie
})

const json = (method: string, body: unknown) => ({
  method,
  headers: { 'Content-Type': 'application/json', Cookie: admin },
  body: JSON.stringify(body),
})

async function create(body: Record<string, unknown>) {
  const response = await t.current.request('/api/admin/api-keys', json('POST', body))
  return {
    status: response.status,
    body: (await response.json()) as { data: { id: number; key: string; hint: string } },
  }
}

describe('API keys', () => {
  it('the key is answered once, stored only as its SHA-256, never listed', async () => {
    const { status, body } = await create({ name: 'CRM', scopes: ['leads:read'] })
    expect(status).toBe(201)
    const created = body.data as { id: number; key: string; hint: string }
    expect(created.key).toMatch(/^cpk_[A-Za-z0-9_-]{43}$/)
    expect(created.key.startsWith(created.hint)).toBe(true)
    const row = await t.current.em().findOneOrFail(ApiKeyEntity, { id: created.id })
    expect(row.hash).toBe(createHash('sha256').update(created.key).digest('hex'))
    const list = await t.current.request('/api/admin/api-keys', { headers: { Cookie: admin } })
    const text = await list.text()
    expect(text).not.toContain(created.key)
    expect(text).not.toContain(row.hash)
  })

  it('records the last use, and a revoked key is refused from the next request on', async () => {
    const { body } = await create({ name: 'Calendar', scopes: ['bookings:read'] })
    const { id, key } = body.data as { id: number; key: string }
    const before = await t.current.em().findOneOrFail(ApiKeyEntity, { id })
    expect(before.lastUsedAt).toBeNull()
    const read = await t.current.request('/api/admin/bookings', { headers: { 'X-API-Key': key } })
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual({ data: [] })
    const used = await t.current.em().findOneOrFail(ApiKeyEntity, { id })
    expect(used.lastUsedAt).toBeInstanceOf(Date)

    const revoke = await t.current.request(`/api/admin/api-keys/${id}/revoke`, {
      method: 'POST',
      headers: { Cookie: admin },
    })
    expect(revoke.status).toBe(200)
    expect(((await revoke.json()) as { data: { revokedAt: string } }).data.revokedAt).toBeTruthy()
    const refused = await t.current.request('/api/admin/bookings', { headers: { 'X-API-Key': key } })
    expect(refused.status).toBe(401)
  })

  it('an expiry must be ahead; a key past it is refused', async () => {
    const past = await create({ name: 'Old', scopes: ['leads:read'], expiresAt: '2020-01-01T00:00:00Z' })
    expect(past.status).toBe(400)
    const soon = await create({
      name: 'Soon',
      scopes: ['leads:read'],
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    })
    expect(soon.status).toBe(201)
    const { id, key } = soon.body.data as { id: number; key: string }
    const ok = await t.current.request('/api/admin/contact', { headers: { 'X-API-Key': key } })
    expect(ok.status).toBe(200)
    await t.current.em().nativeUpdate(ApiKeyEntity, { id }, { expiresAt: new Date(Date.now() - 1) })
    const late = await t.current.request('/api/admin/contact', { headers: { 'X-API-Key': key } })
    expect(late.status).toBe(401)
  })

  it('a key writing an article must name its author (it writes on behalf of no one)', async () => {
    const { body } = await create({ name: 'CMS', scopes: ['content:write'] })
    const { key } = body.data as { key: string }
    const author = (await t.current.signIn({ isAdmin: true })).user
    const article = {
      title: 'From the CMS',
      slug: 'from-the-cms',
      content: 'Written by the CMS, sent with a key.',
    }
    const post = (values: Record<string, unknown>) =>
      t.current.request('/api/blog/articles', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-API-Key': key },
        body: JSON.stringify(values),
      })
    const anonymous = await post(article)
    expect(anonymous.status).toBe(400)
    expect(await anonymous.json()).toMatchObject({ fields: { authorId: expect.stringMatching(/author/) } })
    const signed = await post({ ...article, authorId: author.id })
    expect(signed.status).toBe(201)
    expect(await signed.json()).toMatchObject({ data: { slug: 'from-the-cms', author: { id: author.id } } })
  })

  it('only an admin creates keys; a key never manages keys', async () => {
    const member = (await t.current.signIn({ isAdmin: false })).cookie
    const asMember = await t.current.request('/api/admin/api-keys', {
      ...json('POST', { name: 'x', scopes: ['leads:read'] }),
      headers: { 'Content-Type': 'application/json', Cookie: member },
    })
    expect(asMember.status).toBe(403)
    const { body } = await create({ name: 'All', scopes: ['leads:read', 'leads:status'] })
    const { key } = body.data as { key: string }
    const byKey = await t.current.request('/api/admin/api-keys', { headers: { 'X-API-Key': key } })
    expect(byKey.status).toBe(401)
  })
})
