import type { Trpc } from '@/web/lib/trpc'

/**
 * The call a link's key opens (ADR 0104). Apart from the pages' components, so the route modules (in every
 * page's first load) do not bring them along.
 */
export const manageQueryOptions = (trpc: Trpc, token: string) => trpc.booking.manage.queryOptions({ token })
