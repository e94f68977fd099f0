/** What other features may use of programs (ADR 0086): the staff overview's program list. */
export { listPrograms } from './program.service'
