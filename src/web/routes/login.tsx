import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '@/web/features/auth/login-page'
import { safeRedirect } from '@/web/features/auth/safe-redirect'
import { privateHead } from '@/web/lib/seo'

export const Route = createFileRoute('/login')({
  // A plain check, not zod: route options other than the component ship with every page's first load.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  // Already signed in: straight on to where sign-in would have gone.
  beforeLoad: async ({ context, search }) => {
    const me = await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions())
    if (me) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  head: privateHead('Staff Sign In', 'Sign in to manage the site.', '/login'),
  component: LoginPage,
})
