import type { Progress } from '../../../shared/matching/matching.schema'
import type { Config } from '../../config'
import type { CounterStore } from '../../lib/limits/counter-store'
import { RateLimiter } from '../../lib/limits/rate-limiter'
import { TaskQueue } from '../../lib/task-queue'
import { ScoringSchoolsCache } from './candidates'
import type { OllamaSettings } from './writing/recommendation-writer'

const RATE_WINDOW_MS = 10 * 60_000
const MAX_QUEUED = 25

/**
 * Campus matching's app-lifetime state: the per-IP limit on recommendation requests (decision D19), the
 * bounded queue generation runs in, the progress of what is running (for status polling), and the Ollama
 * settings.
 */
export class MatchingRuntime {
  /** Recommendation requests per IP. */
  readonly limiter: RateLimiter
  /** Profiles created per IP (anonymous writes: three per recommendation request allowed). */
  readonly profileLimiter: RateLimiter
  readonly queue: TaskQueue
  /** Recommendations this process is generating, by id, with how far each has got. */
  readonly inFlight = new Map<number, Progress>()
  readonly ollama: OllamaSettings
  readonly reuseWindowMs: number
  /** The schools as the scorer reads them, kept while the tables are unchanged. */
  readonly schools = new ScoringSchoolsCache()

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
    this.queue = new TaskQueue({
      concurrency: config.MATCHING_CONCURRENCY,
      maxQueued: MAX_QUEUED,
      busyMessage: 'Campus matching is busy right now. Please try again in a moment.',
    })
    this.ollama = {
      host: config.OLLAMA_HOST,
      model: config.OLLAMA_MODEL,
      timeoutMs: config.OLLAMA_TIMEOUT_MS,
    }
    this.reuseWindowMs = config.MATCHING_REUSE_MINUTES * 60_000
  }
}
