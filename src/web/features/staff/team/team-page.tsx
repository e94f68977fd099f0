import { Suspense } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { InviteForm } from './invite-form'
import { InvitationList } from './invitation-list'
import { MemberList } from './member-list'

/** /staff/team (issue 35, docs/team.md): the admins' screen for staff accounts and invitations. */
export function TeamPage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Team</h1>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Invite a colleague</h2>
          </CardTitle>
          <CardDescription>
            The invitation link works once, for 7 days; the colleague chooses their username, display name and
            password. Without an email server the link is shown here to pass on.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-8">
          <InviteForm />
          <Suspense fallback={<p className="text-muted-foreground">Loading…</p>}>
            <InvitationList />
          </Suspense>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Staff accounts</h2>
          </CardTitle>
          <CardDescription>
            Deactivating an account signs it out at once and keeps its articles’ bylines; reactivating lets it
            sign in again. There is always at least one active admin.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<p className="text-muted-foreground">Loading…</p>}>
            <MemberList />
          </Suspense>
        </CardContent>
      </Card>
    </div>
  )
}
