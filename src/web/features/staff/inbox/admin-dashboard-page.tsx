import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { hasRole, SCREEN_ROLES } from '@/shared/auth/roles'
import { useTrpc } from '@/web/lib/trpc'
import { ApiKeyCard } from './api-key-card'
import { StaffSubmissions } from './staff-submissions'

/**
 * /admin (decision D6): signed-in staff whose role handles leads (admin, sales) see the submissions
 * directly, with status and export; other staff are told their role does not open them; a visitor reaches the
 * spec's API-key card through `?with=key` (the route sends any other visitor to /login).
 */
export function AdminDashboardPage() {
  const trpc = useTrpc()
  const { data: me } = useQuery(trpc.auth.me.queryOptions())
  const search = useSearch({ from: '/admin' })
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      {me && hasRole(me, SCREEN_ROLES.leads) ? (
        <StaffSubmissions me={me} search={search} />
      ) : me?.role ? (
        <p role="alert" className="mt-6 text-muted-foreground">
          Leads are for admins and sales: your staff role does not open them. Ask an administrator if you need
          it.
        </p>
      ) : (
        <ApiKeyCard />
      )}
    </div>
  )
}
