import type { CounterStore } from '@/server/lib/limits/counter-store'
import { FailureThrottle } from '@/server/lib/limits/failure-throttle'
import type { StoredCounter } from '@/shared/privacy/privacy.schema'

const MINUTE = 60_000
const MESSAGE = 'Too many failed sign-in attempts. Please wait and try again.'
const SOURCE_FORGET_MS = 60 * MINUTE

/** The counters below as the privacy page states them (what they key on, how long a row lives). */
export const signInCounters: StoredCounter[] = [
  {
    bucket: 'sign-in:account+source',
    purpose: 'failed staff sign-ins',
    key: 'ip-and-username',
    keptMinutes: SOURCE_FORGET_MS / MINUTE,
  },
  {
    bucket: 'sign-in:source',
    purpose: 'failed staff sign-ins',
    key: 'ip',
    keptMinutes: SOURCE_FORGET_MS / MINUTE,
  },
]

/**
 * Failed sign-ins slow down whoever is guessing, with growing delays rather than a lockout (ADR 0013, ADR 0090):
 * - per account and source address: after 5 failures, 5 s, then doubling up to 15 minutes;
 * - per source address, whatever the account (one address trying many accounts): after 20, the same.
 * Nothing is counted per account alone: such a count is shared by every address, so strangers guessing from
 * addresses of their own could keep the real user out (issue 35). Failures from other sources therefore never
 * stop the right password from a source that has not been failing. A success forgets the account's failures
 * from that address. Unknown usernames are counted like real ones, so the throttle does not reveal which
 * accounts exist. Sessions already open are never affected.
 */
export class LoginThrottle {
  private readonly perAccountAndSource: FailureThrottle
  private readonly perSource: FailureThrottle

  constructor(store: CounterStore, now: () => number = Date.now) {
    const slow = {
      firstDelayMs: 5_000,
      maxDelayMs: 15 * MINUTE,
      forgetAfterMs: SOURCE_FORGET_MS,
      message: MESSAGE,
    }
    this.perAccountAndSource = new FailureThrottle(
      store,
      { bucket: 'sign-in:account+source', freeFailures: 5, ...slow },
      now,
    )
    this.perSource = new FailureThrottle(store, { bucket: 'sign-in:source', freeFailures: 20, ...slow }, now)
  }

  async assertAllowed(ip: string, account: string) {
    await this.perSource.assertAllowed(ip)
    await this.perAccountAndSource.assertAllowed(pair(normalise(account), ip))
  }

  async recordFailure(ip: string, account: string) {
    await this.perSource.recordFailure(ip)
    await this.perAccountAndSource.recordFailure(pair(normalise(account), ip))
  }

  async recordSuccess(ip: string, account: string) {
    await this.perAccountAndSource.forget(pair(normalise(account), ip))
  }
}

/** Sign-in accepts a username or email in any case, so "Admin" and "admin" are one account to the throttle. */
const normalise = (account: string) => account.trim().toLowerCase()
const pair = (account: string, ip: string) => `${account}\u0001${ip}`
