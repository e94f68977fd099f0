import { createFileRoute } from '@tanstack/react-router'
import { CancelCall, LinkGone, ManageCallShell } from '@/web/features/booking/manage-call'
import { loadManagedCall, manageLinkParams } from '@/web/features/booking/manage-query'
import { privateHead } from '@/web/lib/seo'

/** The email's link to cancel a booked call (ADR 0104): opening it reads the call; the button makes the change. */
export const Route = createFileRoute('/book-call_/cancel/$token')({
  params: manageLinkParams,
  loader: loadManagedCall,
  // A visitor's own call, behind their private link: never for search engines.
  head: privateHead('Cancel your strategy call', 'Change a booked strategy call.', '/book-call'),
  component: function CancelCallPage() {
    const { token } = Route.useParams()
    return (
      <ManageCallShell title="Cancel your strategy call">
        <CancelCall token={token} />
      </ManageCallShell>
    )
  },
  notFoundComponent: () => (
    <ManageCallShell title="Cancel your strategy call">
      <LinkGone />
    </ManageCallShell>
  ),
})
