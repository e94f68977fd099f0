import { createFileRoute, notFound } from '@tanstack/react-router'
import { isPublicId } from '@/shared/matching/public-id'
import { ChangeCall, LinkGone, ManageCallShell } from '@/web/features/booking/manage-call'
import { manageQueryOptions } from '@/web/features/booking/manage-query'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

const isNotFound = (error: unknown) => {
  const code =
    (error as { code?: string } | null)?.code ?? (error as { data?: { code?: string } } | null)?.data?.code
  return code === 'NOT_FOUND'
}

/** The email's link to change a booked call (ADR 0104): opening it reads the call; the button makes the change. */
export const Route = createFileRoute('/book-call_/change/$token')({
  params: {
    // Only a public id is looked up (ADR 0053); anything else is the page for a link that no longer works.
    parse: ({ token }) => ({ token: isPublicId(token) ? token : '' }),
    stringify: ({ token }) => ({ token }),
  },
  loader: async ({ context, params }) => {
    if (!params.token) throw notFound()
    try {
      await context.queryClient.ensureQueryData(manageQueryOptions(context.trpc, params.token))
    } catch (error) {
      if (isNotFound(error)) throw notFound()
      throw error
    }
  },
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Move your strategy call',
      description: 'Change a booked strategy call.',
      path: '/book-call',
      // A visitor's own call, behind their private link: never for search engines.
      noindex: true,
    }),
  component: function ChangeCallPage() {
    const { token } = Route.useParams()
    return (
      <ManageCallShell title="Move your strategy call">
        <ChangeCall token={token} />
      </ManageCallShell>
    )
  },
  notFoundComponent: () => (
    <ManageCallShell title="Move your strategy call">
      <LinkGone />
    </ManageCallShell>
  ),
})
