import {
  WRONG_CURRENT_PASSWORD,
  type ParsedChangePasswordInput,
  type ParsedProfilePatch,
} from '@/shared/auth/auth.schema'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import { currentUserOf, type CurrentUser } from './current-user'
import { hashPassword, verifyPassword } from './password'
import { deleteOtherSessions } from './session.service'
import { forgetOtherDevices } from './two-factor/remembered-device'
import { UserEntity } from './user.entity'

/** The signed-in staff member's own profile (issue 16): the display name and bio, and the password. */
export async function updateProfile(em: Em, userId: number, input: ParsedProfilePatch): Promise<CurrentUser> {
  const user = await em.findOne(UserEntity, { id: userId })
  if (!user) throw notFound('User')
  if (input.displayName !== undefined) user.displayName = input.displayName
  if (input.bio !== undefined) user.bio = input.bio
  await em.flush()
  return currentUserOf(user)
}

export interface PasswordChanged {
  passwordChanged: boolean
  /** How many of the user's other sessions (other browsers, scripts) were ended. */
  otherSessionsEnded: number
}

/** What identifies the browser that asks for the change: its session, and its remembered device if it has one. */
export interface ChangingBrowser {
  sessionToken: string | undefined
  deviceToken: string | undefined
}

/**
 * Changes the password after checking the current one, then ends every other session of the user and forgets
 * every other device it remembered (ADR 0117), keeping the browser that made the change. Not behind the sign-in
 * throttle: the caller already holds a session, and a wrong current password is a plain 400 on that field.
 * Choosing the password one already has changes nothing, so no session ends.
 */
export async function changePassword(
  em: Em,
  userId: number,
  browser: ChangingBrowser,
  input: ParsedChangePasswordInput,
): Promise<PasswordChanged> {
  const user = await em.findOne(UserEntity, { id: userId }, { populate: ['password'] })
  if (!user) throw notFound('User')
  if (!(await verifyPassword(user.password, input.currentPassword)))
    throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD, {
      fields: { currentPassword: WRONG_CURRENT_PASSWORD },
    })
  if (input.newPassword === input.currentPassword) return { passwordChanged: false, otherSessionsEnded: 0 }
  user.password = await hashPassword(input.newPassword)
  await em.flush()
  await forgetOtherDevices(em, userId, browser.deviceToken)
  return {
    passwordChanged: true,
    otherSessionsEnded: await deleteOtherSessions(em, userId, browser.sessionToken),
  }
}
