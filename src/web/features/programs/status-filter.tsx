import { useId } from 'react'
import { NativeSelect } from '@/web/components/ui/native-select'
import type { ProgramStatusChoice } from './program-search'

/** The choices, the default first; their words also make the page's subtitle. */
export const STATUS_CHOICES: { value: ProgramStatusChoice | undefined; label: string; subtitle: string }[] = [
  {
    value: undefined,
    label: 'Active & upcoming',
    subtitle: 'Browse active and upcoming campus marketing initiatives',
  },
  { value: 'active', label: 'Active', subtitle: 'Campus marketing initiatives running now' },
  { value: 'planned', label: 'Upcoming', subtitle: 'Upcoming campus marketing initiatives' },
  { value: 'completed', label: 'Completed', subtitle: 'Completed campus marketing initiatives' },
  { value: 'cancelled', label: 'Cancelled', subtitle: 'Cancelled campus marketing initiatives' },
  { value: 'all', label: 'All statuses', subtitle: 'Every campus marketing initiative, past and present' },
]

const DEFAULT = 'current'

export const subtitleOf = (status: ProgramStatusChoice | undefined) =>
  STATUS_CHOICES.find((choice) => choice.value === status)!.subtitle

/** A native <select>, like the school filter beside it. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ProgramStatusChoice | undefined
  onChange: (status: ProgramStatusChoice | undefined) => void
}) {
  const id = useId()
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-52">
      <label htmlFor={id} className="text-sm font-medium">
        Status
      </label>
      <NativeSelect
        id={id}
        value={value ?? DEFAULT}
        onChange={(event) =>
          onChange(event.target.value === DEFAULT ? undefined : (event.target.value as ProgramStatusChoice))
        }
      >
        {STATUS_CHOICES.map((choice) => (
          <option key={choice.label} value={choice.value ?? DEFAULT}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
