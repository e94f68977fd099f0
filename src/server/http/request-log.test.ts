import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './env'
import { requestLog } from './request-log'

/** An app that answers with the client address the request log gave the request. */
function echoAddress() {
  const app = new Hono<AppEnv>()
  app.use(requestLog(pino({ level: 'silent' }), { TRUST_PROXY: false }))
  app.get('/', (c) => c.text(c.get('ip')))
  return app
}

describe('the client address', () => {
  it('over a socket is its peer, whatever X-Forwarded-For claims when no proxy is trusted', async () => {
    const server = serve({ fetch: echoAddress().fetch, port: 0, hostname: '127.0.0.1' })
    try {
      await new Promise((resolve) => server.once('listening', resolve))
      const { port } = server.address() as AddressInfo
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'X-Forwarded-For': '203.0.113.9' },
      })
      expect(await answer.text()).toBe('127.0.0.1')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('in memory (no socket) is unknown, and the request is served', async () => {
    const answer = await echoAddress().request('/')
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('unknown')
  })
})
