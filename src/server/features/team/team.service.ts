import type { Role } from '@/shared/auth/roles'
import type { PendingInvitation, StaffMember } from '@/shared/team/team.schema'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import { signOutEverywhere, UserEntity, type User } from '@/server/features/auth/public'
import { StaffInvitationEntity, type StaffInvitation } from './staff-invitation.entity'

export const LAST_ADMIN =
  'This is the last active admin: make another account an admin before demoting or deactivating this one.'

const memberOf = (user: User): StaffMember => ({
  id: user.id,
  username: user.username,
  displayName: user.displayName,
  email: user.email ?? null,
  role: user.role!,
  status: user.deactivatedAt ? 'deactivated' : 'active',
  lastSignInAt: user.lastSignInAt ?? null,
})

export const invitationOf = (row: StaffInvitation, now = new Date()): PendingInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: row.expiresAt > now ? 'pending' : 'expired',
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
})

/** The team screen: every account with a staff role, and the invitations not yet accepted. */
export async function listTeam(em: Em) {
  const users = await em.find(
    UserEntity,
    { role: { $ne: null } },
    { orderBy: { displayName: 'asc', id: 'asc' } },
  )
  const invitations = await em.find(
    StaffInvitationEntity,
    { usedAt: null },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  )
  return { members: users.map(memberOf), invitations: invitations.map((row) => invitationOf(row)) }
}

/**
 * Runs `change` on a staff account while no other admin change can interleave: the active admins' rows are
 * locked first (in id order, so two such changes queue instead of deadlocking), then `change` is told whether
 * the account is the only active admin. Two admins demoting each other at once: the second sees one admin left.
 */
async function withAdminsLocked<T>(
  em: Em,
  userId: number,
  change: (tx: Em, user: User, lastAdmin: boolean) => Promise<T>,
) {
  return em.transactional(async (tx) => {
    const admins = await tx.execute<{ id: number }[]>(
      `select "id" from "users" where "role" = 'admin' and "deactivated_at" is null order by "id" for update`,
    )
    const user = await tx.findOne(UserEntity, { id: userId, role: { $ne: null } })
    if (!user) throw notFound('Staff member')
    const lastAdmin = admins.length === 1 && admins[0]!.id === user.id
    return change(tx, user, lastAdmin)
  })
}

/** A staff member's role as stored now (null: no such account), for the audit trail's "from" (ADR 0120). */
export async function roleOf(em: Em, userId: number): Promise<Role | null> {
  const user = await em.findOne(UserEntity, { id: userId }, { fields: ['role'] })
  return user?.role ?? null
}

export async function setRole(em: Em, userId: number, role: Role) {
  return withAdminsLocked(em, userId, async (tx, user, lastAdmin) => {
    if (lastAdmin && role !== 'admin') throw new AppError('CONFLICT', LAST_ADMIN)
    user.role = role
    await tx.flush()
    return memberOf(user)
  })
}

/** Deactivates an account: it signs in to nothing, its sessions end in the same transaction, its bylines stay. */
export async function deactivate(em: Em, userId: number, actorId: number) {
  if (userId === actorId)
    throw new AppError('CONFLICT', 'You cannot deactivate your own account: ask another admin.')
  return withAdminsLocked(em, userId, async (tx, user, lastAdmin) => {
    if (lastAdmin) throw new AppError('CONFLICT', LAST_ADMIN)
    user.deactivatedAt ??= new Date()
    await tx.flush()
    await signOutEverywhere(tx, user.id)
    return memberOf(user)
  })
}

export async function reactivate(em: Em, userId: number) {
  const user = await em.findOne(UserEntity, { id: userId, role: { $ne: null } })
  if (!user) throw notFound('Staff member')
  user.deactivatedAt = null
  await em.flush()
  return memberOf(user)
}
