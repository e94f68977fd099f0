import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import type { Logger } from '@/server/logger'
import { createUser } from './user.factory'
import { UserEntity } from './user.entity'

/**
 * Decision D7: on a start where no admin exists yet, ADMIN_USERNAME and ADMIN_PASSWORD create the first one.
 * Nothing happens once any admin exists, so changing the variables later never resets a password.
 */
export async function bootstrapAdmin(em: Em, config: Config, log: Logger): Promise<boolean> {
  if (!config.ADMIN_USERNAME || !config.ADMIN_PASSWORD) return false
  if ((await em.count(UserEntity, { role: 'admin' })) > 0) return false
  await createUser(em, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
    email: config.ADMIN_EMAIL ?? null,
    role: 'admin',
  })
  log.info({ username: config.ADMIN_USERNAME }, 'first admin created from ADMIN_USERNAME')
  return true
}
