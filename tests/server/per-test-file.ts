import { afterAll, beforeAll } from 'vitest'

export interface PerTestFileOptions {
  /** beforeAll's timeout, where starting may take longer than the default (building a dataset). */
  hookTimeout?: number
  /** What `.current` throws before the start has finished: say which thing, and where to read it. */
  notStarted?: string
}

/**
 * One thing a test file shares: started before its tests (beforeAll), closed after them (afterAll). Read
 * `.current` inside tests and hooks; read any earlier (while the file is collected) it throws, rather than hand
 * out `undefined`. Only what started is closed: afterAll runs even when the start failed.
 */
export function perTestFile<T>(
  start: () => Promise<T>,
  close: (value: T) => Promise<void>,
  { hookTimeout, notStarted = 'Not started yet (use it inside a test or hook)' }: PerTestFileOptions = {},
): { readonly current: T } {
  // Boxed, so a T that may itself be undefined still tells "started" from "not started".
  let started: { value: T } | undefined
  beforeAll(async () => {
    started = { value: await start() }
  }, hookTimeout)
  afterAll(async () => {
    if (started) await close(started.value)
  })
  return {
    get current() {
      if (!started) throw new Error(notStarted)
      return started.value
    },
  }
}
