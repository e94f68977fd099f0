import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import {
  articlePatchSchema,
  type Article,
  type ArticleInput,
  type ArticleValues,
} from '@/shared/blog/article.schema'
import { useTrpc } from '@/web/lib/trpc'
import { FORM_FIELDS, isStaleSave, type ArticleVersion } from './use-save-article'

/**
 * How long after a change the draft saves itself. A change made while the timer runs rides along, so a steady
 * typist's draft is saved about this often, and a pause is saved this long after the last keystroke.
 */
export const AUTOSAVE_DELAY_MS = 3000

/**
 * What an autosave sends: the words and their labels. Never `published` or `publishedAt`: an autosave keeps a
 * draft's text and never publishes (the server refuses it too, ADR 0136); those wait for Save.
 */
const AUTOSAVED_FIELDS = FORM_FIELDS.filter((field) => field !== 'publishedAt')
type AutosavedValues = Pick<ArticleInput, Exclude<(typeof FORM_FIELDS)[number], 'publishedAt'>>

export type AutosaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  /** The form's values break a rule (too short a title, say): nothing is sent until they do not. */
  | { state: 'invalid' }
  | { state: 'failed'; message: string }

const pick = (values: ArticleInput): AutosavedValues =>
  Object.fromEntries(AUTOSAVED_FIELDS.map((field) => [field, values[field]])) as AutosavedValues

const sameValues = (a: AutosavedValues, b: AutosavedValues) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The editor's autosave (issue 36): a stored draft saves itself a few seconds after each change, as an autosave
 * (one revision per run of them, ADR 0136), from the version the form holds. What it saved becomes the form's
 * saved state, so leaving afterwards does not warn; what was typed since, or a Published switch not yet saved,
 * still does. A published article is not autosaved: its changes go live only by Save. A stale autosave stops
 * here and shows who saved first, as a stale Save does.
 */
export function useAutosave({
  article,
  form,
  edit,
}: {
  article?: Article
  form: UseFormReturn<ArticleInput, unknown, ArticleValues>
  edit: ArticleVersion
}) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const update = useMutation(trpc.blog.update.mutationOptions())
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' })
  const enabled = !!article && !article.published
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const inFlight = useRef<Promise<void> | null>(null)
  const stopped = useRef(false)
  // The latest render's values, for the timer's callback (a closure would hold the first render's).
  const latest = useRef({ edit, update })
  useEffect(() => {
    latest.current = { edit, update }
  })

  async function autosave() {
    timer.current = null
    if (!article || stopped.current || latest.current.edit.conflict) return
    const values = pick(form.getValues())
    const saved = pick(form.formState.defaultValues as ArticleInput)
    if (sameValues(values, saved)) {
      // Typed back to what is saved: nothing to send, and nothing left to warn about.
      return setStatus((now) => (now.state === 'invalid' || now.state === 'failed' ? { state: 'idle' } : now))
    }
    const parsed = articlePatchSchema.safeParse(values)
    if (!parsed.success) return setStatus({ state: 'invalid' })
    setStatus({ state: 'saving' })
    try {
      const result = await latest.current.update.mutateAsync({
        id: article.id,
        values: parsed.data,
        expectedVersion: latest.current.edit.latestVersion(),
        autosave: true,
      })
      latest.current.edit.setVersion(result.version)
      // What was sent is now the saved state; anything typed meanwhile stays in the form, and dirty.
      form.reset({ ...(form.formState.defaultValues as ArticleInput), ...values }, { keepValues: true })
      setStatus({ state: 'saved', at: new Date(result.updatedAt) })
      // The history shows the autosave now; every other blog query (the table, this article) refetches when next
      // shown, so coming back to the editor does not start from the version before this one.
      await queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey(), refetchType: 'none' })
      await queryClient.invalidateQueries({ queryKey: trpc.blog.revisions.list.queryKey({ id: article.id }) })
    } catch (error) {
      if (isStaleSave(error)) {
        setStatus({ state: 'idle' })
        return latest.current.edit.noticeStaleSave()
      }
      setStatus({ state: 'failed', message: (error as Error).message || 'The draft could not be saved.' })
    }
  }

  function run() {
    const previous = inFlight.current ?? Promise.resolve()
    const next = previous.then(autosave)
    inFlight.current = next
    void next.finally(() => {
      if (inFlight.current === next) inFlight.current = null
    })
  }

  useEffect(() => {
    if (!enabled) return
    stopped.current = false
    // Only a field's change schedules one: a reset (a restore, "Load their version", an autosave's own) names none.
    const subscription = form.watch((_values, { name }) => {
      if (name && !timer.current) timer.current = setTimeout(run, AUTOSAVE_DELAY_MS)
    })
    return () => {
      subscription.unsubscribe()
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
    }
    // `run` reads everything it needs through refs; the subscription lives as long as the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, form])

  /**
   * Before Save: no autosave starts until `resume`, and the one under way has finished, so Save sends the newest
   * version and no autosave races it.
   */
  async function pause() {
    stopped.current = true
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    await inFlight.current
  }

  /** After a Save that failed: autosaving goes on, starting with what was typed while it was paused. */
  function resume() {
    stopped.current = false
    if (enabled && !timer.current) timer.current = setTimeout(run, AUTOSAVE_DELAY_MS)
  }

  return { enabled, status, pause, resume }
}
