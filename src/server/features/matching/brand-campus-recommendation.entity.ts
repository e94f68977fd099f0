import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import type {
  Generation,
  Progress,
  RecommendationData,
  RecommendationStatus,
} from '@/shared/matching/matching.schema'
import { BrandProfileEntity } from './brand-profile.entity'
import { newPublicId, PUBLIC_ID_DEFAULT_SQL } from '@/server/lib/public-id'

/**
 * The generation as stored: `reusedFrom` keeps the internal id of the row a reused result was copied from, for
 * whoever reads the database; answers say only `reused` (ADR 0053).
 */
export type StoredGeneration = Omit<Generation, 'reused'> & { reusedFrom?: number }

export const BrandCampusRecommendationEntity = defineEntity({
  name: 'BrandCampusRecommendation',
  tableName: 'brand_campus_recommendations',
  properties: {
    /** Internal: joins, the in-process progress map and logs only. Never in a URL or an answer (ADR 0053). */
    id: p.integer().primary().autoincrement(),
    /** The results URL's id: 128 random bits, so one visitor's result cannot lead to another's (ADR 0053). */
    publicId: p
      .string()
      .length(22)
      .unique()
      .defaultRaw(PUBLIC_ID_DEFAULT_SQL)
      // PostgreSQL stores the default re-spelt (casts, quotes), which the schema diff would call a change.
      .ignoreSchemaChanges('default')
      .onCreate(() => newPublicId()),
    brandProfile: () =>
      p.manyToOne(BrandProfileEntity).fieldName('brand_profile_id').deleteRule('cascade').index(),
    /** The spec's result (recommendedCampuses, brandInsights); null until generation completes. */
    recommendationData: p.json<RecommendationData>().nullable(),
    createdAt: createdAtColumn(),
    /** pending → complete, or failed. Generation runs after the request that asked for it has answered. */
    status: p.string().length(20).default('complete').$type<RecommendationStatus>(),
    /** How many campuses were asked for (1-20). */
    requestedCount: p.smallint().default(10),
    /** Which writer wrote the text and how long generation took (decision D18). */
    generation: p.json<StoredGeneration>().nullable(),
    /** Hash of the normalised profile and count: an identical request may reuse this result (decision D19). */
    fingerprint: p.string().length(64).nullable().index(),
    completedAt: p.datetime().nullable(),
    /** How far generation has got while pending (stage, shortlist), written by whichever worker runs it. */
    progress: p.json<Progress>().nullable(),
  },
})
export type BrandCampusRecommendation = InferEntity<typeof BrandCampusRecommendationEntity>
