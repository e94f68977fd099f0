import { createHash } from 'node:crypto'
import type {
  BrandProfileData,
  Generation,
  Recommendation,
  RecommendationRequest,
} from '@/shared/matching/matching.schema'
import { recommendationRequestSchema } from '@/shared/matching/matching.schema'
import { isPublicId } from '@/shared/matching/public-id'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import type { Logger } from '@/server/logger'
import {
  BrandCampusRecommendationEntity,
  type BrandCampusRecommendation,
  type StoredGeneration,
} from './brand-campus-recommendation.entity'
import { BrandProfileEntity, profileData, type BrandProfile } from './brand-profile.entity'
import { newProgress } from './generation'
import { enqueueGeneration } from './matching-jobs'
import type { MatchingRuntime } from './matching-runtime'

/** What the matching calls need beyond the entity manager: who asks, and the app's matching state. */
export interface MatchingDeps {
  ip: string
  runtime: MatchingRuntime
  log: Logger
}

/** A request answers as soon as its recommendation is done, or after this long with it still pending. */
const ANSWER_WITHIN_MS = 1500
/** Pending recommendations across all replicas before new requests get a 503 (see assertRoom). */
const MAX_PENDING = 50

export async function createBrandProfile(em: Em, input: BrandProfileData, deps: MatchingDeps) {
  await deps.runtime.profileLimiter.hit(deps.ip)
  const profile = em.create(BrandProfileEntity, { ...input, additionalInfo: input.additionalInfo ?? null })
  await em.flush()
  return { id: profile.publicId }
}

/**
 * The profile a public id names, or 404. What is not shaped like a public id (a row's number, a guess) is not
 * looked up at all: it is as unknown as a wrong one (ADR 0053).
 */
async function findProfile(em: Em, publicId: string): Promise<BrandProfile> {
  const profile = isPublicId(publicId) ? await em.findOne(BrandProfileEntity, { publicId }) : null
  if (!profile) throw notFound('Brand profile')
  return profile
}

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

  await assertRoom(em)
  const row = em.create(BrandCampusRecommendationEntity, {
    brandProfile: profile,
    status: 'pending',
    requestedCount: count,
    recommendationData: null,
    generation: null,
    fingerprint,
    progress: newProgress(runtime),
    completedAt: null,
  })
  await em.flush()
  // Acknowledged only once the job is stored: from here any worker will write it, whatever happens to us.
  await enqueueGeneration(runtime.jobs(), row.id, runtime.ollama.timeoutMs)
  runtime.wakeLocalWorker()
  await runtime.finished(row.id, ANSWER_WITHIN_MS)
  return { id: row.publicId }
}

/**
 * Recommendations waiting or being written, across every replica. Past MAX_PENDING a new request is refused
 * with a 503 rather than joining a line the workers cannot get through soon (the model is the slow part).
 */
async function assertRoom(em: Em) {
  const pending = await em.count(BrandCampusRecommendationEntity, { status: 'pending' })
  if (pending >= MAX_PENDING)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Campus matching is busy right now. Please try again in a moment.',
      {
        retryAfterSeconds: 30,
      },
    )
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
    BrandCampusRecommendationEntity,
    { fingerprint, status: 'complete', createdAt: { $gte: new Date(Date.now() - windowMs) } },
    { orderBy: { id: 'desc' } },
  )
  if (!recent?.recommendationData || !recent.generation) return null
  // A fallback written because the model failed is not worth repeating: the next request may reach it.
  if (recent.generation.reason && recent.generation.reason !== 'disabled') return null
  const copy = em.create(BrandCampusRecommendationEntity, {
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
 * A recommendation as readers see it: complete with its data, pending with its progress, or failed. Everything
 * comes from the row, which the worker writing it keeps up to date, so every replica gives the same answer.
 */
export async function getRecommendation(em: Em, publicId: string): Promise<Recommendation> {
  // Not shaped like a public id (a row's number, a guess): unknown, without a query (ADR 0053).
  const row = isPublicId(publicId)
    ? await em.findOne(
        BrandCampusRecommendationEntity,
        { publicId },
        { populate: ['brandProfile'], refresh: true },
      )
    : null
  if (!row) throw notFound('Recommendation')
  return recommendationDto(row)
}

function recommendationDto(row: BrandCampusRecommendation): Recommendation {
  const profile = row.brandProfile as BrandProfile
  const progress = row.status === 'pending' ? row.progress : null
  return {
    id: row.publicId,
    status: row.status,
    brandProfile: {
      id: profile.publicId,
      name: profile.name,
      industry: profile.industry,
      budgetRange: profile.budgetRange,
      targetAudience: profile.targetAudience,
      values: profile.values,
      marketingGoals: profile.marketingGoals,
      additionalInfo: profile.additionalInfo ?? null,
    },
    recommendationData: row.status === 'complete' ? (row.recommendationData ?? null) : null,
    generation: row.generation ? publicGeneration(row.generation) : null,
    // Stored as JSON: the start time comes back as text.
    progress: progress ? { ...progress, startedAt: new Date(progress.startedAt) } : null,
    createdAt: row.createdAt,
    completedAt: row.completedAt ?? null,
  }
}

/** The stored generation without the internal id of a reused result's source: only that it was reused. */
function publicGeneration({ reusedFrom, ...generation }: StoredGeneration): Generation {
  return reusedFrom === undefined ? generation : { ...generation, reused: true }
}
