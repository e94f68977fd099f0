import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { useTrpc } from '@/web/lib/trpc'
import { ApiKeyCard } from './api-key-card'
import { StaffSubmissions } from './staff-submissions'

/**
 * /admin as the spec draws it (open to anyone, data behind the API key), plus decision D6: a signed-in admin
 * sees the submissions directly, with status and export.
 */
export function AdminDashboardPage() {
  const trpc = useTrpc()
  const { data: me } = useQuery(trpc.auth.me.queryOptions())
  const search = useSearch({ from: '/admin' })
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      {me?.isAdmin ? <StaffSubmissions me={me} search={search} /> : <ApiKeyCard />}
    </div>
  )
}
