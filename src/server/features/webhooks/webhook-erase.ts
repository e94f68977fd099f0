import type { Em } from '@/server/db/orm'
import { dropQueuedDeliveries } from './webhook-queue'

/**
 * Erase (ADR 0130): deletes every delivery whose body carries one of these leads (the `lead.*` and `call.*`
 * events, whose `data.id` is the lead's id), sent or not, with the jobs still queued for them, through `em` so it
 * commits with the rest of the erase. Returns how many deliveries went.
 */
export async function eraseLeadDeliveries(em: Em, leadIds: number[]): Promise<number> {
  if (leadIds.length === 0) return 0
  const rows = await em.execute<{ id: number }[]>(
    `select id from webhook_deliveries where (event like 'lead.%' or event like 'call.%')
     and (body::jsonb -> 'data' ->> 'id') in (${leadIds.map(() => '?').join(',')})`,
    leadIds.map(String),
  )
  const ids = rows.map((row) => Number(row.id))
  if (ids.length === 0) return 0
  await dropQueuedDeliveries(em, ids)
  await em.execute(`delete from webhook_deliveries where id in (${ids.map(() => '?').join(',')})`, ids)
  return ids.length
}
