import type { Job, JobWithMetadata } from 'pg-boss'
import type { Config } from '@/server/config'
import type { Orm } from '@/server/db/orm'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import type { Logger } from '@/server/logger'
import { generateRecommendation, markFailed } from './generation'
import type { MatchingRuntime } from './matching-runtime'

export const GENERATE_QUEUE = 'matching-generate'
/** Where a job goes when every attempt has failed or died, so its recommendation is marked failed. */
export const GAVE_UP_QUEUE = 'matching-generate-gave-up'

export interface GenerateJob {
  recommendationId: number
}

/**
 * How generation runs as durable jobs (ADR 0014):
 * - up to 3 attempts: a model that answers with a server error is tried again after 1-2 s, then 2-4 s, and on
 *   the last attempt the deterministic writer takes over (generation.ts says which failures are retried);
 * - a worker that stops sending heartbeats (killed, frozen) loses its job within about 15 s, and another runs it;
 * - a job still active past the model's time limit plus a minute has hung and is retried;
 * - a job that gave up (every attempt died) lands in GAVE_UP_QUEUE, whose worker marks the row failed.
 */
export function generateQueueOptions(ollamaTimeoutMs: number) {
  return {
    retryLimit: 2,
    retryDelay: 1,
    retryBackoff: true,
    expireInSeconds: Math.ceil(ollamaTimeoutMs / 1000) + 60,
    heartbeatSeconds: 10,
    notify: true,
    deadLetter: GAVE_UP_QUEUE,
    deleteAfterSeconds: 7 * 24 * 3600,
  }
}

export async function createMatchingQueues(jobs: JobQueue, config: Pick<Config, 'OLLAMA_TIMEOUT_MS'>) {
  // Idempotent, so every replica creates them at start; the options are applied again in case they changed.
  const options = generateQueueOptions(config.OLLAMA_TIMEOUT_MS)
  await jobs.createQueue(GAVE_UP_QUEUE, { notify: true })
  await jobs.createQueue(GENERATE_QUEUE, options)
  await jobs.updateQueue(GENERATE_QUEUE, options)
}

/** Generation on this process: `concurrency` jobs at once (MATCHING_CONCURRENCY is per worker). */
export async function workMatchingJobs(
  jobs: JobQueue,
  orm: Orm,
  runtime: MatchingRuntime,
  log: Logger,
  concurrency: number,
) {
  const workerId = await jobs.work(
    GENERATE_QUEUE,
    {
      includeMetadata: true,
      batchSize: 1,
      localConcurrency: concurrency,
      // NOTIFY wakes an idle worker at once, but one that was busy misses it: the poll picks the job up within a
      // second (and retries, which wait out their delay, only come by polling).
      pollingIntervalSeconds: 1,
      notifyPollingIntervalSeconds: 1,
      // With a backlog (the queue's counts, refreshed on each 5 s monitor pass), fetch the next job as soon as one
      // is done instead of waiting out the poll: a fast model (or none) drains a queue at its own speed.
      burstWhenReadyExceeds: 1,
    },
    async ([job]: JobWithMetadata<GenerateJob>[]) => {
      if (!job) return
      const lastAttempt = job.retryCount >= job.retryLimit
      try {
        await generateRecommendation(orm.em.fork(), job.data.recommendationId, runtime, log, { lastAttempt })
      } finally {
        runtime.announceFinished(job.data.recommendationId)
      }
    },
  )
  runtime.generatesHere = true
  runtime.wakeLocalWorker = () => jobs.notifyWorker(workerId)
  await jobs.work(GAVE_UP_QUEUE, { batchSize: 10 }, async (gaveUp: Job<GenerateJob>[]) => {
    for (const job of gaveUp) {
      log.error({ recommendationId: job.data.recommendationId }, 'recommendation generation gave up')
      await markFailed(orm.em.fork(), job.data.recommendationId)
    }
  })
}

/** Queues generation of a pending recommendation; any worker (this process or another) runs it. */
export async function enqueueGeneration(jobs: JobQueue, recommendationId: number, ollamaTimeoutMs: number) {
  await jobs.send(
    GENERATE_QUEUE,
    { recommendationId } satisfies GenerateJob,
    generateQueueOptions(ollamaTimeoutMs),
  )
}
