import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/web/features/auth/forgot-password-page'
import { privateHead } from '@/web/lib/seo'

/** A password-reset email's link (issue 35): the token allows one new password within the hour; never indexed. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  head: privateHead('Choose a new password', 'Choose a new staff password.', '/reset-password'),
  component: ResetPasswordPage,
})
