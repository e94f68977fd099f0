import { z } from 'zod'
import { textField } from '../text-field'

/** Staff sign-in: username or email, and password (decision D5). */
export const loginSchema = z.object({
  username: textField().trim().toLowerCase().min(1, 'Enter your username or email').max(255, 'Too long'),
  password: textField().min(1, 'Enter your password').max(200, 'Too long'),
})
export type LoginInput = z.input<typeof loginSchema>

/** The signed-in staff member as the browser sees them. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/** The message for every failed sign-in, so it never tells which accounts exist. */
export const SIGN_IN_FAILED = 'Incorrect username or password.'

/** Staff passwords: long beats complex (NIST SP 800-63B); the same floor for ADMIN_PASSWORD and the command. */
export const MIN_PASSWORD_LENGTH = 12

/** A new staff administrator (`npm run user:create-admin`, decision D7). */
export const newAdminSchema = z.object({
  username: textField()
    .trim()
    .toLowerCase()
    .min(3, 'The username needs at least 3 characters')
    .max(100, 'The username can have at most 100 characters')
    // No "@": sign-in takes a username or an email in one field, and the two must never be confused.
    .regex(/^[a-z0-9._-]+$/, 'The username may use only letters, digits, dots, hyphens and underscores'),
  password: textField()
    .min(MIN_PASSWORD_LENGTH, `The password is too weak: use at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'The password can have at most 200 characters'),
  email: textField()
    .trim()
    .toLowerCase()
    .max(255, 'The email can have at most 255 characters')
    .pipe(z.email('The email address is not valid'))
    .optional(),
})
export type NewAdminInput = z.input<typeof newAdminSchema>
