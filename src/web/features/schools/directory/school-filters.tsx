import { useNavigate } from '@tanstack/react-router'
import {
  Search as SearchIcon,
  SlidersHorizontal as SlidersHorizontalIcon,
  X as XIcon,
} from '@/web/components/icons/icons'
import { useId, useState } from 'react'
import { US_STATES } from '@/shared/geo/us-states'
import { SIZE_BANDS } from '@/shared/schools/school-constants'
import { RESIDENTIAL_LABELS } from '@/shared/schools/residential'
import { SCHOOL_TYPES } from '@/shared/schools/school-type'
import { SIZE_BAND_LABELS } from '@/shared/schools/size-band'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { NativeSelect } from '@/web/components/ui/native-select'
import { cn } from '@/web/lib/cn'
import { FILTER_KEYS, hasFilters, type DirectorySearch } from './directory-search'

const ALL = 'all'
/** The further filters, one row each: URL key, label, "all" option and the options' labels by value. */
const MORE_FILTERS = [
  ['control', 'Public or private', 'Public and private', { public: 'Public', private: 'Private' }],
  ['residential', 'Campus life', 'Any campus life', RESIDENTIAL_LABELS],
  [
    'designation',
    'Designation',
    'Any designation',
    { hbcu: 'HBCU', tribal: 'Tribal college', 'land-grant': 'Land-grant' },
  ],
  [
    'level',
    'Students',
    'All students',
    { undergraduate: 'Teaches undergraduates', 'graduate-only': 'Graduate only' },
  ],
] as const

/**
 * Search box, Search button and the filters (state, type, size, public or private, campus life, designation,
 * students). Submitting or changing a filter goes back to
 * page 1 (product §4). The form is a plain GET form too, so it works before the page has hydrated. On a
 * narrow screen the filters fold behind a "Filters" button that counts the active ones, so the first
 * screen shows schools, not selects.
 */
export function SchoolFilters({ search }: { search: DirectorySearch }) {
  const navigate = useNavigate({ from: '/schools/' })
  const [open, setOpen] = useState(false)
  const filtersId = useId()
  const active = FILTER_KEYS.filter((key) => search[key]).length
  const apply = (changes: Partial<DirectorySearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...changes, page: undefined }) })

  return (
    <div className="space-y-4">
      <form
        role="search"
        action="/schools"
        method="get"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          const text = String(new FormData(event.currentTarget).get('q') ?? '').trim()
          void apply({ q: text || undefined })
        }}
      >
        <Label htmlFor="school-search" className="sr-only">
          Search schools
        </Label>
        <Input
          // A new search from elsewhere (back button, a link) resets what is typed.
          key={search.q ?? ''}
          id="school-search"
          name="q"
          type="search"
          defaultValue={search.q ?? ''}
          placeholder="Search by name, location or type..."
          className="h-10"
        />
        {([...FILTER_KEYS, 'sort', 'view'] as const).map((key) =>
          search[key] ? <input key={key} type="hidden" name={key} value={search[key]} /> : null,
        )}
        <Button type="submit" size="lg">
          <SearchIcon aria-hidden="true" />
          Search
        </Button>
      </form>

      <Button
        type="button"
        variant="outline"
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={filtersId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        Filters
        {active > 0 && (
          <Badge className="ml-1 px-1.5">
            {active}
            <span className="sr-only"> active</span>
          </Badge>
        )}
      </Button>

      <div id={filtersId} className={cn('flex-wrap items-end gap-3 sm:flex', open ? 'flex' : 'hidden')}>
        <FilterSelect
          id="filter-state"
          label="State"
          allLabel="All states"
          value={search.state}
          options={US_STATES.map((state) => ({ value: state.code, label: state.name }))}
          onChange={(state) => apply({ state })}
        />
        <FilterSelect
          id="filter-type"
          label="Type"
          allLabel="All types"
          value={search.type}
          options={SCHOOL_TYPES.map((type) => ({ value: type, label: type }))}
          onChange={(type) => apply({ type })}
        />
        <FilterSelect
          id="filter-size"
          label="Size"
          allLabel="All sizes"
          value={search.size}
          options={SIZE_BANDS.map((size) => ({ value: size, label: SIZE_BAND_LABELS[size] }))}
          onChange={(size) => apply({ size: size as DirectorySearch['size'] })}
        />
        {MORE_FILTERS.map(([key, label, allLabel, labels]) => (
          <FilterSelect
            key={key}
            id={`filter-${key}`}
            label={label}
            allLabel={allLabel}
            value={search[key]}
            options={Object.entries(labels).map(([value, text]) => ({ value, label: text }))}
            onChange={(value) => apply({ [key]: value })}
          />
        ))}
        {hasFilters(search) && (
          <Button
            variant="ghost"
            onClick={() => navigate({ search: (previous) => ({ view: previous.view, sort: previous.sort }) })}
          >
            <XIcon aria-hidden="true" />
            Clear filters
          </Button>
        )}
      </div>
    </div>
  )
}

function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  allLabel: string
  value: string | undefined
  options: { value: string; label: string }[]
  onChange: (value: string | undefined) => void
}) {
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-auto">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        className="w-full sm:w-56"
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? undefined : event.target.value)}
      >
        <option value={ALL}>{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
