import { z } from 'zod'
import { idParamSchema } from '@/shared/fields'
import { textField } from '@/shared/text-field'
import { displayNameField, newAdminSchema, newPasswordField } from '@/shared/auth/auth.schema'
import { ROLES } from '@/shared/auth/roles'

/** Staff accounts (issue 35, docs/team.md): invitations, roles, deactivation and password resets. */

const emailField = () =>
  textField()
    .trim()
    .toLowerCase()
    .max(255, 'The email can have at most 255 characters')
    .pipe(z.email('Enter a valid email address'))
    .meta({ description: 'An email address (any case)', examples: ['jordan@example.com'] })

const roleField = () =>
  z
    .enum(ROLES, { error: `The role must be one of: ${ROLES.join(', ')}` })
    .meta({ description: 'The staff role (ADR 0091)', examples: ['editor'] })

/** A link's token: what follows `token=` in the emailed link. */
const tokenField = () =>
  textField()
    .min(1, 'This link is incomplete')
    .max(100, 'This link is not valid')
    .meta({
      description: 'The token from the emailed link',
      examples: ['Qm9vdHN0cmFwLXRva2VuLWV4YW1wbGUtMDEyMzQ1Njc4'],
    })

/** `POST /api/admin/team/invitations`, `team.invite`. */
export const invitationInputSchema = z.object({ email: emailField(), role: roleField() })
export type InvitationInput = z.input<typeof invitationInputSchema>

export const STAFF_STATUSES = ['active', 'deactivated'] as const

/** One staff account as the team screen lists it. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(STAFF_STATUSES),
  lastSignInAt: z.date().nullable(),
})
export type StaffMember = z.infer<typeof staffMemberSchema>

/** An invitation not yet accepted: pending until it expires. */
export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(['pending', 'expired']),
  createdAt: z.date(),
  expiresAt: z.date(),
})
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>

export const teamSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(pendingInvitationSchema),
})

/** What inviting answers: the link only when it was not emailed, for the admin to pass on. */
export const invitationSentSchema = z.object({
  invitation: pendingInvitationSchema,
  emailed: z.boolean(),
  link: z.string().nullable(),
})

export const setRoleSchema = idParamSchema.extend({ role: roleField() })

/** `GET /api/team/invitation?token=…`: what a link invites to, before the invitee chooses their names. */
export const invitationLookupSchema = z.object({ token: tokenField() })
export const invitationSummarySchema = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  expiresAt: z.date(),
})

/** `POST /api/team/invitation/accept`: the invitee's own username, display name and password. */
export const acceptInvitationSchema = z.object({
  token: tokenField(),
  username: newAdminSchema.shape.username.meta({
    description: 'Letters, digits, dots, hyphens and underscores; 3-100 characters',
    examples: ['jordan'],
  }),
  displayName: displayNameField(),
  password: newPasswordField(),
})
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>

/** `POST /api/auth/password-reset`: where to send the link. */
export const passwordResetRequestSchema = z.object({ email: emailField() })
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>

/** `POST /api/auth/password-reset/complete`: the link's token and the new password. */
export const passwordResetSchema = z.object({ token: tokenField(), password: newPasswordField() })
export type PasswordResetInput = z.input<typeof passwordResetSchema>

/** The one answer to every reset request, whether or not the address has an account. */
export const RESET_REQUESTED =
  'If that address belongs to a staff account, a link to choose a new password is on its way. It works once, within an hour.'

/** An unknown, used or expired link: one message for the three. */
export const LINK_INVALID = 'This link is not valid any more: it was used, it expired, or it was revoked.'
