export type PaginationWindowItem = number | 'ellipsis-start' | 'ellipsis-end'

export interface PaginationWindowOptions {
  /** 1-based current page; clamped into 1..totalPages. */
  page: number
  totalPages: number
  /** Pages shown on each side of the current page; defaults to 1. */
  siblings?: number
}

/**
 * The page numbers a pagination bar shows: first, last, and the current page with `siblings`
 * neighbours each side, with an ellipsis marker wherever pages are skipped. An ellipsis never
 * stands in for a single page, since the page number takes the same room and is more useful.
 *
 * @example paginationWindow({ page: 5, totalPages: 10, siblings: 1 })
 * // → [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]
 */
export function paginationWindow({
  page,
  totalPages,
  siblings = 1,
}: PaginationWindowOptions): PaginationWindowItem[] {
  const total = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0
  if (total < 1) return []

  const current = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 1, 1), total)
  const around = Number.isNaN(siblings) ? 1 : Math.max(0, Math.floor(siblings))
  const start = Math.max(1, current - around)
  const end = Math.min(total, current + around)

  const items: PaginationWindowItem[] = []
  // Each gap is bridged by a lone page when it hides exactly one, otherwise by a marker.
  const bridge = (from: number, to: number, marker: 'ellipsis-start' | 'ellipsis-end') => {
    const hidden = to - from - 1
    if (hidden === 1) items.push(from + 1)
    else if (hidden > 1) items.push(marker)
  }

  if (start > 1) {
    items.push(1)
    bridge(1, start, 'ellipsis-start')
  }
  for (let p = start; p <= end; p++) items.push(p)
  if (end < total) {
    bridge(end, total, 'ellipsis-end')
    items.push(total)
  }
  return items
}
