import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '@/web/features/company/privacy-page'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/privacy')({
  // What the page states about counters, sessions and emails is the server's configuration (issue 36).
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.site.privacy.queryOptions()),
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Privacy Policy',
      description:
        'What this site stores and why, in plain language: contact form submissions, campus matching profiles, one cookie for staff, and analytics only when enabled.',
      path: '/privacy',
      keywords: ['privacy policy', 'data protection', 'cookies'],
    }),
  component: function Privacy() {
    return <PrivacyPage facts={Route.useLoaderData()} />
  },
})
