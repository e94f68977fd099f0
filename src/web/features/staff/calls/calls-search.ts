import { CALL_VIEWS, isOfficeDate, type CallView } from '@/shared/booking/call-views'

export interface CallsSearch {
  date?: string
  view?: CallView
}

/** `?date=2026-03-10&view=week` as the screen reads it: anything else is left out (today, one day). */
export function callsSearchOf(search: Record<string, unknown>): CallsSearch {
  const view = CALL_VIEWS.find((candidate) => candidate === search.view)
  return {
    ...(isOfficeDate(search.date) ? { date: search.date } : {}),
    ...(view && view !== 'day' ? { view } : {}),
  }
}
