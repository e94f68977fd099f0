/** The audit screen's filters as they sit in the URL: text fields only, an empty one dropped; a page from 2. */
export const AUDIT_FILTERS = ['actor', 'action', 'recordKind', 'recordId', 'from', 'to'] as const
export type AuditFilter = (typeof AUDIT_FILTERS)[number]
export type AuditSearch = Partial<Record<AuditFilter, string>> & { page?: number }

export function auditSearchOf(search: Record<string, unknown>): AuditSearch {
  const result: AuditSearch = {}
  for (const key of AUDIT_FILTERS) {
    const value = search[key]
    if (typeof value === 'string' && value.trim()) result[key] = value.trim().slice(0, 100)
  }
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1) result.page = page
  return result
}
