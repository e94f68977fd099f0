import { z } from 'zod'
import { idParamSchema } from '@/shared/fields'
import {
  acceptInvitationSchema,
  invitationInputSchema,
  invitationLookupSchema,
  invitationSentSchema,
  invitationSummarySchema,
  pendingInvitationSchema,
  setRoleSchema,
  staffMemberSchema,
  teamSchema,
} from '@/shared/team/team.schema'
import { ROLES } from '@/shared/auth/roles'
import { operation, staff } from '@/server/operations/define'
import { acceptInvitation, invite, lookUpInvitation, revokeInvitation } from './invitations.service'
import { deactivate, listTeam, reactivate, roleOf, setRole } from './team.service'

const LAST_ADMIN_409 = { 409: 'The last active admin cannot be demoted or deactivated' }

/**
 * Staff accounts on /staff/team (issue 35, docs/team.md): admins invite colleagues, change roles, deactivate and
 * reactivate accounts; the invitee accepts by the link's token (public: the token is the credential).
 */
export const teamOperations = {
  list: operation({
    summary: 'Every staff account (role, status, last sign-in) and the invitations not yet accepted',
    access: staff('admin'),
    kind: 'query',
    output: teamSchema,
    run: ({ ctx }) => listTeam(ctx.em),
    rest: { method: 'GET', path: '/admin/team', noStore: true },
  }),
  invite: operation({
    summary: 'Invite a colleague by email with a role; the link is emailed, or answered when it could not be',
    access: staff('admin'),
    kind: 'mutation',
    input: invitationInputSchema,
    output: invitationSentSchema,
    run: ({ ctx, input }) => invite(ctx.em, input, ctx.user, ctx.config, ctx.log),
    rest: {
      method: 'POST',
      path: '/admin/team/invitations',
      status: 201,
      noStore: true,
      errors: { 409: 'A staff account already uses this email address' },
    },
  }),
  revokeInvitation: operation({
    summary: 'Revoke a pending invitation: its link stops working at once',
    access: staff('admin'),
    kind: 'mutation',
    input: idParamSchema,
    output: pendingInvitationSchema,
    run: ({ ctx, input }) => revokeInvitation(ctx.em, input.id),
    rest: { method: 'POST', path: '/admin/team/invitations/:id/revoke', body: 'optional' },
  }),
  setRole: operation({
    summary: `Change a staff member’s role (${ROLES.join(', ')}); never the last active admin’s`,
    access: staff('admin'),
    kind: 'mutation',
    input: setRoleSchema,
    output: staffMemberSchema,
    run: ({ ctx, input }) => setRole(ctx.em, input.id, input.role),
    // The audit trail shows the role from what to what (ADR 0120).
    audit: {
      record: ({ input }) => ({ kind: 'user', id: input.id }),
      change: {
        field: 'role',
        from: ({ ctx, input }) => roleOf(ctx.em, input.id),
        to: ({ output }) => output.role,
      },
    },
    rest: { method: 'POST', path: '/admin/team/members/:id/role', errors: LAST_ADMIN_409 },
  }),
  deactivate: operation({
    summary: 'Deactivate a staff account: its sessions end at once, it cannot sign in, its bylines stay',
    access: staff('admin'),
    kind: 'mutation',
    input: idParamSchema,
    output: staffMemberSchema,
    run: ({ ctx, input }) => deactivate(ctx.em, input.id, ctx.user.id),
    rest: {
      method: 'POST',
      path: '/admin/team/members/:id/deactivate',
      body: 'optional',
      errors: LAST_ADMIN_409,
    },
  }),
  reactivate: operation({
    summary: 'Reactivate a deactivated staff account (it signs in again with its password)',
    access: staff('admin'),
    kind: 'mutation',
    input: idParamSchema,
    output: staffMemberSchema,
    run: ({ ctx, input }) => reactivate(ctx.em, input.id),
    rest: { method: 'POST', path: '/admin/team/members/:id/reactivate', body: 'optional' },
  }),
  invitation: operation({
    summary: 'What an invitation link invites to (address, role, expiry); 404 when used, expired or revoked',
    access: 'public',
    kind: 'query',
    input: invitationLookupSchema,
    output: invitationSummarySchema,
    run: ({ ctx, input }) => lookUpInvitation(ctx.em, input.token),
    rest: { method: 'GET', path: '/team/invitation', noStore: true },
  }),
  acceptInvitation: operation({
    summary:
      'Accept an invitation: choose a username, display name and password (the link then stops working)',
    access: 'public',
    kind: 'mutation',
    input: acceptInvitationSchema,
    output: z.object({ username: z.string(), role: z.enum(ROLES) }),
    run: ({ ctx, input }) => acceptInvitation(ctx.em, input),
    rest: {
      method: 'POST',
      path: '/team/invitation/accept',
      status: 201,
      noStore: true,
      errors: { 409: 'The username is taken' },
    },
  }),
}
