import { useQuery } from '@tanstack/react-query'
import { hasRole, PUBLISHER_ROLES } from '@/shared/auth/roles'
import { useTrpc } from '@/web/lib/trpc'

/**
 * Whether the signed-in staff member publishes (admins, editors) or writes drafts for review (authors, ADR
 * 0091): the blog screens show an author no publishing controls, which the server would refuse anyway.
 */
export function useCanPublish() {
  const trpc = useTrpc()
  const { data: me } = useQuery(trpc.auth.me.queryOptions())
  return hasRole(me, PUBLISHER_ROLES)
}
