import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { Spinner } from '@/web/components/ui/spinner'
import { useTrpc } from '@/web/lib/trpc'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { useLeaveGuard } from '@/web/features/staff/kit/leave-guard'
import { FigureRow } from './figure-row'

/**
 * /staff/figures (issue 36, ADR 0150): the agency's figures the marketing pages state, one form per figure. A
 * save is made from the version the form was read at; a save after someone else's is refused and says so, with
 * the staff member's words kept in the form.
 */
export function StaffFiguresPage() {
  const trpc = useTrpc()
  const figures = useQuery(trpc.site.figureList.queryOptions())
  // One guard for the page: leaving with any figure's changes unsaved asks first.
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set())
  const guard = useLeaveGuard(dirtyKeys.size > 0, 'the figures')
  const onDirtyChange = useCallback((key: string, dirty: boolean) => {
    setDirtyKeys((keys) => {
      if (keys.has(key) === dirty) return keys
      const next = new Set(keys)
      if (dirty) next.add(key)
      else next.delete(key)
      return next
    })
  }, [])
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Agency figures</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          The figures the home, services, about and booking pages state about the agency. Until a figure is
          confirmed as the agency’s own, every page marks it as an example. The note is for staff only: say
          where the figure comes from, so the next person can check it.
        </p>
      </div>
      {figures.isPending ? (
        <Spinner label="Loading figures" />
      ) : figures.isError ? (
        <FormError message="The figures could not be loaded. Reload the page to try again." />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Figures">
          {figures.data.map((figure) => (
            <li key={figure.key}>
              <FigureRow figure={figure} onDirtyChange={onDirtyChange} />
            </li>
          ))}
        </ul>
      )}
      {guard.dialog}
    </div>
  )
}
