import type { CounterStore } from '@/server/lib/limits/counter-store'
import { FailureThrottle } from '@/server/lib/limits/failure-throttle'
import type { StoredCounter } from '@/shared/privacy/privacy.schema'

const MINUTE = 60_000
const MESSAGE = 'Too many failed sign-in attempts. Please wait and try again.'
const SOURCE_FORGET_MS = 60 * MINUTE
const ACCOUNT_FORGET_MS = 15 * MINUTE

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
  {
    bucket: 'sign-in:account',
    purpose: 'failed staff sign-ins',
    key: 'username',
    keptMinutes: ACCOUNT_FORGET_MS / MINUTE,
  },
]

/**
 * Failed sign-ins slow down whoever is guessing, with growing delays rather than a lockout (ADR 0013):
 * - per account and source address: after 5 failures, 5 s, then doubling up to 15 minutes;
 * - per source address, whatever the account (one address trying many accounts): after 20, the same;
 * - per account, from all addresses together (guessing spread over many addresses): after 20, 1 s, doubling
 *   up to 30 s at most, so strangers can slow the real user down but never lock them out.
 * A success forgets the account's failures from that address. Unknown usernames are counted like real ones, so
 * the throttle does not reveal which accounts exist. Sessions already open are never affected.
 */
export class LoginThrottle {
  private readonly perAccountAndSource: FailureThrottle
  private readonly perSource: FailureThrottle
  private readonly perAccount: FailureThrottle

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
    this.perAccount = new FailureThrottle(
      store,
      {
        bucket: 'sign-in:account',
        freeFailures: 20,
        firstDelayMs: 1_000,
        maxDelayMs: 30_000,
        forgetAfterMs: ACCOUNT_FORGET_MS,
        message: MESSAGE,
      },
      now,
    )
  }

  async assertAllowed(ip: string, account: string) {
    const name = normalise(account)
    await this.perSource.assertAllowed(ip)
    await this.perAccountAndSource.assertAllowed(pair(name, ip))
    await this.perAccount.assertAllowed(name)
  }

  async recordFailure(ip: string, account: string) {
    const name = normalise(account)
    await this.perSource.recordFailure(ip)
    await this.perAccountAndSource.recordFailure(pair(name, ip))
    await this.perAccount.recordFailure(name)
  }

  async recordSuccess(ip: string, account: string) {
    await this.perAccountAndSource.forget(pair(normalise(account), ip))
  }
}

/** Sign-in accepts a username or email in any case, so "Admin" and "admin" are one account to the throttle. */
const normalise = (account: string) => account.trim().toLowerCase()
const pair = (account: string, ip: string) => `${account}\u0001${ip}`
