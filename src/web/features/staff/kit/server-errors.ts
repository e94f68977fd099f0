import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { procedureFailure } from '@/web/lib/trpc-error'

/**
 * The server checks the same schema as the form, plus what only it can know (the chosen school was deleted
 * meanwhile). Its field errors are keyed by the input's path: `endDate` on create, `values.endDate` on update.
 * This puts each one beside its field; what names no field of the form is returned for a message above it.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  fields: readonly Path<T>[],
  error: unknown,
): { unplaced?: string } {
  const failure = procedureFailure(error)
  const known = new Set<string>(fields)
  let placed = 0
  for (const [key, message] of Object.entries(failure.fields ?? {})) {
    const field = key.replace(/^values\./, '')
    if (!known.has(field)) continue
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 })
    placed++
  }
  if (placed > 0) return {}
  // The server's own words when it wrote them for people (a 400 or 409); otherwise a plain apology.
  const ownWords = failure.code === 'BAD_REQUEST' || failure.code === 'CONFLICT'
  return {
    unplaced: ownWords ? failure.message : 'Could not save. Please check your connection and try again.',
  }
}
