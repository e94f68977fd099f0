/**
 * The audit trail (issue 35 point 6, ADR 0120): every staff write through the operation runner makes one entry
 * (tRPC and REST alike) with who, what, which record, when and from where; a status change says from what to
 * what; a failed write makes none; API keys are named; old entries are purged; admins alone list and filter.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { createContactSubmission } from '@/server/features/contact/contact.factory'
import type { AuditEntry } from '@/shared/audit/audit.schema'
import { AuditEntryEntity } from './audit-entry.entity'
import { purgeAudit, recordAudit } from './audit.service'

const t = useTestApp({ TRUST_PROXY: 'true' })
let admin: string
let adminId: number
let sales: string
let salesId: number

beforeAll(async () => {
  const signedIn = await t.current.signIn({ username: 'audit-admin', role: 'admin' })
  admin = signedIn.cookie
  adminId = signedIn.user.id
  const seller = await t.current.signIn({ username: 'audit-sales', role: 'sales' })
  sales = seller.cookie
  salesId = seller.user.id
})

const entriesOf = async (action: string) =>
  t.current.em().find(AuditEntryEntity, { action }, { orderBy: { id: 'asc' } })

async function list(query: Record<string, string>, cookie = admin) {
  const response = await t.current.request(`/api/admin/audit?${new URLSearchParams(query)}`, {
    headers: { Cookie: cookie },
  })
  return {
    status: response.status,
    body: (await response.json()) as { data: AuditEntry[]; meta: { total: number } },
  }
}

describe('audit trail', () => {
  it('a status change through REST is one entry: actor, address, record, from → to; no personal data', async () => {
    const lead = await createContactSubmission(t.current.em(), { status: 'new' })
    const response = await t.current.request(`/api/admin/contact/${lead.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: sales, 'X-Forwarded-For': '203.0.113.7' },
      body: JSON.stringify({ status: 'contacted' }),
    })
    expect(response.status).toBe(200)
    const rows = (await entriesOf('contact.setStatus')).filter((row) => row.recordId === String(lead.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actorKind: 'staff',
      actorUserId: salesId,
      via: 'rest',
      ip: '203.0.113.7',
      recordKind: 'lead',
      changeField: 'status',
      changeFrom: 'new',
      changeTo: 'contacted',
    })
    expect(JSON.stringify(rows[0])).not.toContain(lead.lastName)
    expect(JSON.stringify(rows[0])).not.toContain(lead.email)
  })

  it('a write through tRPC is one entry, named by the transport', async () => {
    const before = (await entriesOf('blog.categories.create')).length
    const response = await t.current.request('/trpc/blog.categories.create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: admin, 'X-Forwarded-For': '198.51.100.4' },
      body: JSON.stringify({ json: { name: 'Audit news' } }),
    })
    expect(response.status).toBe(200)
    const created = ((await response.json()) as { result: { data: { json: { id: number } } } }).result.data
      .json
    const rows = await entriesOf('blog.categories.create')
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toMatchObject({
      actorUserId: adminId,
      via: 'trpc',
      ip: '198.51.100.4',
      recordKind: 'blog.categories',
      recordId: String(created.id),
      changeField: null,
    })
  })

  it('a role change is one entry on the staff member, from the old role to the new', async () => {
    const colleague = await t.current.signIn({ username: 'audit-colleague', role: 'author' })
    const response = await t.current.request(`/api/admin/team/members/${colleague.user.id}/role`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: admin },
      body: JSON.stringify({ role: 'editor' }),
    })
    expect(response.status).toBe(200)
    const rows = (await entriesOf('team.setRole')).filter((row) => row.recordId === String(colleague.user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actorUserId: adminId,
      recordKind: 'user',
      changeField: 'role',
      changeFrom: 'author',
      changeTo: 'editor',
    })
  })

  it('a failed write records nothing', async () => {
    const before = await t.current.em().count(AuditEntryEntity, {})
    const missing = await t.current.request('/api/admin/contact/999999', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: admin },
      body: JSON.stringify({ status: 'closed' }),
    })
    expect(missing.status).toBe(404)
    const invalid = await t.current.request('/api/blog/categories', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: admin },
      body: JSON.stringify({ name: '' }),
    })
    expect(invalid.status).toBe(400)
    const refused = await t.current.request('/api/blog/categories', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: sales },
      body: JSON.stringify({ name: 'Not mine' }),
    })
    expect(refused.status).toBe(403)
    expect(await t.current.em().count(AuditEntryEntity, {})).toBe(before)
  })

  it('an integration key is recorded by its name', async () => {
    const created = await t.current.request('/api/admin/api-keys', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: admin },
      body: JSON.stringify({ name: 'Audit CRM', scopes: ['leads:status'] }),
    })
    const { key } = ((await created.json()) as { data: { key: string } }).data
    const lead = await createContactSubmission(t.current.em(), { status: 'new' })
    const response = await t.current.request(`/api/admin/contact/${lead.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': key },
      body: JSON.stringify({ status: 'closed' }),
    })
    expect(response.status).toBe(200)
    const row = (await entriesOf('contact.setStatus')).find((entry) => entry.recordId === String(lead.id))
    expect(row).toMatchObject({ actorKind: 'apiKey', actorKeyName: 'Audit CRM', actorUserId: null })
    const listed = await list({ actor: 'Audit CRM' })
    expect(listed.body.data.map((entry) => entry.record?.id)).toEqual([String(lead.id)])
    expect(listed.body.data[0]!.change).toEqual({ field: 'status', from: 'new', to: 'closed' })
  })

  it('filters by actor, action, record and days; only admins may read', async () => {
    const lead = await createContactSubmission(t.current.em(), { status: 'new' })
    await t.current.request(`/api/admin/contact/${lead.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: sales },
      body: JSON.stringify({ status: 'closed' }),
    })
    const byRecord = await list({ recordKind: 'lead', recordId: String(lead.id) })
    expect(byRecord.status).toBe(200)
    expect(byRecord.body.data).toHaveLength(1)
    expect(byRecord.body.data[0]).toMatchObject({
      actor: { kind: 'staff', userId: salesId, name: 'audit-sales' },
      action: 'contact.setStatus',
    })
    const byActor = await list({ actor: 'audit-sales' })
    expect(byActor.body.data.every((entry) => entry.actor.name === 'audit-sales')).toBe(true)
    const byPrefix = await list({ action: 'contact' })
    expect(byPrefix.body.data.length).toBeGreaterThan(0)
    expect(byPrefix.body.data.every((entry) => entry.action.startsWith('contact.'))).toBe(true)
    expect((await list({ action: 'contac' })).body.data).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    expect(
      (await list({ recordKind: 'lead', recordId: String(lead.id), from: today, to: today })).body.data,
    ).toHaveLength(1)
    expect((await list({ recordId: String(lead.id), to: '2020-01-01' })).body.data).toEqual([])
    expect((await list({ from: '2026-02-30' })).status).toBe(400)
    expect((await list({ from: '2026-05-02', to: '2026-05-01' })).status).toBe(400)
    expect((await list({}, sales)).status).toBe(403)
    expect((await t.current.request('/api/admin/audit')).status).toBe(401)
  })

  it('the purge deletes entries older than the retention, keeps the rest', async () => {
    const em = t.current.em()
    const write = {
      action: 'test.purge',
      via: 'rest' as const,
      actor: { kind: 'staff' as const, userId: adminId },
      ip: '192.0.2.1',
      record: null,
      change: null,
    }
    await recordAudit(em, write)
    await recordAudit(em, write)
    const [old, recent] = await entriesOf('test.purge')
    const now = new Date()
    await em.nativeUpdate(
      AuditEntryEntity,
      { id: old!.id },
      { at: new Date(now.getTime() - 31 * 86_400_000) },
    )
    await em.nativeUpdate(
      AuditEntryEntity,
      { id: recent!.id },
      { at: new Date(now.getTime() - 29 * 86_400_000) },
    )
    expect(await purgeAudit(em, 30, now)).toBeGreaterThanOrEqual(1)
    expect((await entriesOf('test.purge')).map((row) => row.id)).toEqual([recent!.id])
  })
})
