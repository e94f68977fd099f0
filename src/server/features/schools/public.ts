/** What other features may use of schools (ADR 0086): the school entity, which their rows point at. */
export { SchoolEntity } from './school.entity'
