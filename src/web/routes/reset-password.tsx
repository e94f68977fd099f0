import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/web/features/auth/forgot-password-page'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

/** A password-reset email's link (issue 35): the token allows one new password within the hour; never indexed. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Choose a new password',
      description: 'Choose a new staff password.',
      path: '/reset-password',
      noindex: true,
    }),
  component: ResetPasswordPage,
})
