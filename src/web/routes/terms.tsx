import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/web/features/company/terms-page'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/terms')({
  // Staff's markdown, rendered and sanitized by the server (ADR 0155), kept in the shared read cache.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.site.pages.terms.read.queryOptions()),
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Terms of Service',
      description:
        'The rules for using this site in plain language: fair use, what our figures and recommendations mean, trademarks, staff accounts and our responsibility.',
      path: '/terms',
      keywords: ['terms of service', 'terms of use', 'website terms'],
    }),
  component: function Terms() {
    return <TermsPage copy={Route.useLoaderData()} />
  },
})
