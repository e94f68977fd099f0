/**
 * /admin's search params. A plain check, not zod: route options ship with every page's first load (ADR 0012).
 * `lead`: the submission a notification email links to (ADR 0015).
 */
export interface AdminSearch {
  lead?: number
}

export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  const lead = Number(search.lead)
  return Number.isSafeInteger(lead) && lead > 0 ? { lead } : {}
}
