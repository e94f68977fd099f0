import type { Role } from '@/shared/auth/roles'
import type { Em } from '@/server/db/orm'
import { hashPassword } from './password'
import { UserEntity, type User } from './user.entity'

export interface UserInput {
  username: string
  password: string
  /**
   * When not given: first and last name when both are (the name bylines showed before display names, as the
   * migration fills it in), otherwise the username as stored (lower case), which is what the create-admin command
   * and ADMIN_USERNAME give, since they take no other names.
   */
  displayName?: string | null
  email?: string | null
  firstName?: string | null
  lastName?: string | null
  jobTitle?: string | null
  bio?: string | null
  company?: string | null
  /** Their staff role; none when left out. */
  role?: Role | null
  /** Shorthand for `role: 'admin'` (true) or no role (false), as accounts were made before roles. */
  isAdmin?: boolean
}

/**
 * Creates a user with a hashed password: used by the admin command, the first-start bootstrap, the seed and the
 * tests. Usernames and emails are stored in lower case, so sign-in is case-insensitive.
 */
export async function createUser(em: Em, input: UserInput): Promise<User> {
  const username = input.username.trim().toLowerCase()
  const user = em.create(UserEntity, {
    username,
    displayName: input.displayName?.trim() || fullName(input) || username,
    password: await hashPassword(input.password),
    email: input.email?.trim().toLowerCase() || null,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    jobTitle: input.jobTitle ?? null,
    bio: input.bio ?? null,
    company: input.company ?? null,
    role: input.role !== undefined ? input.role : input.isAdmin ? 'admin' : null,
  })
  await em.flush()
  return user
}

const fullName = ({ firstName, lastName }: Pick<UserInput, 'firstName' | 'lastName'>) =>
  firstName?.trim() && lastName?.trim() ? `${firstName.trim()} ${lastName.trim()}`.slice(0, 100) : ''
