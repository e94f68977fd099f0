/** What other features may use of auth (ADR 0086): the user entity, the signed-in user, and making a user. */
export { UserEntity, type User } from './user.entity'
export type { CurrentUser } from './current-user'
export { createUser } from './user.factory'
export { signInCounters } from './login-throttle'
// Staff accounts (features/team): new passwords, and ending an account's sessions and remembered devices.
export { hashPassword } from './password'
export { signOutEverywhere } from './sign-out-everywhere'
