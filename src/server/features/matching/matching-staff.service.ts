import {
  STAFF_RESULTS_PAGE_SIZE,
  staffResultsQuerySchema,
  type StaffResult,
  type StaffResults,
  type StaffResultsQuery,
} from '@/shared/matching/matching.schema'
import type { Em } from '@/server/db/orm'
import { findPage } from '@/server/db/find-page'
import {
  BrandCampusRecommendationEntity,
  type BrandCampusRecommendation,
} from './brand-campus-recommendation.entity'
import type { BrandProfile } from './brand-profile.entity'

/**
 * Every result, newest first, for staff (ADR 0055): visitors can open only the results they hold a link to
 * (ADR 0053); staff see them all, to follow up on briefs and to check what the writers produce.
 */
export async function listResultsForStaff(em: Em, query: StaffResultsQuery = {}): Promise<StaffResults> {
  const { page } = staffResultsQuerySchema.parse(query)
  const [rows, total] = await findPage(
    em,
    BrandCampusRecommendationEntity,
    {},
    {
      populate: ['brandProfile'],
      orderBy: { id: 'desc' },
      limit: STAFF_RESULTS_PAGE_SIZE,
      offset: (page - 1) * STAFF_RESULTS_PAGE_SIZE,
    },
  )
  return { results: rows.map(staffResultOf), total, page, pageSize: STAFF_RESULTS_PAGE_SIZE }
}

function staffResultOf(row: BrandCampusRecommendation): StaffResult {
  const profile = row.brandProfile as BrandProfile
  const generation = row.generation
  const writer = generation?.engine ?? row.progress?.writer ?? null
  const model = generation?.model ?? (generation ? undefined : row.progress?.model)
  return {
    id: row.publicId,
    brandName: profile.name,
    industry: profile.industry,
    status: row.status,
    writer,
    ...(model ? { model } : {}),
    ...(generation?.reason ? { reason: generation.reason } : {}),
    campuses: row.recommendationData?.recommendedCampuses.length ?? null,
    createdAt: row.createdAt,
  }
}
