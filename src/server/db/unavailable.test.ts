import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core'
import { describe, expect, it } from 'vitest'
import { toAppError } from '@/server/errors'
import { POOL_QUEUE_FULL } from './pg-pool'
import { describeStartupFailure } from './startup-errors'
import { DatabaseNotReadyError } from './startup-lock'
import { isDatabaseUnavailable } from './unavailable'

/** The shapes the pg driver, pg-pool, PostgreSQL and MikroORM report an unusable database in. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused connection', withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED')],
    ['pool acquire timeout', new Error('timeout exceeded when trying to connect')],
    ['client read timeout', new Error('Query read timeout')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['dropped connection', new Error('Connection terminated unexpectedly')],
    ['statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['lock_timeout', withCode('canceling statement due to lock timeout', '55P03')],
    ['server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['connection exception class 08', withCode('connection failure', '08006')],
    ['waiting queue full', withCode('100 requests already wait', POOL_QUEUE_FULL)],
    ['wrapped by MikroORM', new DriverException(new Error('Query read timeout'))],
    ['kept as a cause', new Error('request failed', { cause: withCode('x', 'ECONNRESET') })],
    [
      'one error per address',
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {}),
    ],
  ])('%s: yes', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(toAppError(error)).toMatchObject({
      status: 503,
      options: { retryAfterSeconds: 5 },
    })
  })

  it.each([
    ['a unique violation', new UniqueConstraintViolationException(withCode('duplicate key', '23505'))],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'timeout exceeded when trying to connect'],
    ['nothing', undefined],
  ])('%s: no', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
    expect(toAppError(error)?.status).not.toBe(503)
  })
})

describe('describeStartupFailure', () => {
  const url = 'postgres://app:s3cret-Passw0rd@db.internal:6543/campus'

  it('names the server and the reason in one line, never the password', () => {
    const line = describeStartupFailure(withCode('connect ECONNREFUSED 10.0.0.5:6543', 'ECONNREFUSED'), url)
    expect(line).toContain('db.internal:6543/campus')
    expect(line).toContain('ECONNREFUSED')
    expect(line).not.toContain('s3cret')
    expect(line).not.toContain('\n')
  })

  it('explains a server that refuses us, and strips URLs a message may echo', () => {
    expect(describeStartupFailure(withCode('password authentication failed', '28P01'), url)).toContain(
      'password authentication failed',
    )
    const echoed = describeStartupFailure(new Error(`Connection terminated: ${url}\nat x`), url)!
    expect(echoed).not.toContain('s3cret')
    expect(echoed).not.toContain('\n')
  })

  it('passes start-up waits through and leaves bugs alone (they keep their stack)', () => {
    expect(describeStartupFailure(new DatabaseNotReadyError('waited too long'), url)).toBe('waited too long')
    expect(describeStartupFailure(new TypeError('bug'), url)).toBeUndefined()
  })
})
