import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { z } from 'zod'
import {
  DATES_OUT_OF_ORDER,
  datesInOrder,
  programInputSchema,
  type Program,
  type ProgramInput,
} from '@/shared/programs/program.schema'

/** What the form hands over after validation: the shared schema's output (numbers, calendar-day Dates). */
export type ProgramValues = z.output<typeof programInputSchema>

/** Every field of the form, in order: server field errors are placed only on these. */
export const PROGRAM_FIELDS = [
  'schoolId',
  'name',
  'description',
  'status',
  'startDate',
  'endDate',
  'budget',
] as const

/** A calendar day (midnight UTC) as a date input shows it: 'YYYY-MM-DD'. */
export const toDateInput = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : '')

/** A new program starts planned with everything else empty (spec section 9); or the program's own values. */
export function programDefaults(program?: Program): ProgramInput {
  return {
    schoolId: program?.schoolId ?? null,
    name: program?.name ?? '',
    description: program?.description ?? '',
    status: (program?.status as ProgramInput['status']) ?? 'planned',
    startDate: toDateInput(program?.startDate),
    endDate: toDateInput(program?.endDate),
    budget: program?.budget ?? '',
  }
}

const schemaResolver = zodResolver(programInputSchema)
const { startDate, endDate } = programInputSchema.shape

/**
 * The shared schema checks the date order only once every field is valid. The form checks it alongside the
 * other errors too, so one press of Save shows every problem at once instead of one after another.
 */
export const programResolver: Resolver<ProgramInput, unknown, ProgramValues> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options)
  if (Object.keys(result.errors).length === 0 || result.errors.endDate) return result
  const start = startDate.safeParse(values.startDate)
  const end = endDate.safeParse(values.endDate)
  if (start.success && end.success && !datesInOrder({ startDate: start.data, endDate: end.data }))
    return {
      values: {},
      errors: { ...result.errors, endDate: { type: 'custom', message: DATES_OUT_OF_ORDER } },
    }
  return result
}
