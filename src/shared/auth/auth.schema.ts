import { z } from 'zod'
import { emptyToNull } from '@/shared/fields'
import { textField } from '@/shared/text-field'
import { ROLES } from './roles'

/** Staff sign-in: username or email, and password (decision D5). */
export const loginSchema = z.object({
  username: textField()
    .trim()
    .toLowerCase()
    .min(1, 'Enter your username or email')
    .max(255, 'Too long')
    .meta({ description: 'The staff member’s username or email address (any case)', examples: ['admin'] }),
  password: textField()
    .min(1, 'Enter your password')
    .max(200, 'Too long')
    .meta({ description: 'Their password, as chosen', examples: ['correct horse battery staple'] }),
})
export type LoginInput = z.input<typeof loginSchema>
/** What services receive: input as the transport edge parsed it (trimmed, lower-cased). */
export type ParsedLoginInput = z.output<typeof loginSchema>

/** The signed-in staff member as the browser sees them. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** How the staff member is named on screen and in article bylines (defaults to the username). */
  displayName: z.string(),
  email: z.string().meta({ format: 'email' }).nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The short bio under the staff member's articles (issue 18); null when none. */
  bio: z.string().nullable(),
  /** Their staff role (ADR 0091); null: signed in without staff rights. */
  role: z.enum(ROLES).nullable(),
  /** `role === 'admin'`, kept for scripts written before roles. */
  isAdmin: z.boolean(),
  /**
   * An admin requires two-factor sign-in and this account has none yet: until it is set up on the profile, staff
   * operations refuse it (ADR 0115). Always sent; optional for callers that build a user by hand.
   */
  twoFactorSetupRequired: z.boolean().optional(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/** The message for every failed sign-in, so it never tells which accounts exist. */
export const SIGN_IN_FAILED = 'Incorrect username or password.'

/** Staff passwords: long beats complex (NIST SP 800-63B); the same floor for ADMIN_PASSWORD and the command. */
export const MIN_PASSWORD_LENGTH = 12

/** A staff password as chosen: the same rule for the create-admin command and a password change. */
export const newPasswordField = () =>
  textField()
    .min(MIN_PASSWORD_LENGTH, `The password is too weak: use at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'The password can have at most 200 characters')
    .meta({
      description: `The new password: ${MIN_PASSWORD_LENGTH} to 200 characters (length beats complexity)`,
      examples: ['a long and memorable passphrase'],
    })

/** The name shown on screen and in article bylines (users.display_name holds at most 100 characters). */
export const displayNameField = () =>
  textField()
    .trim()
    .min(1, 'Enter a display name')
    .max(100, 'The display name can have at most 100 characters')
    .meta({
      description: 'How the staff member is named on screen and in article bylines (1-100 characters)',
      examples: ['Jordan Rivera'],
    })

/** A new staff administrator (`npm run user:create-admin`, decision D7). */
export const newAdminSchema = z.object({
  username: textField()
    .trim()
    .toLowerCase()
    .min(3, 'The username needs at least 3 characters')
    .max(100, 'The username can have at most 100 characters')
    // No "@": sign-in takes a username or an email in one field, and the two must never be confused.
    .regex(/^[a-z0-9._-]+$/, 'The username may use only letters, digits, dots, hyphens and underscores'),
  password: newPasswordField(),
  /** Optional: the username when not given. */
  displayName: displayNameField().optional(),
  email: textField()
    .trim()
    .toLowerCase()
    .max(255, 'The email can have at most 255 characters')
    .pipe(z.email('The email address is not valid'))
    .optional(),
  /** The staff role (ADR 0091); admin when not given, as the command always made admins. */
  role: z.enum(ROLES, { error: `The role must be one of: ${ROLES.join(', ')}` }).default('admin'),
})
export type NewAdminInput = z.input<typeof newAdminSchema>
export type ParsedNewAdminInput = z.output<typeof newAdminSchema>

/** `PATCH /api/auth/me`, `auth.updateProfile`: what staff may change about themselves. */
export const profileSchema = z.object({
  displayName: displayNameField(),
  /** Optional: left out, the bio stays as it is; empty, it is removed (users.bio holds at most 500 characters). */
  bio: textField()
    .trim()
    .max(500, 'The bio can have at most 500 characters')
    .transform(emptyToNull)
    .nullable()
    .optional()
    .meta({
      description: 'A sentence or two shown under the staff member’s articles; empty text or null removes it',
      examples: ['Writes about campus events and student life.'],
    }),
})
export type ProfileInput = z.input<typeof profileSchema>

/** `PATCH /api/auth/me`, `auth.updateProfile`: any of those fields; one left out stays as it is. */
export const profilePatchSchema = profileSchema.partial()
export type ParsedProfilePatch = z.output<typeof profilePatchSchema>

/**
 * `POST /api/auth/me/password`, `auth.changePassword`: the current password proves it is the staff member at the
 * keyboard (not someone at an unlocked screen); the new one follows the same rule as at creation.
 */
export const changePasswordSchema = z.object({
  currentPassword: textField()
    .min(1, 'Enter your current password')
    .max(200, 'Too long')
    .meta({
      description: 'The password in use now, proving who is at the keyboard',
      examples: ['old passphrase here'],
    }),
  newPassword: newPasswordField(),
})
export type ChangePasswordInput = z.input<typeof changePasswordSchema>
export type ParsedChangePasswordInput = z.output<typeof changePasswordSchema>

/** The answer to a wrong current password: a 400 on that field, never the sign-in message. */
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.'
