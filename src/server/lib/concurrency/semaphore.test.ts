import { afterEach, describe, expect, it, vi } from 'vitest'
import { Semaphore } from './semaphore'

class Busy extends Error {}

/** A task that runs until the test settles it, recording that it started. */
function gate(started: string[], name: string) {
  let settle!: (value: string) => void
  let fail!: (error: Error) => void
  const done = new Promise<string>((resolve, reject) => {
    settle = resolve
    fail = reject
  })
  return {
    task: () => {
      started.push(name)
      return done
    },
    finish: () => settle(name),
    fail: () => fail(new Error(`${name} failed`)),
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))
const semaphore = (slots: number, maxWaiting = 10, maxWaitMs = 60_000) =>
  new Semaphore({ slots, maxWaiting, maxWaitMs, busy: () => new Busy('busy') })

afterEach(() => vi.useRealTimers())

describe('Semaphore', () => {
  it('runs at most its slots at once, and the waiting tasks in order as slots free', async () => {
    const started: string[] = []
    const lock = semaphore(2)
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(started, name))
    const results = [a, b, c, d].map((g) => lock.run(g!.task))
    await flush()
    expect(started).toEqual(['a', 'b'])
    expect(lock.state).toEqual({ running: 2, waiting: 2 })
    b!.finish()
    await flush()
    expect(started).toEqual(['a', 'b', 'c'])
    a!.finish()
    c!.finish()
    await flush()
    d!.finish()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd'])
    expect(lock.state).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses a task when the line is full, without running it', async () => {
    const started: string[] = []
    const lock = semaphore(1, 1)
    const a = gate(started, 'a')
    const b = gate(started, 'b')
    const first = lock.run(a.task)
    const second = lock.run(b.task)
    await expect(lock.run(gate(started, 'c').task)).rejects.toBeInstanceOf(Busy)
    a.finish()
    await flush()
    b.finish()
    expect([await first, await second]).toEqual(['a', 'b'])
    expect(started).toEqual(['a', 'b'])
  })

  it('refuses a task that waited maxWaitMs, and the slot count stays right', async () => {
    vi.useFakeTimers()
    const started: string[] = []
    const lock = semaphore(1, 5, 1_000)
    const a = gate(started, 'a')
    const first = lock.run(a.task)
    const late = lock.run(gate(started, 'late').task)
    const refused = expect(late).rejects.toBeInstanceOf(Busy)
    await vi.advanceTimersByTimeAsync(1_000)
    await refused
    expect(lock.state).toEqual({ running: 1, waiting: 0 })
    a.finish()
    expect(await first).toBe('a')
    expect(await lock.run(async () => 'next')).toBe('next')
    expect(started).toEqual(['a'])
    expect(lock.state).toEqual({ running: 0, waiting: 0 })
  })

  it('frees the slot of a task that fails', async () => {
    const started: string[] = []
    const lock = semaphore(1)
    const a = gate(started, 'a')
    const failing = lock.run(a.task)
    const next = lock.run(async () => 'next')
    a.fail()
    await expect(failing).rejects.toThrow('a failed')
    expect(await next).toBe('next')
    expect(lock.state).toEqual({ running: 0, waiting: 0 })
  })
})
