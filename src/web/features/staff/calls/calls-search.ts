import { CALL_VIEWS, officeDateSchema, type CallView } from '@/shared/booking/staff-calls.schema'

export interface CallsSearch {
  date?: string
  view?: CallView
}

/** `?date=2026-03-10&view=week` as the screen reads it: anything else is left out (today, one day). */
export function callsSearchOf(search: Record<string, unknown>): CallsSearch {
  const date = officeDateSchema.safeParse(search.date)
  const view = CALL_VIEWS.find((candidate) => candidate === search.view)
  return { ...(date.success ? { date: date.data } : {}), ...(view && view !== 'day' ? { view } : {}) }
}
