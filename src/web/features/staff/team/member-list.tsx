import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { ROLE_LABELS } from '@/shared/auth/role-labels'
import { ROLES, type Role } from '@/shared/auth/roles'
import type { StaffMember } from '@/shared/team/team.schema'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { NativeSelect } from '@/web/components/ui/native-select'
import { notify } from '@/web/components/ui/sonner'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'
import { useTrpc } from '@/web/lib/trpc'
import { procedureFailure } from '@/web/lib/trpc-error'
import { utcTime } from '@/web/features/staff/integrations/utc-time'

/** Every staff account: role (changed in place), last sign-in, status, and Deactivate or Reactivate. */
export function MemberList() {
  const trpc = useTrpc()
  const { data } = useSuspenseQuery(trpc.team.list.queryOptions())
  return (
    <Table aria-label="Staff accounts">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Last sign-in</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.members.map((member) => (
          <MemberRow key={member.id} member={member} />
        ))}
      </TableBody>
    </Table>
  )
}

function MemberRow({ member }: { member: StaffMember }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const setRole = useMutation(trpc.team.setRole.mutationOptions())
  const deactivate = useMutation(trpc.team.deactivate.mutationOptions())
  const reactivate = useMutation(trpc.team.reactivate.mutationOptions())
  const active = member.status === 'active'

  /** Runs a change and says how it went; a refusal (the last admin, say) shows the server's own words. */
  async function change(run: () => Promise<unknown>, done: string) {
    try {
      await run()
      notify({ title: done, description: `${member.displayName} (${member.username})` })
    } catch (error) {
      notify({ title: 'Not changed', description: procedureFailure(error).message })
    }
    await queryClient.invalidateQueries({ queryKey: trpc.team.pathKey() })
  }

  return (
    <TableRow>
      <TableCell>
        <span className="font-medium">{member.displayName}</span>
        <span className="block text-xs text-muted-foreground">
          {member.username}
          {member.email ? ` · ${member.email}` : ''}
        </span>
      </TableCell>
      <TableCell>
        <NativeSelect
          aria-label={`Role of ${member.displayName}`}
          value={member.role}
          disabled={setRole.isPending}
          onChange={(event) => {
            const role = event.target.value as Role
            void change(
              () => setRole.mutateAsync({ id: member.id, role }),
              `Role changed to ${ROLE_LABELS[role].label}`,
            )
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role].label}
            </option>
          ))}
        </NativeSelect>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {member.lastSignInAt ? utcTime(member.lastSignInAt) : 'Never'}
      </TableCell>
      <TableCell>
        <Badge variant={active ? 'secondary' : 'destructive'}>{active ? 'Active' : 'Deactivated'}</Badge>
      </TableCell>
      <TableCell>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={deactivate.isPending || reactivate.isPending}
          aria-label={`${active ? 'Deactivate' : 'Reactivate'} ${member.displayName}`}
          onClick={() =>
            void (active
              ? change(() => deactivate.mutateAsync({ id: member.id }), 'Account deactivated')
              : change(() => reactivate.mutateAsync({ id: member.id }), 'Account reactivated'))
          }
        >
          {active ? 'Deactivate' : 'Reactivate'}
        </Button>
      </TableCell>
    </TableRow>
  )
}
