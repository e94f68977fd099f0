import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { programInputSchema, type Program, type ProgramInput } from '@/shared/programs/program.schema'

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
  'showBudgetPublicly',
] as const

/** A calendar day (midnight UTC) as a date input shows it: 'YYYY-MM-DD'. */
export const toDateInput = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : '')

/** A new program starts planned with everything else empty (product §9); or the program's own values. */
export function programDefaults(program?: Program): ProgramInput {
  return {
    schoolId: program?.schoolId ?? null,
    name: program?.name ?? '',
    description: program?.description ?? '',
    status: (program?.status as ProgramInput['status']) ?? 'planned',
    startDate: toDateInput(program?.startDate),
    endDate: toDateInput(program?.endDate),
    budget: program?.budget ?? '',
    showBudgetPublicly: program?.showBudgetPublicly ?? false,
  }
}

/** The shared schema, which reports the date order together with the other fields' errors. */
export const programResolver: Resolver<ProgramInput, unknown, ProgramValues> = zodResolver(programInputSchema)
