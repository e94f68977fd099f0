import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  figureValuesSchema,
  FIGURE_LABEL_MAX,
  FIGURE_NOTE_MAX,
  FIGURE_VALUE_MAX,
  type StaffFigure,
} from '@/shared/marketing/agency-figure.schema'
import { FIGURE_PLACES } from '@/shared/marketing/figure-places'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { notify } from '@/web/components/ui/sonner'
import { Textarea } from '@/web/components/ui/textarea'
import { procedureFailure } from '@/web/lib/trpc-error'
import { useTrpc } from '@/web/lib/trpc'
import { useHydrated } from '@/web/lib/use-hydrated'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { showServerErrors } from '@/web/features/staff/kit/server-errors'
import { dayAndClockTime } from '@/web/features/staff/blog/publication-date'
import { ConfirmedAsOursField } from '@/web/features/staff/kit/confirmed-as-ours'
import { ContentHistory, type ContentField } from '@/web/features/staff/kit/content-history'

/** The form's fields: a save sends them with the version the row was read at. */
const rowSchema = figureValuesSchema.omit({ expectedVersion: true })
type RowInput = z.input<typeof rowSchema>
type RowOutput = z.output<typeof rowSchema>

const formValuesOf = (figure: StaffFigure): RowInput => ({
  value: figure.value,
  label: figure.label,
  note: figure.note ?? '',
  confirmed: figure.confirmed,
})

/** The fields a figure's history compares (ADR 0151). */
const HISTORY_FIELDS: readonly ContentField[] = [
  { key: 'value', label: 'Value' },
  { key: 'label', label: 'Label' },
  { key: 'note', label: 'Source or note' },
  { key: 'confirmed', label: 'Confirmed as ours' },
]

/**
 * One figure's form (ADR 0150): saved from the version it was read at, with its history under it (ADR 0151).
 */
