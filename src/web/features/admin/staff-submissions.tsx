import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useEffect, useId } from 'react'
import type { SessionUser } from '../../../shared/auth/auth.schema'
import {
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactStatus,
} from '../../../shared/contact/contact-fields'
import type { ContactSubmission } from '../../../shared/contact/contact.schema'
import { Button } from '../../components/ui/button'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card'
import { notify } from '../../components/ui/sonner'
import { useTrpc } from '../../lib/trpc'
import { displayName } from '../auth/session-cache'
import { SubmissionsState } from './submission-list'

/**
 * What a signed-in admin sees on /admin: every submission without a key, its status, and CSV export (D4, D6);
 * whether staff are emailed about new leads, and (from such an email's link) the lead it was about (ADR 0015).
 */
export function StaffSubmissions({ me, lead }: { me: SessionUser; lead?: number }) {
  const trpc = useTrpc()
  const submissions = useQuery(trpc.contact.list.queryOptions())
  const loaded = submissions.data !== undefined
  // Once the list is shown: the lead the email linked to, scrolled into view.
  useEffect(() => {
    if (loaded && lead) document.getElementById(`submission-${lead}`)?.scrollIntoView({ block: 'center' })
  }, [loaded, lead])
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">Contact Form Submissions</h2>
        </CardTitle>
        <CardDescription>Signed in as {displayName(me)}: no API key needed.</CardDescription>
        <CardAction>
          <Button asChild variant="outline" size="sm">
            <a href="/api/admin/contact/export.csv" download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {submissions.data?.notifications === 'off' && (
          <p role="note" className="rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground">
            Email notifications are off: set SMTP_URL and NOTIFY_EMAILS
          </p>
        )}
        <SubmissionsState
          status={submissions.status}
          submissions={submissions.data?.submissions}
          highlight={lead}
          errorText="Error loading submissions. Please reload the page or sign in again."
          actions={(submission) => <StatusControl submission={submission} />}
        />
      </CardContent>
    </Card>
  )
}

function StatusControl({ submission }: { submission: ContactSubmission }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const id = useId()
  const update = useMutation(
    trpc.contact.setStatus.mutationOptions({
      // Returned, so the control stays busy until the list shows the new status.
      onSuccess: () => queryClient.invalidateQueries(trpc.contact.list.queryFilter()),
      onError: () =>
        notify({
          title: 'Error',
          description: 'Failed to update the status. Please try again.',
          variant: 'destructive',
        }),
    }),
  )
  const shown = update.isPending ? update.variables.status : submission.status
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Status<span className="sr-only"> of {`${submission.firstName} ${submission.lastName}`}</span>
      </label>
      <select
        id={id}
        value={shown}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate({ id: submission.id, status: event.target.value as ContactStatus })
        }
        className="h-8 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-50"
      >
        {CONTACT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {CONTACT_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  )
}
