import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Download } from '@/web/components/icons/icons'
import { useEffect, useState } from 'react'
import type { SessionUser } from '@/shared/auth/auth.schema'
import { Button } from '@/web/components/ui/button'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card'
import { useTrpc } from '@/web/lib/trpc'
import { displayName } from '@/web/features/auth/session-cache'
import { ListPages } from '@/web/features/staff/kit/list-frame'
import { inboxQuery, type AdminSearch } from './admin-search'
import { BulkActions } from './bulk-actions'
import { InboxFilters } from './inbox-filters'
import { StatusControl } from './status-control'
import { SubmissionsState } from './submission-list'

/**
 * What a signed-in admin sees on /admin (decisions D4, D6, issue 16): the inbox without a key, filtered by status
 * and searched, newest first, a page at a time, all of it in the URL; status changes; CSV export; whether staff
 * are emailed about new leads, and (from such an email's link) the one lead it was about (ADR 0015).
 */
export function StaffSubmissions({ me, search }: { me: SessionUser; search: AdminSearch }) {
  const trpc = useTrpc()
  const submissions = useQuery({
    ...trpc.contact.list.queryOptions(inboxQuery(search)),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
  const data = submissions.data
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  // Only what is on screen can be acted on: a new page or filter starts a new selection.
  const shown = new Set(data?.submissions.map((s) => s.id))
  const ticked = [...selected].filter((id) => shown.has(id))
  const lead = search.lead
  const loaded = data !== undefined
  // Once the list is shown: the lead the email linked to, in view.
  useEffect(() => {
    if (loaded && lead) document.getElementById(`submission-${lead}`)?.scrollIntoView?.({ block: 'center' })
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
        {data?.notifications === 'off' && (
          <p role="note" className="rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground">
            Email notifications are off: set SMTP_URL and NOTIFY_EMAILS
          </p>
        )}
        {lead ? (
          <p className="text-sm">
            Showing the submission a notification email links to.{' '}
            <Link to="/admin" className="text-primary underline underline-offset-4">
              Show all submissions
            </Link>
          </p>
        ) : (
          <InboxFilters search={search} />
        )}
        {data?.submissions.length ? <BulkActions ids={ticked} onDone={() => setSelected(new Set())} /> : null}
        <SubmissionsState
          linkNames
          select={(submission) => (
            <input
              type="checkbox"
              className="mt-5 size-4"
              aria-label={`Select ${submission.firstName} ${submission.lastName}`}
              checked={selected.has(submission.id)}
              onChange={(event) => toggle(submission.id, event.target.checked)}
            />
          )}
          status={submissions.status}
          submissions={data?.submissions}
          total={data?.total}
          filtered={Boolean(search.status || search.q || lead || search.owner || search.folder)}
          errorText="Error loading submissions. Please reload the page or sign in again."
          highlight={lead}
          actions={(submission) => <StatusControl submission={submission} />}
        />
        <ListPages
          label="Submission pages"
          page={search.page ?? 1}
          totalPages={data?.pageCount ?? 1}
          linkTo={(page, props) => (
            <Link to="/admin" search={{ ...search, page: page > 1 ? page : undefined }} {...props} />
          )}
        />
      </CardContent>
    </Card>
  )
}