export function FigureRow({
  figure,
  onDirtyChange,
}: {
  figure: StaffFigure
  onDirtyChange: (key: string, dirty: boolean) => void
}) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const router = useRouter()
  const hydrated = useHydrated()
  const id = useId()
  const form = useForm<RowInput, unknown, RowOutput>({
    resolver: zodResolver(rowSchema),
    defaultValues: formValuesOf(figure),
  })
  // The version this form's values were read at: what a save claims to replace.
  const [baseVersion, setBaseVersion] = useState(figure.version)
  // Someone else's save that refused this one: shown until the staff member loads it or saves over it.
  const [theirs, setTheirs] = useState<StaffFigure | null>(null)
  const save = useMutation(trpc.site.updateFigure.mutationOptions())
  const { errors, isDirty } = form.formState
  const record = { kind: 'figure', key: figure.key } as const
  useEffect(() => onDirtyChange(figure.key, isDirty), [figure.key, isDirty, onDirtyChange])

  // `expectedVersion`: the version the values were read at; "Save mine over theirs" names theirs at once.
  async function submit(values: RowOutput, expectedVersion = baseVersion) {
    form.clearErrors('root')
    try {
      const saved = await save.mutateAsync({ key: figure.key, ...values, expectedVersion })
      setTheirs(null)
      setBaseVersion(saved.version)
      form.reset(formValuesOf(saved))
      queryClient.setQueryData(trpc.site.figureList.queryKey(), (list) =>
        list?.map((item) => (item.key === saved.key ? saved : item)),
      )
      // The pages read the figures through the root route's query, and the FAQ states them: both are read again
      // by the next page this browser opens, whose root loader runs again.
      queryClient.removeQueries({ queryKey: trpc.site.figures.pathKey() })
      queryClient.removeQueries({ queryKey: trpc.marketing.faq.pathKey() })
      void queryClient.invalidateQueries({ queryKey: trpc.site.contentRevisions.queryKey(record) })
      void router.invalidate()
      notify({ title: 'Figure saved', description: `${saved.value} ${saved.label}` })
    } catch (error) {
      const failure = procedureFailure(error)
      if (failure.code === 'CONFLICT' && failure.fields?.expectedVersion) {
        const list = await queryClient.fetchQuery({ ...trpc.site.figureList.queryOptions(), staleTime: 0 })
        setTheirs(list.find((item) => item.key === figure.key) ?? null)
        return
      }
      const { unplaced } = showServerErrors(form, ['value', 'label', 'note', 'confirmed'], error)
      if (unplaced) form.setError('root', { type: 'server', message: unplaced })
    }
  }

  function loadTheirs() {
    if (!theirs) return
    form.reset(formValuesOf(theirs))
    setBaseVersion(theirs.version)
    setTheirs(null)
  }

  const places = FIGURE_PLACES[figure.key]
  const titleId = `${id}-title`
  return (
    <form
      aria-labelledby={titleId}
      onSubmit={form.handleSubmit((values) => submit(values))}
      noValidate
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {figure.value} {figure.label}
          {!figure.confirmed && (
            <span className="ml-2 align-middle text-xs font-medium text-muted-foreground">
              (shown as an example)
            </span>
          )}
        </h2>
        <p className="text-xs text-muted-foreground">
          {figure.edited ? (
            <>
              Saved{figure.updatedBy ? ` by ${figure.updatedBy}` : ''}
              {hydrated && figure.updatedAt ? `, ${dayAndClockTime(figure.updatedAt)}` : ''}
            </>
          ) : (
            'The demo value: not edited yet'
          )}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        Appears on{' '}
        {places.map((place, index) => (
          <span key={place.path}>
            {index > 0 && '; '}
            <a
              href={place.path}
              className="font-medium text-primary underline"
              target="_blank"
              rel="noopener"
            >
              {place.path}
            </a>{' '}
            ({place.where})
          </span>
        ))}
        .
      </p>
      {theirs && (
        <div role="alert" className="flex flex-col gap-3 rounded-md border border-destructive p-4 text-sm">
          <p className="font-medium">
            Someone else saved this figure
            {theirs.updatedBy ? ` (${theirs.updatedBy})` : ''}
            {theirs.updatedAt ? ` at ${dayAndClockTime(theirs.updatedAt)}` : ''}, after you opened it. Your
            save was not made.
          </p>
          <p>
            Theirs: “{theirs.value} {theirs.label}”
            {theirs.confirmed ? ', confirmed' : ', shown as an example'}. Your words are still in the form:
            load theirs, or save yours over it.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="outline" onClick={loadTheirs}>
              Load their version
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                void form.handleSubmit((values) => submit(values, theirs.version))()
              }}
            >
              Save mine over theirs
            </Button>
          </div>
        </div>
      )}
      <FormError message={errors.root?.message} />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <LabelledField
          id={`${id}-value`}
          label="Value"
          hint={`As the page states it: 2.5M+, 95%, $5,000. At most ${FIGURE_VALUE_MAX} characters.`}
          error={errors.value?.message}
        >
          <Input autoComplete="off" maxLength={FIGURE_VALUE_MAX} {...form.register('value')} />
        </LabelledField>
        <LabelledField
          id={`${id}-label`}
          label="Label"
          hint={`What it measures, after the value. At most ${FIGURE_LABEL_MAX} characters.`}
          error={errors.label?.message}
        >
          <Input autoComplete="off" maxLength={FIGURE_LABEL_MAX} {...form.register('label')} />
        </LabelledField>
      </div>
      <LabelledField
        id={`${id}-note`}
        label="Source or note"
        optional
        hint={`For staff only, never shown on the site: where the figure comes from and when it was counted. At most ${FIGURE_NOTE_MAX.toLocaleString('en-US')} characters.`}
        error={errors.note?.message}
      >
        <Textarea rows={2} {...form.register('note')} />
      </LabelledField>
      <ConfirmedAsOursField
        id={id}
        field={form.register('confirmed')}
        hint="Only for a figure that is the agency’s own record. Unchecked, the pages mark it as an example."
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : `Save ${figure.label}`}
        </Button>
        {figure.edited && (
          <span className="text-xs text-muted-foreground">
            Demo value: {figure.default.value} {figure.default.label}
          </span>
        )}
      </div>
      <ContentHistory
        record={record}
        fields={HISTORY_FIELDS}
        currentVersion={baseVersion}
        unsaved={isDirty}
        restoreAs={{ schema: rowSchema, rulesOf: 'a figure' }}
        // A restore is a save of the old revision's fields from the version the form holds (ADR 0151).
        onRestore={(values) => submit(values)}
      />
    </form>
  )
}
