import { notFound } from '@tanstack/react-router'
import { isNotFoundError } from '@/web/lib/load'
import type { RouterContext } from '@/web/router'
import { programHead } from './program-head'

/** A program id in a URL: a positive whole number that fits the column; anything else is no program. */
export const programIdOf = (param: string) => (/^[1-9]\d{0,8}$/.test(param) ? Number(param) : undefined)

/**
 * The detail route's load: the program into the query cache, and the page's head computed here, in the route's
 * chunk, so head() in the route tree carries none of the program wording. NOT_FOUND from the procedure becomes
 * the route's not-found state (HTTP 404).
 */
export async function loadProgramPage({ queryClient, trpc }: RouterContext, id: number) {
  try {
    const [site, program] = await Promise.all([
      queryClient.ensureQueryData(trpc.site.config.queryOptions()),
      queryClient.ensureQueryData(trpc.programs.byId.queryOptions({ id })),
    ])
    return { head: programHead(site, program) }
  } catch (error) {
    if (isNotFoundError(error)) throw notFound()
    throw error
  }
}
