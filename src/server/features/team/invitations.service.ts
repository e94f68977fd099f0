import type { z } from 'zod'
import {
  LINK_INVALID,
  type acceptInvitationSchema,
  type invitationInputSchema,
} from '@/shared/team/team.schema'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import { createMailTransport } from '@/server/features/contact/public'
import { createUser, UserEntity, type CurrentUser } from '@/server/features/auth/public'
import type { Logger } from '@/server/logger'
import { claimToken, issueToken, peekToken } from '@/server/lib/tokens/single-use-token'
import { StaffInvitationEntity } from './staff-invitation.entity'
import { invitationEmail, invitationLinkOf } from './team-emails'
import { invitationOf } from './team.service'

export const INVITATION_LIFETIME_MS = 7 * 24 * 3_600_000

type InviteConfig = Pick<Config, 'SMTP_URL' | 'BRAND_NAME' | 'PUBLIC_URL' | 'NOTIFY_FROM'>

/**
 * Invites a colleague: stores the invitation (the token's hash only), then emails the link while the admin waits,
 * so the admin learns at once whether it went out. Without SMTP, or when the server refuses it, the answer
 * carries the link for the admin to pass on (ADR 0110: the link is never queued, since a queued job would keep
 * it readable in the database). A new invitation to an address replaces its pending one.
 */
export async function invite(
  em: Em,
  input: z.output<typeof invitationInputSchema>,
  admin: CurrentUser,
  config: InviteConfig,
  log: Logger,
) {
  if (await em.count(UserEntity, { email: input.email }))
    throw new AppError('CONFLICT', 'A staff account already uses this email address.', {
      fields: { email: 'A staff account already uses this email address.' },
    })
  const createdAt = new Date()
  const { token, hash, expiresAt } = issueToken(INVITATION_LIFETIME_MS, createdAt)
  await em.nativeDelete(StaffInvitationEntity, { email: input.email, usedAt: null })
  const row = em.create(StaffInvitationEntity, {
    email: input.email,
    role: input.role,
    tokenHash: hash,
    invitedBy: admin.id,
    createdAt,
    expiresAt,
  })
  await em.flush()
  const link = invitationLinkOf(config, token)
  let emailed = false
  if (config.SMTP_URL) {
    try {
      await createMailTransport(config.SMTP_URL).send(
        invitationEmail(config, { email: input.email, role: input.role, invitedBy: admin.displayName, link }),
      )
      emailed = true
    } catch (error) {
      log.warn({ err: error, invitationId: row.id }, 'invitation email not sent; the admin is shown the link')
    }
  }
  return { invitation: invitationOf(row), emailed, link: emailed ? null : link }
}

/** Revoking deletes the invitation: its link then answers like any unknown link. */
export async function revokeInvitation(em: Em, id: number) {
  const row = await em.findOne(StaffInvitationEntity, { id, usedAt: null })
  if (!row) throw notFound('Invitation')
  const revoked = invitationOf(row)
  await em.nativeDelete(StaffInvitationEntity, { id })
  return revoked
}

/** What a link invites to, for the page where the invitee chooses their names; 404 when it is not valid. */
export async function lookUpInvitation(em: Em, token: string) {
  const id = await peekToken(em, 'staff_invitations', token)
  const row = id ? await em.findOne(StaffInvitationEntity, { id }) : null
  if (!row) throw new AppError('NOT_FOUND', LINK_INVALID)
  return { email: row.email, role: row.role, expiresAt: row.expiresAt }
}

/**
 * Makes the invitee's account with the role and address of the invitation. The token is used in the same
 * transaction as the account is made: a username already taken fails both, and the link still works.
 */
export async function acceptInvitation(em: Em, input: z.output<typeof acceptInvitationSchema>) {
  return em.transactional(async (tx) => {
    const id = await claimToken(tx, 'staff_invitations', input.token)
    const row = id ? await tx.findOne(StaffInvitationEntity, { id }) : null
    if (!row) throw new AppError('NOT_FOUND', LINK_INVALID)
    if (await tx.count(UserEntity, { username: input.username }))
      throw new AppError('CONFLICT', 'This username is taken: choose another.', {
        fields: { username: 'This username is taken: choose another.' },
      })
    if (await tx.count(UserEntity, { email: row.email }))
      throw new AppError('CONFLICT', 'A staff account already uses the invited email address.')
    const user = await createUser(tx, {
      username: input.username,
      displayName: input.displayName,
      password: input.password,
      email: row.email,
      role: row.role,
    })
    return { username: user.username, role: row.role }
  })
}
