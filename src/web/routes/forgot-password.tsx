import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/web/features/auth/forgot-password-page'
import { privateHead } from '@/web/lib/seo'

/** "Forgot password?" on /login (issue 35): ask for a reset link by email; never indexed. */
export const Route = createFileRoute('/forgot-password')({
  head: privateHead(
    'Forgot your password?',
    'Ask for a link to choose a new staff password.',
    '/forgot-password',
  ),
  component: ForgotPasswordPage,
})
