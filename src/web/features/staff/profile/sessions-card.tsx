import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { utcTime } from '@/web/features/staff/integrations/utc-time'

/** The browsers signed in as this staff member (issue 35), each of which they may sign out from here. */
export function SessionsCard() {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const list = useQuery(trpc.sessions.list.queryOptions())
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.sessions.list.queryKey() })
  const end = useMutation(trpc.sessions.end.mutationOptions({ onSuccess: refresh }))
  const endOthers = useMutation(trpc.sessions.endOthers.mutationOptions({ onSuccess: refresh }))
  const sessions = list.data?.sessions ?? []
  const others = sessions.filter((session) => !session.current).length

  return (
    <Card>
      <CardHeader>
        <CardTitle>Where you are signed in</CardTitle>
        <CardDescription>
          Each browser signed in as you. End one you do not recognise: it is signed out at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!list.data ? (
          <p className="text-sm text-muted-foreground">{list.isError ? 'Could not load.' : 'Loading...'}</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Your sessions">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="text-sm">
                  <p className="font-medium">
                    {session.device}
                    {session.current && <span className="ml-2 text-primary">(this device)</span>}
                  </p>
                  <p className="text-muted-foreground">
                    {session.ip ?? 'Address unknown'} · signed in {utcTime(session.createdAt)} · last seen{' '}
                    {utcTime(session.lastSeenAt)}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={end.isPending}
                    aria-label={`End the session of ${session.device}, last seen ${utcTime(session.lastSeenAt)}`}
                    onClick={async () => {
                      await end.mutateAsync({ id: session.id })
                      notify({ title: 'Session ended', description: `${session.device} is signed out.` })
                    }}
                  >
                    End
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {others > 0 && (
          <Button
            variant="outline"
            className="self-start"
            disabled={endOthers.isPending}
            onClick={async () => {
              const { ended } = await endOthers.mutateAsync()
              notify({ title: 'Signed out elsewhere', description: `${ended} other sessions ended.` })
            }}
          >
            End all other sessions
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
