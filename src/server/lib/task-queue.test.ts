import { describe, expect, it } from 'vitest'
import type { AppError } from '../errors'
import { TaskQueue } from './task-queue'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('TaskQueue', () => {
  it('runs at most `concurrency` tasks at once, the rest in order of arrival', async () => {
    const queue = new TaskQueue({ concurrency: 2, maxQueued: 10 })
    const gates = [deferred(), deferred(), deferred(), deferred()]
    const started: number[] = []
    let peak = 0
    const results = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index)
        peak = Math.max(peak, queue.active)
        await gate.promise
        return index
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect(queue.queued).toBe(2)
    gates[1]!.resolve()
    await results[1]
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2])
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3])
    expect(peak).toBe(2)
    expect(queue.active).toBe(0)
  })

  it('refuses with a 503 and Retry-After when the waiting line is full', async () => {
    const queue = new TaskQueue({ concurrency: 1, maxQueued: 1, busyMessage: 'Busy' })
    const gate = deferred()
    const first = queue.run(() => gate.promise)
    const second = queue.run(() => Promise.resolve())
    await expect(queue.run(() => Promise.resolve())).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Busy',
      options: { retryAfterSeconds: 30 },
    } satisfies Partial<AppError>)
    gate.resolve()
    await Promise.all([first, second])
    await expect(queue.run(async () => 'room again')).resolves.toBe('room again')
  })

  it('frees the slot when a task fails, and idle() waits for the last task', async () => {
    const queue = new TaskQueue({ concurrency: 1, maxQueued: 5 })
    const failing = queue.run(() => Promise.reject(new Error('boom')))
    const gate = deferred()
    let done = false
    const next = queue.run(async () => {
      await gate.promise
      done = true
    })
    await expect(failing).rejects.toThrow('boom')
    const idle = queue.idle()
    gate.resolve()
    await idle
    expect(done).toBe(true)
    await next
  })
})
