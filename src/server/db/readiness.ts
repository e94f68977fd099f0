import type { Orm } from './orm'

/** /readyz answers within this, whatever the database does (load balancers time out at 2-5 s). */
export const READY_CHECK_TIMEOUT_MS = 1_500

/**
 * The readiness probe's database check. A frozen server would keep `select 1` waiting until the pool's own
 * timeouts, so the probe races it against a timer and says "not ready" first. Probes arriving while a check is
 * still out share it: a stuck database costs one pending check, not one per probe.
 */
export function databaseReadiness(orm: Orm, timeoutMs = READY_CHECK_TIMEOUT_MS): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined
  return async () => {
    inFlight ??= orm
      .checkConnection()
      .then(
        (check) => check.ok,
        () => false,
      )
      .finally(() => {
        inFlight = undefined
      })
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs)
    })
    try {
      return await Promise.race([inFlight, late])
    } finally {
      clearTimeout(timer)
    }
  }
}
