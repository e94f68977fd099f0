import { get, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { Textarea } from '@/web/components/ui/textarea'

/** The form of one part's copy: its fields are named by their path in the document (`hero.title`). */
export type CopyFormApi = UseFormReturn<FieldValues>

/** One field of copy, by its path: a line (an input) or, with `rows`, a paragraph (a textarea). */
export function CopyField({
  form,
  path,
  label,
  max,
  rows,
  hint,
}: {
  form: CopyFormApi
  path: string
  label: string
  max: number
  rows?: number
  hint?: string
}) {
  const id = `copy-${path.replaceAll('.', '-')}`
  const error = (get(form.formState.errors, path) as { message?: string } | undefined)?.message
  const limit = `At most ${max.toLocaleString('en-US')} characters.`
  return (
    <LabelledField id={id} label={label} hint={hint ? `${hint} ${limit}` : limit} error={error}>
      {rows ? (
        <Textarea rows={rows} {...form.register(path)} />
      ) : (
        <Input autoComplete="off" maxLength={max} {...form.register(path)} />
      )}
    </LabelledField>
  )
}

/** A group of fields under its own heading (the hero, a card, the call to action). */
export function CopyGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}
