import { Hono } from 'hono'
import {
  contactIdSchema,
  contactListQuerySchema,
  contactStatusUpdateSchema,
  contactSubmissionInputSchema,
} from '../../../shared/contact/contact.schema'
import type { AppEnv } from '../../http/env'
import { requireAdmin } from '../../http/require-admin'
import { readJson, readParams, readQuery } from '../../http/validate'
import { requireApiKey } from './api-key'
import { contactBodyLimit } from './contact-limits'
import { leadNotifierOf } from './lead-notifications'
import {
  contactSubmissionsCsv,
  listContactSubmissions,
  setContactStatus,
  submitContact,
} from './contact.service'

/** `POST /api/contact`: the public contact form (decision D3). 201 only once the row is committed. */
export const contactHttp = new Hono<AppEnv>().post('/', contactBodyLimit, async (c) => {
  const input = await readJson(c, contactSubmissionInputSchema)
  const { id } = await submitContact(c.get('em'), input, {
    ip: c.get('ip'),
    limiter: c.get('runtime').contactLimiter,
    userId: c.get('user')?.id,
    notify: leadNotifierOf(c.get('runtime'), c.get('config')),
  })
  return c.json({ data: { id } }, 201)
})

/**
 * `/api/admin/contact`: the spec's list for scripts and the /admin API-key card (X-API-Key, decision D6), with
 * the inbox's filters (`?status=&q=&lead=&page=&pageSize=`), and the signed-in admin's status change and CSV
 * export (decision D4).
 */
export const adminContactHttp = new Hono<AppEnv>()
  .get('/', requireApiKey, async (c) => {
    c.header('Cache-Control', 'no-store')
    // `data` stays the spec's array of submissions; what else the list says comes alongside it.
    const query = readQuery(c, contactListQuerySchema)
    const { submissions, ...meta } = await listContactSubmissions(c.get('em'), query, c.get('config'))
    return c.json({ data: submissions, meta })
  })
  .get('/export.csv', requireAdmin, async (c) => {
    const csv = await contactSubmissionsCsv(c.get('em'))
    const day = new Date().toISOString().slice(0, 10)
    c.header('Cache-Control', 'no-store')
    c.header('Content-Disposition', `attachment; filename="contact-submissions-${day}.csv"`)
    // A byte-order mark, so spreadsheet programs read the names and messages as UTF-8.
    return c.body(`\uFEFF${csv}`, 200, { 'Content-Type': 'text/csv; charset=utf-8' })
  })
  .patch('/:id', requireAdmin, async (c) => {
    const { id } = readParams(c, contactIdSchema)
    const { status } = await readJson(c, contactStatusUpdateSchema)
    return c.json({ data: await setContactStatus(c.get('em'), { id, status }) })
  })
