import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/web/features/company/terms-page'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/terms')({
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Terms of Service',
      description:
        'The rules for using this site in plain language: fair use, what our figures and recommendations mean, trademarks, staff accounts and our responsibility.',
      path: '/terms',
      keywords: ['terms of service', 'terms of use', 'website terms'],
    }),
  component: TermsPage,
})
