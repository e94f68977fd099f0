import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { useForm, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import type { PagePart } from '@/shared/site-copy/page-parts'
import { withDefaults } from '@/shared/site-copy/with-defaults'
import { PAGE_PART_PLACES } from '@/shared/site-copy/page-part-places'
import { Button } from '@/web/components/ui/button'
import { notify } from '@/web/components/ui/sonner'
import { procedureFailure } from '@/web/lib/trpc-error'
import { useHydrated } from '@/web/lib/use-hydrated'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { useLeaveGuard } from '@/web/features/staff/kit/leave-guard'
import { dayAndClockTime } from '@/web/features/staff/blog/publication-date'
import { ContentHistory, type ContentField } from '@/web/features/staff/kit/content-history'
import type { CopyFormApi } from './copy-fields'

/** A revision's snapshot is the part's whole copy: compared as one document. */
const HISTORY_FIELDS: readonly ContentField[] = [{ key: 'copy', label: 'Copy' }]

/** One part's copy as the staff read answers it. */
export interface LoadedCopy {
  copy: FieldValues
  version: number
  edited: boolean
  updatedAt: Date | null
  updatedBy: string | null
}

/**
 * The form around one part's fields (ADR 0155): a save sends the whole copy with the version the form was read
 * at; a save after someone else's is refused and shows theirs, with the staff member's words kept in the form.
 * A save reloads the route data, so the next public page opened in this tab says the new copy.
 */
export function CopyEditor({
  part,
  schema,
  loaded,
  save,
  reload,
  afterSave,
  children,
}: {
  part: PagePart
  schema: z.ZodType<FieldValues, FieldValues>
  loaded: LoadedCopy
  save: (copy: FieldValues, expectedVersion: number) => Promise<LoadedCopy>
  /** The part as stored now, read again after a refused save. */
  reload: () => Promise<LoadedCopy>
  /** Drops the public read this browser keeps, so the page reads the saved copy. */
  afterSave: () => void
  children: (form: CopyFormApi) => ReactNode
}) {
  const router = useRouter()
  const hydrated = useHydrated()
  const form = useForm<FieldValues>({ resolver: zodResolver(schema), defaultValues: loaded.copy })
  const [current, setCurrent] = useState(loaded)
  const [theirs, setTheirs] = useState<LoadedCopy | null>(null)
  const [saving, setSaving] = useState(false)
  const guard = useLeaveGuard(form.formState.isDirty, `the ${PAGE_PART_PLACES[part].title.toLowerCase()}`)
  const place = PAGE_PART_PLACES[part]

  async function submit(copy: FieldValues, expectedVersion = current.version) {
    form.clearErrors('root')
    setSaving(true)
    try {
      const saved = await save(copy, expectedVersion)
      setTheirs(null)
      setCurrent(saved)
      form.reset(saved.copy)
      afterSave()
      void router.invalidate()
      notify({ title: `${place.title} saved`, description: `Version ${saved.version}` })
    } catch (error) {
      const failure = procedureFailure(error)
      if (failure.code === 'CONFLICT' && failure.fields?.expectedVersion) {
        setTheirs(await reload())
        return
      }
      let placed = 0
      for (const [key, message] of Object.entries(failure.fields ?? {})) {
        if (!key.startsWith('copy.')) continue
        form.setError(key.slice('copy.'.length), { type: 'server', message }, { shouldFocus: placed === 0 })
        placed++
      }
      if (!placed)
        form.setError('root', {
          type: 'server',
          message:
            failure.code === 'BAD_REQUEST'
              ? failure.message
              : 'Could not save. Please check your connection and try again.',
        })
    } finally {
      setSaving(false)
    }
  }

  function loadTheirs() {
    if (!theirs) return
    form.reset(theirs.copy)
    setCurrent(theirs)
    setTheirs(null)
  }

  return (
    <form
      aria-label={place.title}
      onSubmit={form.handleSubmit((copy) => submit(copy))}
      noValidate
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-muted-foreground">
        Shown on{' '}
        <a href={place.path} className="font-medium text-primary underline" target="_blank" rel="noopener">
          {place.path}
        </a>
        .{' '}
        {current.edited ? (
          <>
            Saved{current.updatedBy ? ` by ${current.updatedBy}` : ''}
            {hydrated && current.updatedAt ? `, ${dayAndClockTime(current.updatedAt)}` : ''} (version{' '}
            {current.version}).
          </>
        ) : (
          'The demo copy: not edited yet.'
        )}
      </p>
      {theirs && (
        <div role="alert" className="flex flex-col gap-3 rounded-md border border-destructive p-4 text-sm">
          <p className="font-medium">
            Someone else saved this page{theirs.updatedBy ? ` (${theirs.updatedBy})` : ''}
            {theirs.updatedAt ? ` at ${dayAndClockTime(theirs.updatedAt)}` : ''}, after you opened it. Your
            save was not made.
          </p>
          <p>Your words are still in the form: load theirs, or save yours over it.</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="outline" onClick={loadTheirs}>
              Load their version
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => void form.handleSubmit((copy) => submit(copy, theirs.version))()}
            >
              Save mine over theirs
            </Button>
          </div>
        </div>
      )}
      <FormError message={form.formState.errors.root?.message} />
      {children(form)}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : `Save the ${place.title.toLowerCase()}`}
        </Button>
      </div>
      <ContentHistory
        record={{ kind: 'page', key: part }}
        fields={HISTORY_FIELDS}
        currentVersion={current.version}
        unsaved={form.formState.isDirty}
        // A section the part did not have when that revision was saved (the home page's FAQ) keeps the copy
        // the editor holds.
        restoreAs={{
          schema,
          rulesOf: 'this page',
          from: (snapshot) => withDefaults(current.copy, snapshot.copy),
        }}
        onRestore={(copy) => submit(copy)}
      />
      {guard.dialog}
    </form>
  )
}
