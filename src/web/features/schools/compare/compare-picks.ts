import { useSyncExternalStore } from 'react'
import { COMPARE_MAX } from '@/shared/schools/school-constants'

/** A school picked for /schools/compare: its id, and its name for the tray and the announcements. */
export interface ComparePick {
  id: number
  name: string
}

/**
 * The compare pick list (ADR 0027), kept in sessionStorage: it follows the visitor from the directory to a school
 * page or a matching result and back within the tab, without riding along in every URL of the site (the
 * directory's addresses stay the list's own, shareable as they are). What is shared is the comparison itself,
 * /schools/compare?ids=…, which needs no storage. Per tab on purpose: two tabs can hold two comparisons.
 */
const KEY = 'campuspulse.compare'
const EMPTY: readonly ComparePick[] = []

let picks: readonly ComparePick[] | undefined
let announcement = ''
const listeners = new Set<() => void>()

const isPick = (value: unknown): value is ComparePick =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as ComparePick).id) &&
  typeof (value as ComparePick).name === 'string'

function read(): readonly ComparePick[] {
  if (picks) return picks
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]')
    picks = Array.isArray(stored) ? stored.filter(isPick).slice(0, COMPARE_MAX) : EMPTY
  } catch {
    // Storage blocked or garbled: start empty, the page still works for this visit.
    picks = EMPTY
  }
  return picks
}

function write(next: readonly ComparePick[], message: string) {
  picks = next
  announcement = message
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // Storage full or blocked: the picks live for this page only.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Adds the school, or removes it when picked already; at the limit, refuses and says why. */
export function togglePick(pick: ComparePick) {
  const current = read()
  if (current.some((item) => item.id === pick.id)) {
    const next = current.filter((item) => item.id !== pick.id)
    return write(next, `Removed ${pick.name} from compare. ${countText(next.length)}`)
  }
  if (current.length >= COMPARE_MAX) {
    return write(current, `You can compare at most ${COMPARE_MAX} schools. Remove one to add ${pick.name}.`)
  }
  const next = [...current, pick]
  write(next, `Added ${pick.name} to compare. ${countText(next.length)}`)
}

export const clearPicks = () => write(EMPTY, 'Compare list cleared.')

const countText = (count: number) => `${count} of ${COMPARE_MAX} schools picked.`

/** The picks (none on the server and during hydration, so the first render matches the server's). */
export const useComparePicks = () => useSyncExternalStore(subscribe, read, () => EMPTY)

/** The latest pick, removal or refusal, for the live region. */
export const useCompareAnnouncement = () =>
  useSyncExternalStore(
    subscribe,
    () => announcement,
    () => '',
  )

export const compareHref = (ids: readonly number[]) => `/schools/compare?ids=${ids.join(',')}`
