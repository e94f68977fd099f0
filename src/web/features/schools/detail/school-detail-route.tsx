import { notFound } from '@tanstack/react-router'
import type { SchoolDetail } from '../../../../shared/schools/school.schema'

/**
 * What both school routes share: a missing school (NOT_FOUND from the procedure, in-process on the server as a
 * TRPCError, over HTTP in the browser as a TRPCClientError) or an invalid id becomes the route's not-found
 * state, 'School Not Found' with a 404 status.
 */
export function isMissingSchool(error: unknown): boolean {
  const code =
    (error as { code?: string } | null)?.code ?? (error as { data?: { code?: string } } | null)?.data?.code
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST'
}

export async function loadSchool(load: () => Promise<SchoolDetail>): Promise<SchoolDetail> {
  try {
    return await load()
  } catch (error) {
    if (isMissingSchool(error)) throw notFound()
    throw error
  }
}
