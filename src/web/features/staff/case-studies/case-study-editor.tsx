import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  caseStudyFieldsSchema,
  type CaseStudyValues,
  type StaffCaseStudy,
} from '@/shared/case-studies/case-study.schema'
import { caseStudyPath } from '@/shared/marketing/public-pages'
import { Button } from '@/web/components/ui/button'
import { notify } from '@/web/components/ui/sonner'
import { procedureFailure } from '@/web/lib/trpc-error'
import { useTrpc } from '@/web/lib/trpc'
import { useHydrated } from '@/web/lib/use-hydrated'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { useLeaveGuard } from '@/web/features/staff/kit/leave-guard'
import { ConfirmedAsOursField } from '@/web/features/staff/kit/confirmed-as-ours'
import { ContentHistory } from '@/web/features/staff/kit/content-history'
import { HISTORY_FIELDS } from './case-study-history-fields'
import { dayAndClockTime } from '@/web/features/staff/blog/publication-date'
import {
  emptyFormValues,
  fieldsOf,
  formFieldOf,
  formValuesOf,
  type CaseStudyFormValues,
} from './case-study-form-values'
import {
  HeadlineFields,
  ImageFields,
  QuoteFields,
  StoryFields,
  SummaryFields,
} from './case-study-editor-fields'

/**
 * One case study's editor (issue 36, ADR 0154): every field, saved whole from the version it was read at. A save
 * after someone else's is refused and says who and when; the staff member's words stay in the form. Publish and
 * Unpublish save the form with the new state; Preview opens the saved study as visitors will see it.
 */
export function CaseStudyEditor({ study, nextOrder }: { study: StaffCaseStudy | null; nextOrder: number }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const id = useId()
  const hydrated = useHydrated()
  const form = useForm<CaseStudyFormValues>({
    defaultValues: study ? formValuesOf(study) : emptyFormValues(nextOrder),
  })
  const [baseVersion, setBaseVersion] = useState(study?.version ?? 0)
  const [stale, setStale] = useState<string | null>(null)
  const create = useMutation(trpc.caseStudies.create.mutationOptions())
  const update = useMutation(trpc.caseStudies.update.mutationOptions())
  const guard = useLeaveGuard(form.formState.isDirty, 'this case study')
  const saving = create.isPending || update.isPending

  /** Checks the form on the client with the shared schema, then saves it. */
  async function save(
    values: CaseStudyFormValues,
    published = values.published,
    expectedVersion = baseVersion,
  ) {
    form.clearErrors()
    const parsed = caseStudyFieldsSchema.safeParse({ ...fieldsOf(values), published })
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(formFieldOf(issue.path) as keyof CaseStudyFormValues, { message: issue.message })
      form.setError('root', { message: 'Some fields need attention: see the messages under them.' })
      return
    }
    await persist(parsed.data, expectedVersion)
  }

  async function persist(fields: CaseStudyValues, expectedVersion: number) {
    try {
      const saved = study
        ? await update.mutateAsync({ ...fields, id: study.id, expectedVersion })
        : await create.mutateAsync(fields)
      setStale(null)
      setBaseVersion(saved.version)
      form.reset(formValuesOf(saved))
      // The public pages read the studies through their own queries: read again by the next page opened.
      queryClient.removeQueries({ queryKey: trpc.caseStudies.list.pathKey() })
      queryClient.removeQueries({ queryKey: trpc.caseStudies.bySlug.pathKey() })
      await queryClient.invalidateQueries({ queryKey: trpc.caseStudies.staffList.queryKey() })
      await queryClient.invalidateQueries({ queryKey: trpc.site.contentRevisions.pathKey() })
      notify({ title: saved.published ? 'Case study saved and published' : 'Case study saved as a draft' })
      if (!study) void navigate({ to: '/staff/case-studies', search: { edit: saved.id } })
    } catch (error) {
      const failure = procedureFailure(error)
      if (failure.code === 'CONFLICT' && failure.fields?.expectedVersion) {
        setStale(failure.message)
        return
      }
      for (const [path, message] of Object.entries(failure.fields ?? {}))
        form.setError(formFieldOf(path.split('.')) as keyof CaseStudyFormValues, { message })
      form.setError('root', { message: failure.message })
    }
  }

  async function loadTheirs() {
    if (!study) return
    const theirs = await queryClient.fetchQuery({
      ...trpc.caseStudies.get.queryOptions({ id: study.id }),
      staleTime: 0,
    })
    form.reset(formValuesOf(theirs))
    setBaseVersion(theirs.version)
    setStale(null)
  }

  const published = study?.published ?? false
  return (
    <form
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={form.handleSubmit((values) => save(values))}
      className="flex flex-col gap-8 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold">
          {study ? `Edit “${study.title}”` : 'New case study'}
        </h2>
        {study && (
          <p className="text-sm text-muted-foreground">
            {published ? 'Published' : 'Draft'}, version {study.version}
            {study.updatedBy ? `, saved by ${study.updatedBy}` : ''}
            {hydrated ? `, ${dayAndClockTime(study.updatedAt)}` : ''}
          </p>
        )}
      </div>
      {stale && (
        <div role="alert" className="flex flex-col gap-3 rounded-md border border-destructive p-4 text-sm">
          <p className="font-medium">{stale}</p>
          <p>Your changes are still in the form: load their version, or save yours over it.</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="outline" onClick={() => void loadTheirs()}>
              Load their version
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={async () => {
                if (!study) return
                const theirs = await queryClient.fetchQuery({
                  ...trpc.caseStudies.get.queryOptions({ id: study.id }),
                  staleTime: 0,
                })
                await form.handleSubmit((values) => save(values, values.published, theirs.version))()
              }}
            >
              Save mine over theirs
            </Button>
          </div>
        </div>
      )}
      <FormError message={form.formState.errors.root?.message} />
      <SummaryFields form={form} id={id} />
      <ImageFields form={form} id={id} />
      <HeadlineFields form={form} id={id} />
      <StoryFields form={form} id={id} />
      <QuoteFields form={form} id={id} />
      <ConfirmedAsOursField
        id={id}
        field={form.register('confirmed')}
        hint="Only for the agency’s own, real work. Unchecked, every page marks the study as example content."
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : published ? 'Save' : 'Save draft'}
        </Button>
        <Button
          type="button"
          variant={published ? 'outline' : 'brand'}
          disabled={saving}
          onClick={() => void form.handleSubmit((values) => save(values, !published))()}
        >
          {published ? 'Unpublish' : study ? 'Publish' : 'Save and publish'}
        </Button>
        {study && (
          <Button asChild variant="outline">
            <a
              href={published ? caseStudyPath(study.slug) : `${caseStudyPath(study.slug)}?preview=true`}
              target="_blank"
              rel="noopener"
            >
              {published ? 'View' : 'Preview'}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        )}
      </div>
      {study && (
        <ContentHistory
          record={{ kind: 'case-study', key: String(study.id) }}
          fields={HISTORY_FIELDS}
          currentVersion={baseVersion}
          unsaved={form.formState.isDirty}
          restoreAs={{ schema: caseStudyFieldsSchema, rulesOf: 'a case study' }}
          // An old revision saved again from the version the editor holds: the newest revision, through the check.
          onRestore={(fields) => persist(fields, baseVersion)}
        />
      )}
      {guard.dialog}
    </form>
  )
}
