import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/** Small facts about this installation, such as when demo data was seeded, so start-up never seeds twice. */
export const AppSettingEntity = defineEntity({
  name: 'AppSetting',
  tableName: 'app_settings',
  properties: {
    key: p.string().length(100).primary(),
    value: p.json<unknown>(),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
})
export type AppSetting = InferEntity<typeof AppSettingEntity>
