import type { ParsedNewAdminInput } from '@/shared/auth/auth.schema'
import type { Em } from '@/server/db/orm'
import { AppError } from '@/server/errors'
import { currentUserOf, type CurrentUser } from './current-user'
import { createUser } from './user.factory'
import { UserEntity } from './user.entity'

/**
 * A new staff account (decision D7), for `npm run user:create-admin`: an administrator unless the command names
 * another role (ADR 0091). Weak passwords and taken usernames
 * or emails are refused with a message that says which; nothing is ever overwritten. The command parses the input.
 */
export async function createAdminAccount(em: Em, input: ParsedNewAdminInput): Promise<CurrentUser> {
  const taken = await em.findOne(UserEntity, {
    $or: [{ username: input.username }, ...(input.email ? [{ email: input.email }] : [])],
  })
  if (taken) {
    throw new AppError(
      'CONFLICT',
      taken.username === input.username
        ? `A user named "${input.username}" already exists: choose another username.`
        : `The email ${input.email} already belongs to user "${taken.username}".`,
    )
  }
  const user = await createUser(em, { ...input, email: input.email ?? null })
  return currentUserOf(user)
}
