import type { Em } from '@/server/db/orm'
import { deleteUserSessions } from './session.service'
import { forgetDevices } from './two-factor/remembered-device'

/**
 * Ends every session of the account and forgets every device it remembered (ADR 0117): after a password reset or
 * a deactivation, nothing that was signed in or trusted before is left, on any browser.
 */
export async function signOutEverywhere(em: Em, userId: number): Promise<void> {
  await deleteUserSessions(em, userId)
  await forgetDevices(em, userId)
}
