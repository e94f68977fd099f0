import type { Config } from '@/server/config'
import type { JobQueue } from '@/server/lib/jobs/job-queue'
import type { CounterStore } from '@/server/lib/limits/counter-store'
import { RateLimiter } from '@/server/lib/limits/rate-limiter'
import { ScoringSchoolsCache } from './candidates'
import type { OllamaSettings } from './writing/recommendation-writer'
import type { StoredCounter } from '@/shared/privacy/privacy.schema'

const RATE_WINDOW_MS = 10 * 60_000

/** The limits below as the privacy page states them (what they key on, how long a row lives). */
export const matchingCounters: StoredCounter[] = [
  {
    bucket: 'matching:requests',
    purpose: 'campus matching requests',
    key: 'ip',
    keptMinutes: RATE_WINDOW_MS / 60_000,
  },
  {
    bucket: 'matching:profiles',
    purpose: 'campus matching brand profiles',
    key: 'ip',
    keptMinutes: RATE_WINDOW_MS / 60_000,
  },
]

/**
 * Campus matching's app-lifetime state: the per-IP limits on requests (decision D19, counted in the shared
 * store), the durable job queue generation runs on (ADR 0014), and the Ollama settings. Progress lives in the
 * recommendation rows, so nothing here needs to agree with another replica.
 */
export class MatchingRuntime {
  /** Recommendation requests per IP. */
  readonly limiter: RateLimiter
  /** Profiles created per IP (anonymous writes: three per recommendation request allowed). */
  readonly profileLimiter: RateLimiter
  readonly ollama: OllamaSettings
  readonly reuseWindowMs: number
  /** The schools as the scorer reads them, kept while the tables are unchanged. */
  readonly schools = new ScoringSchoolsCache()
  /** Whether this process runs generation jobs (ROLE=all or worker), so a request may wait for its result. */
  generatesHere = false
  private queue?: JobQueue
  private readonly waiting = new Map<number, Array<() => void>>()

  constructor(config: Config, counters: CounterStore, now: () => number = Date.now) {
    this.limiter = new RateLimiter(
      counters,
      {
        bucket: 'matching:requests',
        limit: config.MATCHING_RATE_LIMIT,
        windowMs: RATE_WINDOW_MS,
        message: 'Too many recommendation requests. Please wait a few minutes and try again.',
      },
      now,
    )
    this.profileLimiter = new RateLimiter(
      counters,
      {
        bucket: 'matching:profiles',
        limit: config.MATCHING_RATE_LIMIT * 3,
        windowMs: RATE_WINDOW_MS,
        message: 'Too many brand profiles. Please wait a few minutes and try again.',
      },
      now,
    )
    this.ollama = {
      host: config.OLLAMA_HOST,
      model: config.OLLAMA_MODEL,
      timeoutMs: config.OLLAMA_TIMEOUT_MS,
    }
    this.reuseWindowMs = config.MATCHING_REUSE_MINUTES * 60_000
  }

  /** Called once the job queue has started (boot, tests). */
  useJobs(queue: JobQueue) {
    this.queue = queue
  }

  jobs(): JobQueue {
    if (!this.queue) throw new Error('The job queue has not been started (see lib/jobs/job-queue.ts).')
    return this.queue
  }

  /**
   * Resolves when this process has finished an attempt at the recommendation, or after `withinMs`. A quick
   * generation is then complete in the first answer. A process that does not generate does not wait.
   */
  finished(recommendationId: number, withinMs: number): Promise<void> {
    if (!this.generatesHere) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(done, withinMs)
      timer.unref()
      const list = this.waiting.get(recommendationId) ?? []
      list.push(done)
      this.waiting.set(recommendationId, list)
      function done() {
        clearTimeout(timer)
        resolve()
      }
    })
  }

  /**
   * Set by the generation worker of this process: tells it a job is waiting now. pg-boss hears of new jobs by
   * LISTEN on PostgreSQL; PGlite has no second connection to listen on, so without this a job queued here waited
   * out the worker's one-second poll (issue 39: a brief's results without a model in well under 200 ms).
   */
  wakeLocalWorker: () => void = () => {}

  announceFinished(recommendationId: number) {
    const list = this.waiting.get(recommendationId)
    this.waiting.delete(recommendationId)
    for (const done of list ?? []) done()
  }
}
