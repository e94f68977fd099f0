/**
 * A counting semaphore with a bounded line: at most `slots` tasks run at once, at most `maxWaiting` wait for a
 * slot, and none waits longer than `maxWaitMs`. A task that cannot get a slot in time, or finds the line full,
 * is refused with the error `busy()` makes (a 503 with Retry-After, say) and never runs: every wait is bounded.
 * Per process by nature: it shares out this process's CPU threads, which other replicas do not have.
 */
export interface SemaphoreOptions {
  slots: number
  maxWaiting: number
  maxWaitMs: number
  busy: () => Error
}

interface Waiter {
  start: () => void
  timer: NodeJS.Timeout
}

export class Semaphore {
  private running = 0
  private readonly line: Waiter[] = []

  constructor(private readonly options: SemaphoreOptions) {
    if (options.slots < 1) throw new RangeError('A semaphore needs at least one slot.')
  }

  /** Tasks running now and waiting now (for tests and metrics). */
  get state() {
    return { running: this.running, waiting: this.line.length }
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire()
    try {
      return await task()
    } finally {
      this.release()
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.slots) {
      this.running++
      return Promise.resolve()
    }
    if (this.line.length >= this.options.maxWaiting) return Promise.reject(this.options.busy())
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The slot passes straight from the task that releases it, so `running` never dips in between.
        start: () => {
          clearTimeout(waiter.timer)
          resolve()
        },
        timer: setTimeout(() => {
          this.line.splice(this.line.indexOf(waiter), 1)
          reject(this.options.busy())
        }, this.options.maxWaitMs),
      }
      this.line.push(waiter)
    })
  }

  private release() {
    const next = this.line.shift()
    if (next) next.start()
    else this.running--
  }
}
