import { STAFF_OVERVIEW_LIST_SIZE, type StaffOverview } from '@/shared/staff/staff-overview.schema'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { listScheduledArticles } from '@/server/features/blog/public'
import { listContactSubmissions } from '@/server/features/contact/public'
import { listResultsForStaff } from '@/server/features/matching/public'
import { listPrograms } from '@/server/features/programs/public'

const FIRST = STAFF_OVERVIEW_LIST_SIZE

/**
 * The staff home (ADR 0009): each section asks its own feature's service, the same queries the inbox, the blog,
 * the program list and the matching results use, so the home can never count differently from the screen it
 * links to. Run one after the other: they share the request's entity manager.
 */
export async function staffOverview(
  em: Em,
  config: Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAILS' | 'BOOKING_TIMEZONE'>,
  now = new Date(),
): Promise<StaffOverview> {
  const leads = await listContactSubmissions(em, { status: 'new', page: 1, pageSize: FIRST }, config)
  const articles = await listScheduledArticles(em, FIRST, now)
  // Every program is one short query (the staff list reads them all too); the active ones are picked here.
  const active = (await listPrograms(em, 'staff')).filter((program) => program.status === 'active')
  const matching = await listResultsForStaff(em, { page: 1 })
  return {
    newLeads: { total: leads.total, items: leads.submissions },
    scheduledArticles: { total: articles.total, items: articles.items },
    activePrograms: { total: active.length, items: active.slice(0, FIRST) },
    matchingResults: { total: matching.total, items: matching.results.slice(0, FIRST) },
  }
}
