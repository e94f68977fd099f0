import type { BrandProfileData, Progress } from '../../../shared/matching/matching.schema'
import type { Em } from '../../db/orm'
import type { Logger } from '../../logger'
import { BrandCampusRecommendationSchema } from './brand-campus-recommendation.entity'
import type { MatchingRuntime } from './matching-runtime'
import { rankSchools } from './scoring/scorer'
import { writeRecommendation } from './writing/recommendation-writer'

/**
 * One recommendation, from pending to complete (or failed): rank every school, publish the shortlist as
 * progress, have the writer write it, store it with the engine and the time it took. Runs in the runtime's
 * bounded queue, after the request that asked for it has been answered.
 */
export async function generateRecommendation(
  em: Em,
  job: { id: number; profile: BrandProfileData; count: number },
  runtime: MatchingRuntime,
  log: Logger,
): Promise<void> {
  const started = performance.now()
  const progress = runtime.inFlight.get(job.id)
  try {
    if (progress) progress.stage = 'ranking'
    const schools = await runtime.schools.get(em)
    const ranking = rankSchools(job.profile, schools, job.count)
    if (progress) {
      progress.stage = 'writing'
      progress.schoolsConsidered = schools.length
      progress.shortlist = ranking.recommended.map((entry) => ({
        schoolId: entry.school.id,
        schoolName: entry.school.name,
        matchScore: entry.score,
      }))
    }
    const written = await writeRecommendation(job.profile, ranking, runtime.ollama, log)
    await em.nativeUpdate(
      BrandCampusRecommendationSchema,
      { id: job.id },
      {
        status: 'complete',
        recommendationData: written.data,
        generation: { ...written.generation, durationMs: Math.round(performance.now() - started) },
        completedAt: new Date(),
      },
    )
  } catch (error) {
    log.error({ err: error, recommendationId: job.id }, 'recommendation generation failed')
    await em
      .fork()
      .nativeUpdate(
        BrandCampusRecommendationSchema,
        { id: job.id },
        { status: 'failed', completedAt: new Date() },
      )
      .catch((updateError: unknown) =>
        log.error({ err: updateError }, 'could not mark the recommendation failed'),
      )
  } finally {
    runtime.inFlight.delete(job.id)
  }
}

export const newProgress = (runtime: MatchingRuntime): Progress => ({
  stage: 'queued',
  writer: runtime.ollama.host ? 'ollama' : 'deterministic',
  ...(runtime.ollama.host ? { model: runtime.ollama.model } : {}),
  shortlist: [],
  startedAt: new Date(),
})
