import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '@/web/features/company/privacy-page'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/privacy')({
  // Staff's prose (ADR 0156), and what the page states about what is stored and for how long: the server's
  // configuration (issue 36 point 5), never the prose.
  loader: async ({ context }) => {
    const [copy, facts] = await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.site.pages.privacy.read.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.site.privacy.queryOptions()),
    ])
    return { copy, facts }
  },
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Privacy Policy',
      description:
        'What this site stores and why, in plain language: contact form submissions, campus matching profiles, one cookie for staff, and analytics only when enabled.',
      path: '/privacy',
      keywords: ['privacy policy', 'data protection', 'cookies'],
    }),
  component: function Privacy() {
    return <PrivacyPage {...Route.useLoaderData()} />
  },
})
