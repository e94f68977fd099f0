import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { z } from 'zod'
import { showServerErrors } from './server-errors'

/**
 * A staff form that creates one thing (an invitation, a webhook, an API key): the shared schema checks it in the
 * browser, the server's field errors land beside their fields and the rest above the form, and after a success
 * the form is emptied, `onCreated` shows what only this answer carries (a link, a secret, a key) and the
 * feature's queries are read again.
 */
export function useCreateForm<Input extends FieldValues, Output, Result>({
  schema,
  empty,
  fields,
  create,
  refresh,
  onCreated,
}: {
  schema: z.ZodType<Output, Input>
  empty: DefaultValues<Input>
  /** The form's fields, where the server's errors for them are shown. */
  fields: readonly Path<Input>[]
  create: (values: Output) => Promise<Result>
  /** The queries the new thing appears in. */
  refresh: QueryKey
  onCreated: (result: Result, values: Output) => void
}) {
  const queryClient = useQueryClient()
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: empty })

  async function save(values: Output) {
    form.clearErrors('root')
    try {
      const result = await create(values)
      form.reset(empty)
      onCreated(result, values)
      await queryClient.invalidateQueries({ queryKey: refresh })
    } catch (error) {
      const { unplaced } = showServerErrors(form, fields, error)
      if (unplaced) form.setError('root', { type: 'server', message: unplaced })
    }
  }

  return { form, errors: form.formState.errors, onSubmit: form.handleSubmit(save) }
}
