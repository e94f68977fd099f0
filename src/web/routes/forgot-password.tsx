import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/web/features/auth/forgot-password-page'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

/** "Forgot password?" on /login (issue 35): ask for a reset link by email; never indexed. */
export const Route = createFileRoute('/forgot-password')({
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Forgot your password?',
      description: 'Ask for a link to choose a new staff password.',
      path: '/forgot-password',
      noindex: true,
    }),
  component: ForgotPasswordPage,
})
