import { useId } from 'react'
import { NativeSelect } from '@/web/components/ui/native-select'

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
      <NativeSelect
        id={id}
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? undefined : Number(event.target.value))}
      >
        <option value={ALL}>All Schools</option>
        {unlisted && <option value={value}>{schools ? 'Selected school (no programs)' : 'Loading…'}</option>}
        {schools?.map((school) => (
          <option key={school.id} value={school.id}>
            {school.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
