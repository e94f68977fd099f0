import { schoolPath } from '@/shared/schools/slug'
import type { Trpc } from '@/web/lib/trpc'
import type { Suggestion } from '@/web/components/layout/not-found-help'

/**
 * The directory's own typo-tolerant search (ADR 0022), asked with the words of a slug that matched no school:
 * "/schools/name/wats-school-of-nursng" suggests Watts School of Nursing.
 */
export const schoolSuggestionsQuery = (trpc: Trpc, slug: string) =>
  trpc.schools.list.queryOptions({
    page: 1,
    limit: 3,
    search: slug.replace(/[-_]+/g, ' ').trim().slice(0, 200),
  })

export const toSchoolSuggestions = (
  schools: readonly { name: string; slug: string; city: string | null; state: string | null }[],
): Suggestion[] =>
  schools.map((school) => ({
    label: [school.name, school.city, school.state].filter(Boolean).join(', '),
    href: schoolPath(school.slug),
  }))
