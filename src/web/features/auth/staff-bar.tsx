import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { LogOut, ShieldCheck } from '@/web/components/icons/icons'
import type { SessionUser } from '@/shared/auth/auth.schema'
import { Button } from '@/web/components/ui/button'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { newLeadsQuery } from '@/web/features/staff/inbox/admin-search'
import { screensFor } from '@/web/features/staff/staff-screens'
import { ROLE_LABELS } from '@/shared/auth/role-labels'
import { applySession, displayName } from './session-cache'
import { isStaffPath } from './staff-paths'

// The current screen (aria-current="page", which the router's Link sets) stands out with a tint and underline.
const staffLink =
  'rounded-md px-2 py-1 font-medium underline-offset-4 hover:underline focus-visible:outline-primary-foreground aria-[current=page]:bg-primary-foreground/15 aria-[current=page]:underline'

/**
 * The thin bar signed-in staff see above the header: who they are and their role, the one staff navigation (the
 * staff screens their role may open, STAFF_SCREENS), and sign-out. Loaded
 * only for staff (see staff-bar-slot.tsx), so visitors never download it.
 */
export function StaffBar({ user }: { user: SessionUser }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const router = useRouter()
  const signOut = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: async () => {
        applySession(queryClient, trpc, null)
        // A staff page has nothing left to show: on to the sign-in page. Elsewhere, the page stays as it is.
        if (isStaffPath(router.state.location.pathname)) await router.navigate({ to: '/login' })
        else await router.invalidate()
      },
      onError: () =>
        notify({
          title: 'Error',
          description: 'Could not sign out. Please try again.',
          variant: 'destructive',
        }),
    }),
  )
  return (
    <div className="on-primary bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 text-sm sm:px-6 lg:px-8">
        <p className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-4" />
          <span>
            Signed in as <strong className="font-semibold">{displayName(user)}</strong>
            {user.role ? ` (${ROLE_LABELS[user.role].label})` : ''}
          </span>
        </p>
        <nav aria-label="Staff" className="flex flex-wrap items-center gap-1">
          {screensFor(user).map((screen) => (
            <Link
              key={screen.to}
              to={screen.to}
              activeOptions={{ exact: screen.exact, includeSearch: false }}
              className={staffLink}
            >
              {screen.label}
              {screen.to === '/admin' && <NewLeadsCount />}
            </Link>
          ))}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="h-7 text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <LogOut aria-hidden />
            {signOut.isPending ? 'Signing out...' : 'Sign out'}
          </Button>
        </nav>
      </div>
    </div>
  )
}

/**
 * How many leads are still new, beside the inbox link. The list procedure with a page of one: only its total is
 * read. Read again after any status change (the inbox invalidates the list) and every minute, for leads that
 * come in meanwhile.
 */
function NewLeadsCount() {
  const trpc = useTrpc()
  const { data } = useQuery({
    ...trpc.contact.list.queryOptions(newLeadsQuery),
    refetchInterval: 60_000,
  })
  if (!data?.total) return null
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary-foreground px-1.5 text-xs font-semibold text-primary">
      {data.total}
      <span className="sr-only"> new</span>
    </span>
  )
}
