import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { PREVIEW_LINK_HOURS, PREVIEW_LINK_LIFETIMES } from '@/shared/blog/preview-link.schema'
import { Button } from '@/web/components/ui/button'
import { NativeSelect } from '@/web/components/ui/native-select'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { ShownOnce } from '@/web/features/staff/kit/shown-once'
import { dayAndClockTime } from './publication-date'

/**
 * "Share a preview" under the editor (issue 36, ADR 0148): a link that shows the article as last saved to anyone
 * who has it, for a lifetime chosen here. Only a hash of the link is kept, so its URL shows once, when made, with
 * a Copy button (ShownOnce); the live links are listed with their expiry, and Revoke stops one at once.
 */
export function PreviewLinks({ articleId }: { articleId: number }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const ids = useId()
  const links = useQuery(trpc.blog.previewLinks.list.queryOptions({ id: articleId }))
  const create = useMutation(trpc.blog.previewLinks.create.mutationOptions())
  const revoke = useMutation(trpc.blog.previewLinks.revoke.mutationOptions())
  const [hours, setHours] = useState<number>(PREVIEW_LINK_HOURS.default)
  const [made, setMade] = useState<{ id: number; url: string } | null>(null)
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.blog.previewLinks.list.queryKey({ id: articleId }) })

  const failed = (error: unknown, fallback: string) =>
    notify({ title: 'Error', description: (error as Error).message || fallback, variant: 'destructive' })

  async function makeLink() {
    try {
      const link = await create.mutateAsync({ id: articleId, expiresInHours: hours })
      setMade({ id: link.id, url: link.url })
      await refresh()
    } catch (error) {
      failed(error, 'Failed to create the preview link.')
    }
  }

  async function revokeLink(linkId: number) {
    try {
      await revoke.mutateAsync({ id: articleId, linkId })
      if (made?.id === linkId) setMade(null)
      await refresh()
      notify({ title: 'Preview link revoked', description: 'It no longer opens the article.' })
    } catch (error) {
      failed(error, 'Failed to revoke the preview link.')
    }
  }

  return (
    <section
      aria-labelledby={`${ids}-share`}
      className="flex flex-col gap-4 border-t pt-6"
      data-testid="preview-links"
    >
      <h2 id={`${ids}-share`} className="text-lg font-semibold">
        Share a preview
      </h2>
      <p className="text-sm text-muted-foreground">
        Anyone with the link can read the article as last saved, without signing in, until it expires or you
        revoke it. Save your changes first: the link shows what is saved.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-lifetime`} className="text-sm font-medium">
            Link works for
          </label>
          <NativeSelect
            id={`${ids}-lifetime`}
            className="w-36"
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
          >
            {PREVIEW_LINK_LIFETIMES.map((lifetime) => (
              <option key={lifetime.hours} value={lifetime.hours}>
                {lifetime.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" variant="outline" disabled={create.isPending} onClick={() => void makeLink()}>
          Create preview link
        </Button>
      </div>

      {made && (
        <ShownOnce
          key={made.url}
          title="Your preview link"
          value={made.url}
          note="Copy it now: only a hash of it is kept, so it is not shown again."
          copyLabel="Copy"
          dismissLabel="Done"
          onDismiss={() => setMade(null)}
        />
      )}

      {links.data?.length ? (
        <ul
          className="flex flex-col divide-y rounded-md border"
          aria-label="Live preview links"
          data-testid="preview-link-list"
        >
          {links.data.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <span className="flex-1">
                Expires {dayAndClockTime(link.expiresAt)} · made {dayAndClockTime(link.createdAt)} by{' '}
                {link.createdBy?.displayName ?? 'a removed account'}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => void revokeLink(link.id)}
                aria-label={`Revoke the link that expires ${dayAndClockTime(link.expiresAt)}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : links.isSuccess ? (
        <p className="text-sm text-muted-foreground">No live preview links.</p>
      ) : null}
    </section>
  )
}
