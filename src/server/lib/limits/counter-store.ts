import type { Em } from '@/server/db/orm'

/** One key's count in its current window. */
export interface Counter {
  count: number
  /** Epoch milliseconds when the window ends and the count is forgotten. */
  resetAt: number
}

export interface CountOptions {
  windowMs: number
  now: number
  /**
   * Fixed: the window starts with the first hit and ends `windowMs` later (allowances: "10 per hour").
   * Sliding: every hit moves the end to `windowMs` after it (failures are forgotten that long after the last one).
   */
  window: 'fixed' | 'sliding'
}

/**
 * Where counters live. Every replica must see the same counts, or N replicas would multiply every limit, so the
 * service keeps them in its database (`rate_limit_counters`); the in-memory store is for code that runs without
 * one (a form's component test).
 */
export interface CounterStore {
  /** Counts one hit and returns the count after it. One atomic statement: concurrent hits never lose a count. */
  hit(bucket: string, key: string, options: CountOptions): Promise<Counter>
  /** The key's live count, without counting; undefined when it has none. */
  peek(bucket: string, key: string, now: number): Promise<Counter | undefined>
  forget(bucket: string, key: string): Promise<void>
}

interface CounterRow {
  count: number
  reset_at: Date | string
}

/** PostgreSQL cannot store U+0000 in text; keys come from clients (usernames, forwarded addresses). */
const storableKey = (key: string) => key.replaceAll('\u0000', '\uFFFD').slice(0, 300)

const toCounter = (row: CounterRow): Counter => ({
  count: Number(row.count),
  resetAt: new Date(row.reset_at).getTime(),
})

/** How often, at most, rows whose time is up are deleted (by the next counted request): the privacy page says so. */
export const COUNTER_SWEEP_MS = 60_000

/**
 * Counters in the database: one upsert per hit. A window that has ended restarts at 1 in the same statement, and
 * expired rows are deleted now and then so the table stays the size of the live windows.
 */
export function databaseCounterStore(em: () => Em): CounterStore {
  let lastSweep = 0

  return {
    async hit(bucket, key, { windowMs, now, window }) {
      const at = new Date(now)
      const end = new Date(now + windowMs)
      const keepEnd = window === 'fixed' ? 'rate_limit_counters.reset_at' : '?'
      const rows = await em().execute<CounterRow[]>(
        `insert into rate_limit_counters (bucket, key, count, reset_at) values (?, ?, 1, ?)
         on conflict (bucket, key) do update set
           count = case when rate_limit_counters.reset_at <= ? then 1 else rate_limit_counters.count + 1 end,
           reset_at = case when rate_limit_counters.reset_at <= ? then excluded.reset_at else ${keepEnd} end
         returning count, reset_at`,
        window === 'fixed'
          ? [bucket, storableKey(key), end, at, at]
          : [bucket, storableKey(key), end, at, at, end],
      )
      if (now - lastSweep > COUNTER_SWEEP_MS) {
        lastSweep = now
        await em().execute('delete from rate_limit_counters where reset_at <= ?', [at], 'run')
      }
      return toCounter(rows[0]!)
    },
    async peek(bucket, key, now) {
      const rows = await em().execute<CounterRow[]>(
        'select count, reset_at from rate_limit_counters where bucket = ? and key = ? and reset_at > ?',
        [bucket, storableKey(key), new Date(now)],
      )
      return rows[0] ? toCounter(rows[0]) : undefined
    },
    async forget(bucket, key) {
      await em().execute(
        'delete from rate_limit_counters where bucket = ? and key = ?',
        [bucket, storableKey(key)],
        'run',
      )
    },
  }
}

/** Counters in this process's memory: only for code that has no database (see CounterStore). */
export function memoryCounterStore(): CounterStore {
  const counters = new Map<string, Counter>()
  const id = (bucket: string, key: string) => `${bucket}\u0001${key}`
  const live = (bucket: string, key: string, now: number) => {
    const counter = counters.get(id(bucket, key))
    return counter && counter.resetAt > now ? counter : undefined
  }
  return {
    async hit(bucket, key, { windowMs, now, window }) {
      const current = live(bucket, key, now)
      const next = current
        ? { count: current.count + 1, resetAt: window === 'fixed' ? current.resetAt : now + windowMs }
        : { count: 1, resetAt: now + windowMs }
      counters.set(id(bucket, key), next)
      return next
    },
    async peek(bucket, key, now) {
      return live(bucket, key, now)
    },
    async forget(bucket, key) {
      counters.delete(id(bucket, key))
    },
  }
}
