import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import type {
  Generation,
  RecommendationData,
  RecommendationStatus,
} from '../../../shared/matching/matching.schema'
import { BrandProfileSchema } from './brand-profile.entity'

export const BrandCampusRecommendationSchema = defineEntity({
  name: 'BrandCampusRecommendation',
  tableName: 'brand_campus_recommendations',
  properties: {
    id: p.integer().primary().autoincrement(),
    brandProfile: () =>
      p.manyToOne(BrandProfileSchema).fieldName('brand_profile_id').deleteRule('cascade').index(),
    /** The spec's result (recommendedCampuses, brandInsights); null until generation completes. */
    recommendationData: p.json<RecommendationData>().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    /** pending → complete, or failed. Generation runs after the request that asked for it has answered. */
    status: p.string().length(20).default('complete').$type<RecommendationStatus>(),
    /** How many campuses were asked for (1-20). */
    requestedCount: p.smallint().default(10),
    /** Which writer wrote the text and how long generation took (decision D18). */
    generation: p.json<Generation>().nullable(),
    /** Hash of the normalised profile and count: an identical request may reuse this result (decision D19). */
    fingerprint: p.string().length(64).nullable().index(),
    completedAt: p.datetime().nullable(),
  },
})
export type BrandCampusRecommendation = InferEntity<typeof BrandCampusRecommendationSchema>
