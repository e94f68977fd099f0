import { useNavigate } from '@tanstack/react-router'
import { effectiveSort, SCHOOL_SORTS, type SchoolSort } from '@/shared/schools/school-constants'
import { Label } from '@/web/components/ui/label'
import { NativeSelect } from '@/web/components/ui/native-select'
import type { DirectorySearch } from './directory-search'

export const SORT_LABELS: Record<SchoolSort, string> = {
  relevance: 'Best match',
  'on-campus': 'Most students on campus',
  enrollment: 'Largest enrollment',
  name: 'Name (A–Z)',
}

/**
 * The directory's order (ADR 0026). "Best match" is offered only with a search. The default order of the
 * moment stays out of the URL; another choice goes in as `sort`, back to page 1.
 */
export function SortSelect({ search }: { search: DirectorySearch }) {
  const navigate = useNavigate({ from: '/schools/' })
  const searching = Boolean(search.q)
  const current = effectiveSort(search.sort, searching)
  const options = SCHOOL_SORTS.filter((sort) => searching || sort !== 'relevance')
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="directory-sort" className="leading-5 whitespace-nowrap">
        Sort by
      </Label>
      <NativeSelect
        id="directory-sort"
        className="w-40"
        value={current}
        onChange={(event) => {
          const next = event.target.value as SchoolSort
          void navigate({
            search: (previous) => ({
              ...previous,
              sort: next === effectiveSort(undefined, searching) ? undefined : next,
              page: undefined,
            }),
          })
        }}
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
