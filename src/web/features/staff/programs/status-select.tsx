import { PROGRAM_STATUSES, type ProgramStatus } from '@/shared/programs/program.schema'
import { statusLabel } from '@/shared/programs/program-display'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select'

/** Planned, Active, Completed or Cancelled. Takes the label's id and the field's aria attributes. */
export function StatusSelect({
  id,
  value,
  onChange,
  ...aria
}: {
  id?: string
  value: string | undefined
  onChange: (status: ProgramStatus) => void
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  'aria-required'?: boolean
}) {
  return (
    <Select value={value} onValueChange={(status) => onChange(status as ProgramStatus)}>
      <SelectTrigger id={id} className="w-full sm:w-64" {...aria}>
        {/* Spelled out so the server render shows the choice too (Radix fills it in only in the browser). */}
        <SelectValue>{value ? statusLabel(value) : 'Choose a status'}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {PROGRAM_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {statusLabel(status)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
