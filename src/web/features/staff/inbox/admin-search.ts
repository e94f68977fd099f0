import { CONTACT_STATUSES, type ContactStatus } from '@/shared/contact/contact-fields'
import { replaceControlCharacters } from '@/shared/control-characters'

/**
 * /admin's inbox state in the URL (issue 16): `?status=&q=&page=`, so a filtered list can be reloaded and shared,
 * and `lead`, the submission a notification email links to (ADR 0015). Anything malformed is dropped, never an
 * error page. A plain check, not zod: route options ship with every page's first load (ADR 0012).
 */
export interface AdminSearch {
  status?: ContactStatus
  q?: string
  page?: number
  lead?: number
  /** `?with=key`: the spec's API-key card for a visitor without a session (decision D6); never the key itself. */
  with?: 'key'
  /** The spam folder (ADR 0130) instead of the leads. */
  folder?: 'spam'
  /** Only the leads assigned to me (ADR 0130). */
  owner?: 'me'
}

const MAX_QUERY = 200

const positive = (value: unknown, max: number) => {
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 && number <= max ? number : undefined
}

/** Every key is returned (undefined when dropped): the router merges the result over the raw params. */
export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  const status = CONTACT_STATUSES.find((known) => known === search.status)
  // The router reads `?q=2026` as a number: it counts as text. A control character would be refused by the API,
  // so it becomes text that matches nothing instead.
  const raw = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).trim() : ''
  const page = positive(search.page, 1_000_000)
  return {
    status,
    q: raw ? replaceControlCharacters(raw.slice(0, MAX_QUERY)) : undefined,
    page: page && page > 1 ? page : undefined,
    lead: positive(search.lead, 2_147_483_647),
    with: search.with === 'key' ? 'key' : undefined,
    folder: search.folder === 'spam' ? 'spam' : undefined,
    owner: search.owner === 'me' ? 'me' : undefined,
  }
}

/** The list procedure's input for the inbox as the URL describes it: always a page, 20 to a page. */
export const inboxQuery = (search: AdminSearch) => ({
  status: search.status,
  q: search.q,
  lead: search.lead,
  folder: search.folder,
  owner: search.owner,
  page: search.page ?? 1,
})

/** What the staff bar counts: leads nobody has contacted yet. Only the total is read. */
export const newLeadsQuery = { status: 'new', page: 1, pageSize: 1 } as const
