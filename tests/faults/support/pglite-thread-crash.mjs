/**
 * A preload (NODE_OPTIONS=--import) for the server under the fault suite: in the embedded database's thread
 * (ADR 0083), the first statement or transaction begun after the file named by FAULTS_DB_THREAD_CRASH_FILE
 * appears ends the thread, as a crash of PGlite's engine would. The file is removed first, so the thread the
 * server starts in its place runs normally. Nothing happens in the server's main thread.
 */
import { existsSync, rmSync } from 'node:fs'
import { isMainThread } from 'node:worker_threads'

const trigger = process.env.FAULTS_DB_THREAD_CRASH_FILE

if (!isMainThread && trigger) {
  // The worker imports PGlite by name from the app's folder: the same module, so the same prototype.
  const { PGlite } = await import('@electric-sql/pglite')
  for (const method of ['query', 'exec', 'transaction']) {
    const original = PGlite.prototype[method]
    PGlite.prototype[method] = function (...args) {
      if (existsSync(trigger)) {
        rmSync(trigger)
        process.exit(70)
      }
      return original.apply(this, args)
    }
  }
}
