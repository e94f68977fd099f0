import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '@/web/features/auth/login-page'
import { safeRedirect } from '@/web/features/auth/safe-redirect'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/login')({
  // A plain check, not zod: route options other than the component ship with every page's first load.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  // Already signed in: straight on to where sign-in would have gone.
  beforeLoad: async ({ context, search }) => {
    const me = await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions())
    if (me) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Staff Sign In',
      description: 'Sign in to manage the site.',
      path: '/login',
      noindex: true,
    }),
  component: LoginPage,
})
