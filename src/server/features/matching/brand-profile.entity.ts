import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { UserSchema } from '../auth/user.entity'

export const BrandProfileSchema = defineEntity({
  name: 'BrandProfile',
  tableName: 'brand_profiles',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(255),
    industry: p.string().length(100),
    targetAudience: p.text(),
    values: p.text(),
    marketingGoals: p.text(),
    budgetRange: p.string().length(100),
    additionalInfo: p.text().nullable(),
    user: () => p.manyToOne(UserSchema).fieldName('user_id').nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
})
export type BrandProfile = InferEntity<typeof BrandProfileSchema>
