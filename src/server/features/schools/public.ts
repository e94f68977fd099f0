/**
 * What other features may use of schools (ADR 0086): the school entity, which their rows point at, and the
 * directory's size, which the marketing copy states (ADR 0029).
 */
export { SchoolEntity } from './school.entity'
export { PARTNER_PROGRAM_STATUS_SQL } from './partnership'
export { networkSize } from './school-network.service'
