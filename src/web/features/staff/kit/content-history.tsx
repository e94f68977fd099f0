import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ZodType } from 'zod'
import type { ContentRecord, ContentSnapshot } from '@/shared/site/content-revision.schema'
import { Button } from '@/web/components/ui/button'
import { notify } from '@/web/components/ui/sonner'
import { procedureFailure } from '@/web/lib/trpc-error'
import { useTrpc } from '@/web/lib/trpc'
import { dayAndClockTime } from '@/web/features/staff/blog/publication-date'
import { DiffTable } from './diff-table'
import { RevisionRow } from './revision-row'

/** A field of the kind's snapshot, in the order the comparison shows it. */
export interface ContentField {
  key: string
  label: string
}

/** A snapshot's field as comparable lines: text as written, yes/no, lists and objects as indented JSON. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value, null, 2)
}

/**
 * What a revision must fit to be restored: the kind's fields (`schema`) and whose rules they are (`rulesOf`, "a
 * figure"). `from` takes the fields out of a snapshot when they are not the snapshot itself.
 */
export interface RestoreAs<T> {
  schema: ZodType<T>
  rulesOf: string
  from?: (snapshot: ContentSnapshot) => unknown
}

/**
 * A piece of site content's history under its editor (issue 36 point 3, ADR 0151): every save, who made it and
 * when; any two compared side by side; any one restored, which the kind's editor does by saving the old fields
 * from the version it holds (so a restore goes through the version check and is a revision itself). A revision
 * saved under rules it no longer fits is refused here, never sent. Closed until opened: a screen with many
 * records reads a history only when asked.
 */
export function ContentHistory<T>({
  record,
  fields,
  currentVersion,
  unsaved,
  restoreAs,
  onRestore,
}: {
  record: ContentRecord
  fields: readonly ContentField[]
  /** The version the editor holds: restoring it would change nothing. */
  currentVersion: number
  /** The editor has changes of its own: restoring would replace them, so it waits for a save. */
  unsaved: boolean
  restoreAs: RestoreAs<T>
  /** Saves the old revision's fields, parsed by `restoreAs`, from the version the editor holds. */
  onRestore: (values: T) => Promise<void>
}) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const ids = useId()
  const [open, setOpen] = useState(false)
  const [restoring, setRestoring] = useState(false)
  const [picked, setPicked] = useState<number[]>([])
  const [compare, setCompare] = useState<{ older: number; newer: number } | null>(null)
  const revisions = useQuery({ ...trpc.site.contentRevisions.queryOptions(record), enabled: open })

  async function restore(version: number) {
    setRestoring(true)
    try {
      const revision = await queryClient.fetchQuery(
        trpc.site.contentRevision.queryOptions({ ...record, version }),
      )
      const values = restoreAs.schema.safeParse(
        restoreAs.from ? restoreAs.from(revision.snapshot) : revision.snapshot,
      )
      if (!values.success)
        return notify({
          title: `Version ${version} cannot be restored`,
          description: `It no longer fits the rules for ${restoreAs.rulesOf}: copy what you need from it instead.`,
          variant: 'destructive',
        })
      await onRestore(values.data)
    } catch (error) {
      // The editors report what their save refuses (a stale version, a bad field) themselves; what gets here is
      // the revision that could not be read (the network dropped, the server refused) or a failure the editor
      // let through. Said, not thrown: the click that started it has no one to catch it.
      notify({
        title: `Version ${version} was not restored`,
        description: procedureFailure(error).message,
        variant: 'destructive',
      })
    } finally {
      setRestoring(false)
    }
  }

  const togglePicked = (version: number) =>
    setPicked((current) =>
      current.includes(version)
        ? current.filter((other) => other !== version)
        : [...current, version].slice(-2),
    )
  const [first, second] = [...picked].sort((a, b) => a - b)

  return (
    <details className="rounded-md border px-3 py-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium">History</summary>
      <div className="flex flex-col gap-3 pt-3">
        <p className="text-sm text-muted-foreground">
          Every save is kept. Tick two to compare them; restoring one saves it again as the newest.
          {unsaved ? ' Save your changes before restoring.' : ''}
        </p>
        {revisions.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the history…</p>
        ) : revisions.isError ? (
          <p className="text-sm text-destructive">The history could not be loaded.</p>
        ) : revisions.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Not saved yet: the history starts with the first save.
          </p>
        ) : (
          <ol className="flex flex-col divide-y rounded-md border" aria-label="Saves, newest first">
            {revisions.data.map((revision) => (
              <RevisionRow
                key={revision.version}
                id={`${ids}-pick-${revision.version}`}
                version={revision.version}
                picked={picked.includes(revision.version)}
                onPick={() => togglePicked(revision.version)}
                restoreDisabled={unsaved || restoring || revision.version === currentVersion}
                onRestore={() => void restore(revision.version)}
              >
                <span className="font-medium">Version {revision.version}</span> ·{' '}
                {dayAndClockTime(revision.savedAt)} · {revision.savedBy?.displayName ?? 'An integration key'}
              </RevisionRow>
            ))}
          </ol>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={first === undefined || second === undefined}
            onClick={() =>
              first !== undefined && second !== undefined && setCompare({ older: first, newer: second })
            }
          >
            Compare selected
          </Button>
        </div>
        {compare ? <ContentCompare record={record} fields={fields} {...compare} /> : null}
      </div>
    </details>
  )
}

/** Two saves side by side, field by field. */
function ContentCompare({
  record,
  fields,
  older,
  newer,
}: {
  record: ContentRecord
  fields: readonly ContentField[]
  older: number
  newer: number
}) {
  const trpc = useTrpc()
  const left = useQuery(trpc.site.contentRevision.queryOptions({ ...record, version: older }))
  const right = useQuery(trpc.site.contentRevision.queryOptions({ ...record, version: newer }))
  const failed = left.error ?? right.error
  if (failed)
    return <p className="text-sm text-destructive">The revisions could not be compared: {failed.message}</p>
  if (!left.data || !right.data)
    return <p className="text-sm text-muted-foreground">Loading the revisions…</p>
  return (
    <div className="flex flex-col gap-4" data-testid="content-compare">
      {fields.map(({ key, label }) => (
        <DiffTable
          key={key}
          label={label}
          before={fieldText(left.data.snapshot[key])}
          after={fieldText(right.data.snapshot[key])}
          columns={[`Version ${older}`, `Version ${newer}`]}
        />
      ))}
    </div>
  )
}
