import type { Em } from '@/server/db/orm'
import { AppSettingEntity } from '@/server/db/app-setting.entity'

/** The app setting an admin switches to require two-factor sign-in of every staff member (ADR 0115). */
export const TWO_FACTOR_REQUIRED_KEY = 'staff.two-factor-required'

export async function isTwoFactorRequired(em: Em): Promise<boolean> {
  const row = await em.findOne(AppSettingEntity, { key: TWO_FACTOR_REQUIRED_KEY })
  return row?.value === true
}

export async function setTwoFactorRequired(em: Em, required: boolean): Promise<{ required: boolean }> {
  await em.upsert(AppSettingEntity, { key: TWO_FACTOR_REQUIRED_KEY, value: required })
  return { required }
}
