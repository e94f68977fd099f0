import { RateLimiter } from '../../http/rate-limit'

const WINDOW_MS = 15 * 60_000
const MESSAGE = 'Too many failed sign-in attempts. Please wait and try again.'

/**
 * Failed sign-ins are counted per account (5 in 15 minutes) and per IP (20 in 15 minutes). Once either is used
 * up, sign-in answers 429 with Retry-After, even with the right password, until the window ends. A successful
 * sign-in clears the account's count. Unknown usernames are counted like real ones, so the throttle does not
 * reveal which accounts exist.
 */
export class LoginThrottle {
  readonly perAccount: RateLimiter
  readonly perIp: RateLimiter

  constructor(now: () => number = Date.now) {
    this.perAccount = new RateLimiter({ limit: 5, windowMs: WINDOW_MS, message: MESSAGE }, now)
    this.perIp = new RateLimiter({ limit: 20, windowMs: WINDOW_MS, message: MESSAGE }, now)
  }

  assertAllowed(ip: string, account: string) {
    this.perIp.assertAvailable(ip)
    this.perAccount.assertAvailable(account)
  }

  recordFailure(ip: string, account: string) {
    this.perIp.consume(ip)
    this.perAccount.consume(account)
  }

  recordSuccess(account: string) {
    this.perAccount.reset(account)
  }
}
