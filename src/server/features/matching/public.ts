/** What other features may use of matching (ADR 0086): the staff overview's latest results. */
export { listResultsForStaff } from './matching-staff.service'
export { matchingCounters } from './matching-runtime'
