import { createHash } from 'node:crypto'
import type {
  BrandProfileData,
  Generation,
  Recommendation,
  RecommendationRequest,
} from '../../../shared/matching/matching.schema'
import { recommendationRequestSchema } from '../../../shared/matching/matching.schema'
import { isPublicId } from '../../../shared/matching/public-id'
import type { Em } from '../../db/orm'
import { notFound } from '../../errors'
import type { Logger } from '../../logger'
import {
  BrandCampusRecommendationSchema,
  type BrandCampusRecommendation,
  type StoredGeneration,
} from './brand-campus-recommendation.entity'
import { BrandProfileSchema, type BrandProfile } from './brand-profile.entity'
import { generateRecommendation, newProgress } from './generation'
import type { MatchingRuntime } from './matching-runtime'

/** What the matching calls need beyond the entity manager: who asks, and the app's matching state. */
export interface MatchingDeps {
  ip: string
  runtime: MatchingRuntime
  log: Logger
}

/** A request answers as soon as its recommendation is done, or after this long with it still pending. */
const ANSWER_WITHIN_MS = 1500

export async function createBrandProfile(em: Em, input: BrandProfileData, deps: MatchingDeps) {
  await deps.runtime.profileLimiter.hit(deps.ip)
  const profile = em.create(BrandProfileSchema, { ...input, additionalInfo: input.additionalInfo ?? null })
  await em.flush()
  return { id: profile.publicId }
}

/**
 * The profile a public id names, or 404. What is not shaped like a public id (a row's number, a guess) is not
 * looked up at all: it is as unknown as a wrong one (ADR 0053).
 */
async function findProfile(em: Em, publicId: string): Promise<BrandProfile> {
  const profile = isPublicId(publicId) ? await em.findOne(BrandProfileSchema, { publicId }) : null
  if (!profile) throw notFound('Brand profile')
  return profile
}

const profileData = (profile: BrandProfile): BrandProfileData => ({
  name: profile.name,
  industry: profile.industry,
  targetAudience: profile.targetAudience,
  values: profile.values,
  marketingGoals: profile.marketingGoals,
  budgetRange: profile.budgetRange as BrandProfileData['budgetRange'],
  additionalInfo: profile.additionalInfo ?? null,
})

/** The same words (ignoring case and spacing) and the same count make the same fingerprint (decision D19). */
export function fingerprintOf(profile: BrandProfileData, count: number): string {
  const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase()
  const fields = [
    profile.name,
    profile.industry,
    profile.targetAudience,
    profile.values,
    profile.marketingGoals,
    profile.budgetRange,
    profile.additionalInfo,
  ].map(normal)
  return createHash('sha256')
    .update(JSON.stringify([...fields, count]))
    .digest('hex')
}

/**
 * Starts a recommendation for a profile (decision D18) and answers its id. Rate limited per IP; an identical
 * profile's complete result from the last few minutes is reused (decision D19); otherwise the recommendation
 * is stored as pending and generated in the bounded queue. The answer waits briefly, so a fast generation is
 * already complete when the client first reads it.
 */
export async function requestRecommendations(
  em: Em,
  profileId: string,
  request: RecommendationRequest,
  deps: MatchingDeps,
): Promise<{ id: string }> {
  const { runtime } = deps
  await runtime.limiter.hit(deps.ip)
  const { count } = recommendationRequestSchema.parse(request)
  const profile = await findProfile(em, profileId)
  const data = profileData(profile)
  const fingerprint = fingerprintOf(data, count)

  const reused = await reuseRecent(em, profile, fingerprint, count, runtime.reuseWindowMs)
  if (reused) return { id: reused.publicId }

  runtime.queue.assertRoom()
  const row = em.create(BrandCampusRecommendationSchema, {
    brandProfile: profile,
    status: 'pending',
    requestedCount: count,
    recommendationData: null,
    generation: null,
    fingerprint,
    completedAt: null,
  })
  await em.flush()
  runtime.inFlight.set(row.id, newProgress(runtime))
  const done = runtime.queue
    .run(() => generateRecommendation(em.fork(), { id: row.id, profile: data, count }, runtime, deps.log))
    .catch((error: unknown) => {
      runtime.inFlight.delete(row.id)
      deps.log.error({ err: error, recommendationId: row.id }, 'recommendation could not be queued')
    })
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, ANSWER_WITHIN_MS).unref())])
  return { id: row.publicId }
}

async function reuseRecent(
  em: Em,
  profile: BrandProfile,
  fingerprint: string,
  count: number,
  windowMs: number,
) {
  if (windowMs <= 0) return null
  const started = performance.now()
  const recent = await em.findOne(
    BrandCampusRecommendationSchema,
    { fingerprint, status: 'complete', createdAt: { $gte: new Date(Date.now() - windowMs) } },
    { orderBy: { id: 'desc' } },
  )
  if (!recent?.recommendationData || !recent.generation) return null
  // A fallback written because the model failed is not worth repeating: the next request may reach it.
  if (recent.generation.reason && recent.generation.reason !== 'disabled') return null
  const copy = em.create(BrandCampusRecommendationSchema, {
    brandProfile: profile,
    status: 'complete',
    requestedCount: count,
    recommendationData: recent.recommendationData,
    generation: {
      ...recent.generation,
      reusedFrom: recent.generation.reusedFrom ?? recent.id,
      durationMs: Math.round(performance.now() - started),
    },
    fingerprint,
    completedAt: new Date(),
  })
  await em.flush()
  return copy
}

/**
 * A recommendation as readers see it: complete with its data, pending with its progress, or failed. A pending
 * row this process is not generating was cut off (the server restarted): it is marked failed, not left
 * pending for ever.
 */
export async function getRecommendation(
  em: Em,
  publicId: string,
  runtime: MatchingRuntime,
): Promise<Recommendation> {
  // Not shaped like a public id (a row's number, a guess): unknown, without a query (ADR 0053).
  // Always from the database: generation updates the row from another entity manager.
  const row = isPublicId(publicId)
    ? await em.findOne(
        BrandCampusRecommendationSchema,
        { publicId },
        { populate: ['brandProfile'], refresh: true },
      )
    : null
  if (!row) throw notFound('Recommendation')
  if (row.status === 'pending' && !runtime.inFlight.has(row.id)) {
    // Only a row still pending: generation may have completed it a moment ago.
    await em.nativeUpdate(
      BrandCampusRecommendationSchema,
      { id: row.id, status: 'pending' },
      { status: 'failed', completedAt: new Date() },
    )
    await em.refresh(row)
  }
  return recommendationDto(row, runtime)
}

function recommendationDto(row: BrandCampusRecommendation, runtime: MatchingRuntime): Recommendation {
  const profile = row.brandProfile as BrandProfile
  const progress = row.status === 'pending' ? runtime.inFlight.get(row.id) : undefined
  return {
    id: row.publicId,
    status: row.status,
    brandProfile: {
      id: profile.publicId,
      name: profile.name,
      industry: profile.industry,
      budgetRange: profile.budgetRange,
    },
    recommendationData: row.status === 'complete' ? (row.recommendationData ?? null) : null,
    generation: row.generation ? publicGeneration(row.generation) : null,
    progress: progress ? { ...progress, shortlist: [...progress.shortlist] } : null,
    createdAt: row.createdAt,
    completedAt: row.completedAt ?? null,
  }
}

/** The stored generation without the internal id of a reused result's source: only that it was reused. */
function publicGeneration({ reusedFrom, ...generation }: StoredGeneration): Generation {
  return reusedFrom === undefined ? generation : { ...generation, reused: true }
}
