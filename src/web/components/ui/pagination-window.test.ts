import { describe, expect, it } from 'vitest'

import { paginationWindow, type PaginationWindowItem } from '@/web/components/ui/pagination-window'

const S = 'ellipsis-start' as const
const E = 'ellipsis-end' as const

describe('paginationWindow', () => {
  it.each<[string, { page: number; totalPages: number; siblings?: number }, PaginationWindowItem[]]>([
    // Spec example.
    ['middle of 10', { page: 5, totalPages: 10, siblings: 1 }, [1, S, 4, 5, 6, E, 10]],

    // Small totals: nothing to skip.
    ['no pages', { page: 1, totalPages: 0 }, []],
    ['one page', { page: 1, totalPages: 1 }, [1]],
    ['two pages, on 1', { page: 1, totalPages: 2 }, [1, 2]],
    ['two pages, on 2', { page: 2, totalPages: 2 }, [1, 2]],
    ['five pages, on 3', { page: 3, totalPages: 5 }, [1, 2, 3, 4, 5]],
    ['five pages, on 1', { page: 1, totalPages: 5 }, [1, 2, E, 5]],

    // First and last pages.
    ['first of 10', { page: 1, totalPages: 10 }, [1, 2, E, 10]],
    ['last of 10', { page: 10, totalPages: 10 }, [1, S, 9, 10]],

    // Near the start and end: a gap of exactly one page shows that page instead of an ellipsis.
    ['page 2 of 10', { page: 2, totalPages: 10 }, [1, 2, 3, E, 10]],
    ['page 3 of 10', { page: 3, totalPages: 10 }, [1, 2, 3, 4, E, 10]],
    ['page 4 of 10 (hides only 2 → shows it)', { page: 4, totalPages: 10 }, [1, 2, 3, 4, 5, E, 10]],
    ['page 7 of 10 (hides only 9 → shows it)', { page: 7, totalPages: 10 }, [1, S, 6, 7, 8, 9, 10]],
    ['page 8 of 10', { page: 8, totalPages: 10 }, [1, S, 7, 8, 9, 10]],
    ['page 9 of 10', { page: 9, totalPages: 10 }, [1, S, 8, 9, 10]],
    ['seven pages, on 4', { page: 4, totalPages: 7 }, [1, 2, 3, 4, 5, 6, 7]],

    // Sibling counts.
    ['default siblings is 1', { page: 50, totalPages: 100 }, [1, S, 49, 50, 51, E, 100]],
    ['no siblings', { page: 5, totalPages: 10, siblings: 0 }, [1, S, 5, E, 10]],
    ['no siblings, page 3 (gap of one)', { page: 3, totalPages: 10, siblings: 0 }, [1, 2, 3, E, 10]],
    ['two siblings', { page: 10, totalPages: 20, siblings: 2 }, [1, S, 8, 9, 10, 11, 12, E, 20]],
    ['two siblings near start', { page: 3, totalPages: 20, siblings: 2 }, [1, 2, 3, 4, 5, E, 20]],
    ['siblings wider than the total', { page: 2, totalPages: 4, siblings: 5 }, [1, 2, 3, 4]],
    ['negative siblings act as 0', { page: 5, totalPages: 10, siblings: -3 }, [1, S, 5, E, 10]],

    // Clamping.
    ['page below range', { page: 0, totalPages: 10 }, [1, 2, E, 10]],
    ['negative page', { page: -4, totalPages: 10 }, [1, 2, E, 10]],
    ['page above range', { page: 42, totalPages: 10 }, [1, S, 9, 10]],
    ['fractional page floors', { page: 5.7, totalPages: 10 }, [1, S, 4, 5, 6, E, 10]],
    ['NaN page falls back to 1', { page: Number.NaN, totalPages: 3 }, [1, 2, 3]],
    ['negative total', { page: 1, totalPages: -2 }, []],
    ['NaN total', { page: 1, totalPages: Number.NaN }, []],
  ])('%s', (_name, input, expected) => {
    expect(paginationWindow(input)).toEqual(expected)
  })

  it('never lets an ellipsis hide a single page', () => {
    for (let totalPages = 1; totalPages <= 15; totalPages++) {
      for (let page = 1; page <= totalPages; page++) {
        for (const siblings of [0, 1, 2]) {
          const items = paginationWindow({ page, totalPages, siblings })
          items.forEach((item, i) => {
            if (typeof item === 'number') return
            const before = items[i - 1] as number
            const after = items[i + 1] as number
            expect(after - before, `${page}/${totalPages} s${siblings}: ${items.join(',')}`).toBeGreaterThan(
              2,
            )
          })
        }
      }
    }
  })

  it('always includes first, last and current page in ascending order, each once', () => {
    for (let totalPages = 1; totalPages <= 15; totalPages++) {
      for (let page = 1; page <= totalPages; page++) {
        const numbers = paginationWindow({ page, totalPages }).filter((i) => typeof i === 'number')
        expect(numbers).toContain(1)
        expect(numbers).toContain(totalPages)
        expect(numbers).toContain(page)
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b))
      }
    }
  })
})
