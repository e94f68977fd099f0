import { COMPARE_MAX } from '@/shared/schools/school-constants'
import { longLocationOf } from '@/web/features/schools/school-format'

/**
 * `/schools/compare?ids=1,2,3` and `/contact?schools=1,2,3`: up to four school ids, repeats dropped. The router
 * reads `?ids=5` as the number 5 and `?ids=1,2` as text, so both are accepted; anything else is dropped, never
 * an error page. No zod: this runs in the first load.
 */
export function schoolIdsOf(raw: unknown): number[] {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : ''
  const ids = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0)
  return [...new Set(ids)].slice(0, COMPARE_MAX)
}

/**
 * The ids as the URL writes them, or undefined for none (so the key leaves the URL). One id stays a number: the
 * router would quote a text that reads as JSON (`?ids=%225%22`).
 */
export const idsParam = (ids: readonly number[]): string | number | undefined =>
  ids.length === 1 ? ids[0] : ids.length ? ids.join(',') : undefined

/** The contact message a comparison starts: the schools by name, city and state. */
export const campaignMessageOf = (schools: { name: string; city: string | null; state: string | null }[]) =>
  `I would like to plan a campaign at these schools:\n${schools
    .map((school) => `- ${school.name}${school.city || school.state ? ` (${longLocationOf(school)})` : ''}`)
    .join('\n')}`
