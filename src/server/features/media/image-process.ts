import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { AppError } from '@/server/errors'
import { ownModule } from '@/server/lib/files/own-module'

/**
 * The server's side of the image process (image-worker.mjs, ADR 0145): started when an image arrives, ended once
 * image work has been idle for IDLE_MS, so what libvips allocated goes back to the system instead of staying in
 * the server's allocator (issue 40: 855 MB ten seconds after a burst of uploads, against 544 MB before it).
 * Requests run in it at once; how many encode at a time is image-processing.ts's semaphore's business.
 */
const WORKER = ownModule(new URL('./image-worker.mjs', import.meta.url))
/** Long enough for the next upload of a batch to find the process, short enough to give its memory back soon. */
const IDLE_MS = 4_000
/** Every wait is bounded: a 50-megapixel image encodes in about 3 s here, so a request still running is stuck. */
const REQUEST_TIMEOUT_MS = 60_000

interface Pending {
  resolve: (result: unknown) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

let worker: ChildProcess | undefined
const pending = new Map<number, Pending>()
let nextId = 1
let idleTimer: NodeJS.Timeout | undefined

/** Refused without being run: the process stopped or hung under this request or another one at the same time. */
const stopped = (why: string) =>
  new AppError('SERVICE_UNAVAILABLE', `Image processing ${why}. Try the upload again.`, {
    retryAfterSeconds: 5,
  })

function start(): ChildProcess {
  // No flags of the server's own (a test runner's loaders, say): the module imports only sharp.
  const child = fork(fileURLToPath(WORKER), [], { serialization: 'advanced', execArgv: [] })
  child.on(
    'message',
    ({ id, result, error }: { id: number; result?: unknown; error?: { message: string } }) => {
      const request = pending.get(id)
      if (!request) return
      settle(id)
      if (error) request.reject(new Error(error.message))
      else request.resolve(result)
    },
  )
  child.on('exit', () => end(child, stopped('stopped unexpectedly')))
  child.on('error', (error) => end(child, stopped(`could not start (${error.message})`)))
  return child
}

/** Fails what the process still had to answer and forgets it; the next request starts a new one. */
function end(child: ChildProcess, error: AppError) {
  if (worker !== child) return
  worker = undefined
  clearTimeout(idleTimer)
  for (const id of [...pending.keys()]) {
    const request = pending.get(id)!
    settle(id)
    request.reject(error)
  }
  if (child.exitCode === null) child.kill('SIGKILL')
}

function settle(id: number) {
  clearTimeout(pending.get(id)?.timer)
  pending.delete(id)
  if (pending.size > 0 || !worker) return
  // Nothing under way: the process may not keep a command-line tool alive, and ends if nothing follows.
  worker.unref()
  worker.channel?.unref()
  const idle = worker
  idleTimer = setTimeout(() => end(idle, stopped('was ended')), IDLE_MS).unref()
}

/** The image process now, if one runs, and the requests it has to answer (for tests). */
export const imageProcess = () => ({ pid: worker?.pid ?? null, pending: pending.size })

/** Runs one sharp operation in the image process; its own errors come back as plain Errors with sharp's message. */
export function inImageProcess<T>(op: 'metadata' | 'encode' | 'settings', request: object = {}): Promise<T> {
  clearTimeout(idleTimer)
  worker ??= start()
  const child = worker
  child.ref()
  child.channel?.ref()
  const id = nextId++
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => end(child, stopped('took too long')), REQUEST_TIMEOUT_MS)
    pending.set(id, { resolve: resolve as (result: unknown) => void, reject, timer })
    child.send({ id, op, ...request })
  })
}
