import { notFound } from '@tanstack/react-router'
import { isPublicId } from '@/shared/matching/public-id'
import { isNotFoundError } from '@/web/lib/load'
import type { Trpc } from '@/web/lib/trpc'
import type { RouterContext } from '@/web/router'

/**
 * The call a link's key opens (ADR 0104), for the two routes the visitor's email links to (change and cancel).
 * Apart from the pages' components, so the route modules (in every page's first load) do not bring them along.
 */
export const manageQueryOptions = (trpc: Trpc, token: string) => trpc.booking.manage.queryOptions({ token })

/** The key in the link's path: only a public id is looked up (ADR 0053); anything else opens no call. */
export const manageLinkParams = {
  parse: ({ token }: { token: string }) => ({ token: isPublicId(token) ? token : '' }),
  stringify: ({ token }: { token: string }) => ({ token }),
}

/** The routes' loader: the call the key opens, or the route's page for a link that no longer works. */
export async function loadManagedCall({
  context,
  params,
}: {
  context: RouterContext
  params: { token: string }
}) {
  if (!params.token) throw notFound()
  try {
    await context.queryClient.ensureQueryData(manageQueryOptions(context.trpc, params.token))
  } catch (error) {
    if (isNotFoundError(error)) throw notFound()
    throw error
  }
}
