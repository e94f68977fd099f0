import type { Em } from './orm'
import { AppSettingEntity } from './app-setting.entity'
import { seeders } from './seeders'

const SEEDED_KEY = 'demo_data_seeded_at'

/**
 * Fills a new database with the demo content every feature contributes (see seeders.ts), once: a marker row
 * written in the same transaction means a restart, or a database whose demo rows were deleted on purpose, is
 * never seeded again. Returns whether it seeded.
 */
export async function seedDemoDataOnce(em: Em): Promise<boolean> {
  return em.transactional(async (tx) => {
    if (await tx.findOne(AppSettingEntity, { key: SEEDED_KEY })) return false
    for (const seed of seeders) await seed(tx)
    tx.create(AppSettingEntity, { key: SEEDED_KEY, value: new Date().toISOString() })
    await tx.flush()
    return true
  })
}
