import type { SessionUser } from '@/shared/auth/auth.schema'
import type { Role } from '@/shared/auth/roles'

/** The signed-in staff member as request code sees them: never the password hash. */
export type CurrentUser = SessionUser

export function currentUserOf(user: {
  id: number
  username: string
  displayName: string
  email?: string | null
  firstName?: string | null
  lastName?: string | null
  bio?: string | null
  role?: Role | null
  twoFactorSetupRequired?: boolean
}): CurrentUser {
  const role = user.role ?? null
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    email: user.email ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    bio: user.bio ?? null,
    role,
    isAdmin: role === 'admin',
    twoFactorSetupRequired: user.twoFactorSetupRequired ?? false,
  }
}
