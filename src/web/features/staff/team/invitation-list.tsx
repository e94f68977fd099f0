import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { ROLE_LABELS } from '@/shared/auth/role-labels'
import type { PendingInvitation } from '@/shared/team/team.schema'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { notify } from '@/web/components/ui/sonner'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'
import { useTrpc } from '@/web/lib/trpc'
import { utcTime } from '@/web/features/staff/integrations/utc-time'

/** Invitations not yet accepted: pending or expired, each with Revoke. */
export function InvitationList() {
  const trpc = useTrpc()
  const { data } = useSuspenseQuery(trpc.team.list.queryOptions())
  if (data.invitations.length === 0) return <p className="text-muted-foreground">No pending invitations.</p>
  return (
    <Table aria-label="Pending invitations">
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </TableBody>
    </Table>
  )
}

function InvitationRow({ invitation }: { invitation: PendingInvitation }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const revoke = useMutation(trpc.team.revokeInvitation.mutationOptions())

  async function revokeIt() {
    try {
      await revoke.mutateAsync({ id: invitation.id })
      notify({
        title: 'Invitation revoked',
        description: `The link sent to ${invitation.email} no longer works.`,
      })
    } catch {
      notify({ title: 'The invitation could not be revoked', description: 'Please try again.' })
    }
    await queryClient.invalidateQueries({ queryKey: trpc.team.pathKey() })
  }

  return (
    <TableRow>
      <TableCell className="font-medium">{invitation.email}</TableCell>
      <TableCell>{ROLE_LABELS[invitation.role].label}</TableCell>
      <TableCell className="whitespace-nowrap">{utcTime(invitation.expiresAt)}</TableCell>
      <TableCell>
        <Badge variant="outline">{invitation.status === 'pending' ? 'Invited' : 'Expired'}</Badge>
      </TableCell>
      <TableCell>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`Revoke the invitation of ${invitation.email}`}
          onClick={revokeIt}
        >
          Revoke
        </Button>
      </TableCell>
    </TableRow>
  )
}
