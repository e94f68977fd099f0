import { CURRENT_PROGRAM_STATUSES } from '@/shared/programs/program-constants'

/**
 * What makes a school a partner (ADR 0024): the agency has a program planned or running there. The school page
 * counts these for its "Active Partner" badge and matching for its partner reason, from this one list, so the
 * two never disagree. A directory row's `is_active` flag says only that the college is open.
 */
export const PARTNER_PROGRAM_STATUS_SQL = `(${CURRENT_PROGRAM_STATUSES.map((status) => `'${status}'`).join(', ')})`
