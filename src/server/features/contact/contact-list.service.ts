/** The staff's list of leads (ADR 0130): the folder, owner, status and words filter it, newest first. */
import {
  CONTACT_PAGE_SIZE,
  type ContactListQuery,
  type ContactSubmissionList,
} from '@/shared/contact/contact.schema'
import type { FilterQuery } from '@mikro-orm/core'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { findPage } from '@/server/db/find-page'
import { AppError } from '@/server/errors'
import {
  ContactSubmissionEntity,
  type ContactSubmission as ContactSubmissionRow,
} from './contact-submission.entity'
import {
  furtherMessageCounts,
  NEWEST_FIRST,
  toDto,
  WITH_SCHOOL,
  type TimeZoneConfig,
} from './contact.service'
import { leadNotificationsEnabled } from './lead-notifications'

/** `\`, `%` and `_` are LIKE's own characters: searched for as typed, not as patterns. */
const likeText = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`

/** At most this many words count; a longer search is someone pasting a paragraph. */
const MAX_SEARCH_WORDS = 8

function contactFilter(query: ContactListQuery, meId: number | null): FilterQuery<ContactSubmissionRow> {
  // The leads, or the spam folder (ADR 0130): never both, so spam stays out of every count of leads.
  const all: FilterQuery<ContactSubmissionRow>[] = [
    query.folder === 'spam' ? { spam: { $ne: null } } : { spam: null },
  ]
  if (query.owner === 'me') {
    // An API key has no "me": it is told so rather than shown an empty list.
    if (meId === null) throw new AppError('BAD_REQUEST', 'Owner "me" needs a signed-in staff member')
    all.push({ owner: meId })
  }
  if (query.lead) all.push({ id: query.lead })
  if (query.status) all.push({ status: query.status })
  // Every word in one of the fields: "grace acme" finds Grace Hopper of Acme, "grace hopper" her full name.
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)
  for (const word of words) {
    const like = likeText(word)
    all.push({
      $or: [
        { firstName: { $ilike: like } },
        { lastName: { $ilike: like } },
        { email: { $ilike: like } },
        { company: { $ilike: like } },
      ],
    })
  }
  return { $and: all }
}

/**
 * The submissions staff (signed in, or with the API key) list, filtered, newest first; a page of them when a page
 * is asked for. Says too whether new ones are emailed to staff (ADR 0015).
 */
export async function listContactSubmissions(
  em: Em,
  query: ContactListQuery,
  config: Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAILS'> & TimeZoneConfig,
  meId: number | null = null,
): Promise<ContactSubmissionList> {
  const pageSize = query.pageSize ?? CONTACT_PAGE_SIZE
  const page = query.page ?? 1
  const [rows, total] = await findPage(em, ContactSubmissionEntity, contactFilter(query, meId), {
    orderBy: NEWEST_FIRST,
    ...WITH_SCHOOL,
    ...(query.page ? { limit: pageSize, offset: (page - 1) * pageSize } : {}),
  })
  const further = await furtherMessageCounts(
    em,
    rows.map((row) => row.id),
  )
  return {
    submissions: rows.map((row) => toDto(row, config, further.get(row.id) ?? 0)),
    total,
    page,
    pageCount: query.page ? Math.ceil(total / pageSize) : Math.min(total, 1),
    notifications: leadNotificationsEnabled(config) ? 'on' : 'off',
  }
}
