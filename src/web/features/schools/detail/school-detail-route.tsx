import { notFound } from '@tanstack/react-router'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import { isMissingError } from '@/web/lib/load'
import type { RouterContext } from '@/web/router'
import { schoolHead } from './school-head'

/**
 * What both school routes share: a missing school (NOT_FOUND from the procedure, in-process on the server as a
 * TRPCError, over HTTP in the browser as a TRPCClientError) or an invalid id or slug becomes the route's
 * not-found state, 'School Not Found' with a 404 status. The page's head is computed here, in the routes'
 * chunk, so head() in the route tree carries none of the school wording.
 */
export async function loadSchool(
  { queryClient, trpc }: RouterContext,
  load: () => Promise<SchoolDetail>,
  /** Loads what the not-found page shows for this address (the closest schools), before it renders. */
  loadSuggestions?: () => Promise<unknown>,
) {
  try {
    const [site, school] = await Promise.all([
      queryClient.ensureQueryData(trpc.site.config.queryOptions()),
      load(),
    ])
    return { head: schoolHead(site, school) }
  } catch (error) {
    if (isMissingError(error)) {
      // Suggestions are a help, not the page: a failure to find them leaves the plain 404.
      await loadSuggestions?.().catch(() => undefined)
      throw notFound()
    }
    throw error
  }
}
