import { AppError } from '../errors'

/**
 * Runs async tasks with at most `concurrency` at a time; up to `maxQueued` more wait their turn, in order.
 * Beyond that the queue refuses with a 503 and Retry-After, so a burst cannot pile up unbounded work (the
 * local model is the slow, shared resource behind it).
 */
export class TaskQueue {
  private running = 0
  private readonly waiting: Array<() => void> = []
  private readonly idleWaiters: Array<() => void> = []

  constructor(private readonly options: { concurrency: number; maxQueued: number; busyMessage?: string }) {}

  get active() {
    return this.running
  }

  get queued() {
    return this.waiting.length
  }

  /** Throws the 503 when a new task could not even wait its turn. */
  assertRoom(): void {
    if (this.running >= this.options.concurrency && this.waiting.length >= this.options.maxQueued)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        this.options.busyMessage ?? 'Too busy right now. Please try again shortly.',
        {
          retryAfterSeconds: 30,
        },
      )
  }

  /** Runs the task when a slot is free; the promise settles with the task's own result. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    this.assertRoom()
    if (this.running >= this.options.concurrency)
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.running++
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      // The slot passes straight to the next task, so `running` never dips below what is actually running.
      if (next) next()
      else {
        this.running--
        if (this.running === 0) for (const resolve of this.idleWaiters.splice(0)) resolve()
      }
    }
  }

  /** Resolves when nothing runs or waits (shutdown, tests). */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }
}
