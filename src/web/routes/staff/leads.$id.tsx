import { createFileRoute } from '@tanstack/react-router'
import { awaitOnServer } from '@/web/lib/load'
import { BackToInbox, LeadPage } from '@/web/features/staff/leads/lead-page'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

/** The lead's id from the path; 0 (found by nobody) for anything that is not one. */
const idOf = (raw: string) => {
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0
}

/** A lead as one record (issue 38 point 5, ADR 0130), for the staff who handle leads. */
export const Route = createFileRoute('/staff/leads/$id')({
  beforeLoad: requireRole('leads'),
  loader: ({ context: { queryClient, trpc }, params }) =>
    idOf(params.id)
      ? awaitOnServer(
          queryClient
            .ensureQueryData(trpc.contact.lead.queryOptions({ id: idOf(params.id) }))
            // A lead erased or never there: the page says so, instead of the route failing.
            .catch(() => undefined),
        )
      : undefined,
  head: privateHead('Lead', 'One lead, for staff.', '/staff/leads'),
  component: function LeadRoute() {
    const id = idOf(Route.useParams().id)
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-10 sm:px-6 lg:px-8">
        <BackToInbox />
        {id ? <LeadPage id={id} /> : <p role="alert">There is no such lead.</p>}
      </div>
    )
  },
})
