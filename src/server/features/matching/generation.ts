import type { Generation, Progress } from '@/shared/matching/matching.schema'
import { emitWebhookEvent } from '@/server/features/webhooks/public'
import type { Em } from '@/server/db/orm'
import type { Logger } from '@/server/logger'
import { BrandCampusRecommendationEntity } from './brand-campus-recommendation.entity'
import { profileData, type BrandProfile } from './brand-profile.entity'
import type { MatchingRuntime } from './matching-runtime'
import { rankSchools } from './scoring/scorer'
import { writeRecommendation } from './writing/recommendation-writer'

/**
 * Only a model that answered with a server error (5xx: still loading, out of memory, restarting) gets another
 * attempt before the deterministic writer takes over (`written.transient`). Not retried: a model that is not
 * there (404), unusable output (the call runs at temperature 0, so the same brief gets the same answer), a
 * timeout (each try would cost the whole OLLAMA_TIMEOUT_MS again) and a model that cannot be reached (running
 * without Ollama is a supported setup and should not wait).
 */

export class ModelFailedError extends Error {
  constructor(readonly reason: Generation['reason']) {
    super(`the model failed (${reason}); another attempt follows`)
  }
}

/**
 * One attempt at a recommendation, run by whichever worker took its job (matching-jobs.ts): rank every school,
 * publish the shortlist as progress in the row (so any replica can show it), have the writer write it, store it.
 * A row that is no longer pending was finished by an earlier attempt: nothing to do. A model failure on an
 * attempt that is not the last throws, and the queue tries again later.
 */
export async function generateRecommendation(
  em: Em,
  recommendationId: number,
  runtime: MatchingRuntime,
  log: Logger,
  { lastAttempt }: { lastAttempt: boolean },
): Promise<void> {
  const started = performance.now()
  const row = await em.findOne(
    BrandCampusRecommendationEntity,
    { id: recommendationId },
    { populate: ['brandProfile'] },
  )
  if (!row || row.status !== 'pending') return
  const profile = profileData(row.brandProfile as BrandProfile)
  const progress = (update: Partial<Progress>) =>
    em.nativeUpdate(
      BrandCampusRecommendationEntity,
      { id: recommendationId, status: 'pending' },
      { progress: { ...newProgress(runtime), ...row.progress, ...update } },
    )

  await progress({ stage: 'ranking' })
  const schools = await runtime.schools.get(em)
  const ranking = rankSchools(profile, schools, row.requestedCount)
  await progress({
    stage: 'writing',
    schoolsConsidered: schools.length,
    shortlist: ranking.recommended.map((entry) => ({
      schoolId: entry.school.id,
      schoolName: entry.school.name,
      matchScore: entry.score,
    })),
  })
  const written = await writeRecommendation(profile, ranking, runtime.ollama, log)
  if (written.transient && !lastAttempt) throw new ModelFailedError(written.generation.reason)
  const completedAt = new Date()
  // The result and its webhook deliveries commit together (ADR 0094); an attempt that finds the row already
  // complete (another attempt won) reports nothing.
  await em.transactional(async (tx) => {
    const updated = await tx.nativeUpdate(
      BrandCampusRecommendationEntity,
      { id: recommendationId, status: 'pending' },
      {
        status: 'complete',
        recommendationData: written.data,
        generation: { ...written.generation, durationMs: Math.round(performance.now() - started) },
        progress: null,
        completedAt,
      },
    )
    if (updated)
      await emitWebhookEvent(tx, 'recommendation.completed', {
        id: row.publicId,
        brandProfileId: (row.brandProfile as BrandProfile).publicId,
        brandName: profile.name,
        recommended: ranking.recommended.length,
        completedAt: completedAt.toISOString(),
        path: `/brand-matching/results/${row.publicId}`,
      })
  })
}

/** Every attempt failed or died: the reader is told so rather than left waiting. */
export async function markFailed(em: Em, recommendationId: number): Promise<void> {
  await em.nativeUpdate(
    BrandCampusRecommendationEntity,
    { id: recommendationId, status: 'pending' },
    { status: 'failed', progress: null, completedAt: new Date() },
  )
}

export const newProgress = (runtime: MatchingRuntime): Progress => ({
  stage: 'queued',
  writer: runtime.ollama.host ? 'ollama' : 'deterministic',
  ...(runtime.ollama.host ? { model: runtime.ollama.model } : {}),
  shortlist: [],
  startedAt: new Date(),
})
