/** What other features may use of team (ADR 0086): the password-reset counters, for the privacy page. */
export { passwordResetCounters } from './reset-limits'
