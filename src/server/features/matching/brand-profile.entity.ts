import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { timestampColumns } from '@/server/db/timestamps'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { UserEntity } from '@/server/features/auth/public'
import { newPublicId, PUBLIC_ID_DEFAULT_SQL } from '@/server/lib/public-id'

export const BrandProfileEntity = defineEntity({
  name: 'BrandProfile',
  tableName: 'brand_profiles',
  properties: {
    /** Internal: joins and logs only. Never in a URL or an answer (ADR 0053). */
    id: p.integer().primary().autoincrement(),
    /** The only way to name the profile from outside: 128 random bits (ADR 0053). */
    publicId: p
      .string()
      .length(22)
      .unique()
      .defaultRaw(PUBLIC_ID_DEFAULT_SQL)
      // PostgreSQL stores the default re-spelt (casts, quotes), which the schema diff would call a change.
      .ignoreSchemaChanges('default')
      .onCreate(() => newPublicId()),
    name: p.string().length(255),
    industry: p.string().length(100),
    targetAudience: p.text(),
    values: p.text(),
    marketingGoals: p.text(),
    budgetRange: p.string().length(100),
    additionalInfo: p.text().nullable(),
    user: () => p.manyToOne(UserEntity).fieldName('user_id').nullable().deleteRule('set null'),
    ...timestampColumns(),
  },
})
export type BrandProfile = InferEntity<typeof BrandProfileEntity>

/** The brief as the scorer and the writers read it. */
export const profileData = (profile: BrandProfile): BrandProfileData => ({
  name: profile.name,
  industry: profile.industry,
  targetAudience: profile.targetAudience,
  values: profile.values,
  marketingGoals: profile.marketingGoals,
  budgetRange: profile.budgetRange as BrandProfileData['budgetRange'],
  additionalInfo: profile.additionalInfo ?? null,
})
