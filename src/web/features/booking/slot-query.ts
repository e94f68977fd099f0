import type { Trpc } from '@/web/lib/trpc'

// The route's search validation and loader read these; kept apart from the picker so that a route module, which
// every page's first load carries, does not bring the picker's component with it.

/**
 * The open slots, fetched again after a minute: they change as time passes and as others book. The loader and
 * the page read them with these options, so the first HTML already holds them.
 */
export const slotsQueryOptions = (trpc: Trpc) => ({ ...trpc.booking.slots.queryOptions(), staleTime: 60_000 })

/** `?day=2026-03-10`: the day whose times are shown (a link per day, so it works before the page is interactive). */
export const daySearchOf = (search: Record<string, unknown>): { day?: string } =>
  typeof search.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.day) ? { day: search.day } : {}
