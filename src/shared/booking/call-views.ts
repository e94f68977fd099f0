/**
 * The staff calls screen's search (`?date=2026-03-10&view=week`) without zod: the route reads it in the route
 * tree, which every page's first load carries, and zod would add 23 kB gzip to each (the request schemas stay in
 * staff-calls.schema.ts, built on these).
 */
export const CALL_VIEWS = ['day', 'week'] as const
export type CallView = (typeof CALL_VIEWS)[number]

export const OFFICE_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date written "2026-03-10": not just the shape (2026-02-30 is not one). */
export function isOfficeDate(value: unknown): value is string {
  if (typeof value !== 'string' || !OFFICE_DATE_SHAPE.test(value)) return false
  const [year, month, day] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year!, month! - 1, day!))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day
}
