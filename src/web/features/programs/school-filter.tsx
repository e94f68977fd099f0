import { ChevronDownIcon } from 'lucide-react'
import { useId } from 'react'

interface FilterSchool {
  id: number
  name: string
}

const ALL = 'all'

/**
 * 'All Schools' plus every school that has programs. A native <select> on purpose: it stays usable with hundreds
 * of schools (type-ahead, the phone's own picker), works with every assistive technology and needs no widget code.
 */
export function SchoolFilter({
  schools,
  value,
  onChange,
}: {
  /** Undefined while they load. */
  schools: readonly FilterSchool[] | undefined
  value: number | undefined
  onChange: (school: number | undefined) => void
}) {
  const id = useId()
  // A school from a shared link that has no programs (any more) stays the current choice, rather than the box
  // silently claiming 'All Schools' over that school's empty list.
  const unlisted = value !== undefined && !schools?.some((school) => school.id === value)
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-80">
      <label htmlFor={id} className="text-sm font-medium">
        Filter by school
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ALL}
          onChange={(event) => onChange(event.target.value === ALL ? undefined : Number(event.target.value))}
          className="h-10 w-full appearance-none truncate rounded-md border border-input bg-background py-2 pr-9 pl-3 text-sm shadow-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-ring-offset"
        >
          <option value={ALL}>All Schools</option>
          {unlisted && (
            <option value={value}>{schools ? 'Selected school (no programs)' : 'Loading…'}</option>
          )}
          {schools?.map((school) => (
            <option key={school.id} value={school.id}>
              {school.name}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        />
      </div>
    </div>
  )
}
