import { hasRole, SCREEN_ROLES } from '@/shared/auth/roles'
import { STAFF_OVERVIEW_LIST_SIZE, type StaffOverview } from '@/shared/staff/staff-overview.schema'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import type { CurrentUser } from '@/server/features/auth/public'
import { listScheduledArticles } from '@/server/features/blog/public'
import { listContactSubmissions } from '@/server/features/contact/public'
import { listResultsForStaff } from '@/server/features/matching/public'
import { listPrograms } from '@/server/features/programs/public'

const FIRST = STAFF_OVERVIEW_LIST_SIZE

/**
 * The staff home (ADR 0009): each section asks its own feature's service, the same queries the inbox, the blog,
 * the program list and the matching results use, so the home can never count differently from the screen it
 * links to. Run one after the other: they share the request's entity manager. Each section is read only for a
 * reader whose role may open its screen (ADR 0091).
 */
export async function staffOverview(
  em: Em,
  config: Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAILS' | 'BOOKING_TIMEZONE'>,
  reader: CurrentUser,
  now = new Date(),
): Promise<StaffOverview> {
  const may = (screen: keyof typeof SCREEN_ROLES) => hasRole(reader, SCREEN_ROLES[screen])
  const leads = may('leads')
    ? await listContactSubmissions(em, { status: 'new', page: 1, pageSize: FIRST }, config)
    : undefined
  // Scheduled articles are the publishers' concern: an author cannot schedule.
  const articles = may('programs') ? await listScheduledArticles(em, FIRST, now) : undefined
  // Every program is one short query (the staff list reads them all too); the active ones are picked here.
  const active = may('programs')
    ? (await listPrograms(em, 'staff')).filter((program) => program.status === 'active')
    : undefined
  const matching = may('matching') ? await listResultsForStaff(em, { page: 1 }) : undefined
  return {
    newLeads: leads ? { total: leads.total, items: leads.submissions } : null,
    scheduledArticles: articles ? { total: articles.total, items: articles.items } : null,
    activePrograms: active ? { total: active.length, items: active.slice(0, FIRST) } : null,
    matchingResults: matching ? { total: matching.total, items: matching.results.slice(0, FIRST) } : null,
  }
}
