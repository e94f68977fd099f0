import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { useTrpc } from '@/web/lib/trpc'
import { ShownOnce } from '@/web/features/staff/kit/shown-once'
import { procedureFailure } from '@/web/lib/trpc-error'

/**
 * The staff member's own calendar feed (ADR 0125): a secret URL a calendar app subscribes to. Only a hash is
 * kept, so the URL shows once, when made or reset, with a copy button; a reset stops the old URL at once.
 */
export function CalendarFeedCard() {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const status = useQuery(trpc.calls.feed.queryOptions())
  const reset = useMutation(trpc.calls.resetFeed.mutationOptions())
  const [url, setUrl] = useState<string | null>(null)
  const has = Boolean(status.data?.createdAt)

  async function make() {
    const made = await reset.mutateAsync()
    setUrl(made.url)
    await queryClient.invalidateQueries({ queryKey: trpc.calls.feed.pathKey() })
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Your calendar feed</h2>
        </CardTitle>
        <CardDescription>
          Subscribe to the calls in your calendar app (Google Calendar, Outlook, Apple Calendar) by this
          secret URL: the calls of the last 30 days and all ahead, read-only, refreshed as often as the app
          asks. Anyone with the URL sees the calls’ times and names, so keep it to yourself; resetting it
          stops the old one at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {url ? (
          <ShownOnce
            key={url}
            title="Your feed URL"
            value={url}
            note="Add it to your calendar now: only a hash is kept, so it is not shown again. Lost it? Reset it."
            copyLabel="Copy URL"
            dismissLabel="Done"
            onDismiss={() => setUrl(null)}
          />
        ) : (
          <p className="text-sm">
            {has
              ? `You made your feed URL on ${status.data!.createdAt!.toLocaleDateString('en-US', { dateStyle: 'long' })}.`
              : 'You have no feed URL yet.'}
          </p>
        )}
        {reset.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {procedureFailure(reset.error).message}
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={reset.isPending}
          onClick={make}
        >
          {has ? 'Reset the feed URL' : 'Make my feed URL'}
        </Button>
      </CardContent>
    </Card>
  )
}
