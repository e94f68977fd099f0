import type { CounterStore } from '@/server/lib/limits/counter-store'
import { RateLimiter } from '@/server/lib/limits/rate-limiter'
import type { StoredCounter } from '@/shared/privacy/privacy.schema'

const HOUR = 3_600_000
const MESSAGE = 'Too many password-reset requests. Please wait and try again.'

/**
 * Password-reset requests (issue 35), counted in PostgreSQL like sign-in failures (ADR 0090): per address typed,
 * so nobody floods one inbox, and per source, so one source cannot probe many. Both hold whether or not the
 * address has an account, so the limit tells nothing about which addresses exist.
 */
const PER_ADDRESS = { bucket: 'password-reset:address', limit: 3, windowMs: HOUR, message: MESSAGE }
const PER_SOURCE = { bucket: 'password-reset:source', limit: 10, windowMs: HOUR, message: MESSAGE }

/** The counters as the privacy page states them. */
export const passwordResetCounters: StoredCounter[] = [
  { bucket: PER_ADDRESS.bucket, purpose: 'password-reset requests', key: 'email', keptMinutes: 60 },
  { bucket: PER_SOURCE.bucket, purpose: 'password-reset requests', key: 'ip', keptMinutes: 60 },
]

export async function assertResetAllowed(store: CounterStore, ip: string, email: string) {
  await new RateLimiter(store, PER_SOURCE).hit(ip)
  await new RateLimiter(store, PER_ADDRESS).hit(email)
}
