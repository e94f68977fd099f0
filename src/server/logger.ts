import { pino, type Logger } from 'pino'
import type { Config } from './config'

export type { Logger }

/** JSON lines in production (for log shippers); readable lines when a developer runs it in a terminal. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY
  return pino({
    level: config.LOG_LEVEL,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-key"]'],
      remove: true,
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  })
}
