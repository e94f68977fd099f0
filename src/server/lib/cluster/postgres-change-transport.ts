import pg from 'pg'
import type { Logger } from '@/server/logger'
import type { ChangeTransport } from './change-feed'

const CHANNEL = 'campuspulse_changes'
const RECONNECT_MIN_MS = 500
const RECONNECT_MAX_MS = 10_000
const CONNECT_TIMEOUT_MS = 5_000

/**
 * NOTIFY/LISTEN on the PostgreSQL server every replica already shares: no other service to run. NOTIFY is sent
 * on a pooled connection by `notify`; LISTEN needs a connection of its own that stays open, kept here and
 * reopened with backoff when it drops (the feed then treats everything as changed, since messages sent while it
 * was away are lost).
 */
export function postgresChangeTransport(
  url: string,
  notifyWith: (sql: string, params: unknown[]) => Promise<unknown>,
  log: Logger,
): ChangeTransport {
  return {
    notify: async (payload) => {
      await notifyWith('select pg_notify(?, ?)', [CHANNEL, payload])
    },
    async listen(onMessage, onGap) {
      let client: pg.Client | undefined
      let stopped = false
      let delay = RECONNECT_MIN_MS
      let timer: NodeJS.Timeout | undefined

      const connect = async (afterGap: boolean) => {
        const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
        next.on('notification', (message) => {
          if (message.channel === CHANNEL && message.payload) onMessage(message.payload)
        })
        next.on('error', () => reconnect(next))
        next.on('end', () => reconnect(next))
        try {
          await next.connect()
          await next.query(`listen ${CHANNEL}`)
        } catch (error) {
          log.warn({ err: error }, 'change feed: could not listen; retrying')
          void next.end().catch(() => {})
          schedule()
          return
        }
        if (stopped) return void next.end().catch(() => {})
        client = next
        delay = RECONNECT_MIN_MS
        if (afterGap) onGap()
      }

      const schedule = () => {
        if (stopped) return
        timer = setTimeout(() => void connect(true), delay)
        timer.unref()
        delay = Math.min(RECONNECT_MAX_MS, delay * 2)
      }

      const reconnect = (which: pg.Client) => {
        if (stopped || client !== which) return
        client = undefined
        void which.end().catch(() => {})
        log.warn('change feed: connection lost; reconnecting')
        schedule()
      }

      await connect(false)
      return async () => {
        stopped = true
        if (timer) clearTimeout(timer)
        const current = client
        client = undefined
        await current?.end().catch(() => {})
      }
    },
  }
}
