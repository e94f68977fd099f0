import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { ROLES } from '@/shared/auth/roles'
import { createdAtColumn } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'

/**
 * A colleague invited by an admin (issue 35): the address, the role they will get, and the link's token as its
 * SHA-256 (ADR 0110). Used once, when the invitee makes their account; revoking deletes the row.
 */
export const StaffInvitationEntity = defineEntity({
  name: 'StaffInvitation',
  tableName: 'staff_invitations',
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.string().length(255),
    role: p.enum([...ROLES]),
    tokenHash: p.string().length(64).unique(),
    invitedBy: () => p.manyToOne(UserEntity).fieldName('invited_by_id').deleteRule('set null').nullable(),
    createdAt: createdAtColumn(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
})
export type StaffInvitation = InferEntity<typeof StaffInvitationEntity>
