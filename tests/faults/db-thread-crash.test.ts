/**
 * The embedded database's thread (ADR 0083) crashes in the middle of contact writes: the production server as
 * its own process on a PGlite DATA_DIR, 8 writers POSTing valid, unique submissions, and the thread ended from
 * inside (support/pglite-thread-crash.mjs) while they write. The process must stay up and open its data folder
 * again; meanwhile every answer is a 201 or a 503 with Retry-After, never a 500 or a hang; writes succeed again
 * afterwards, without a restart of the process; and every submission answered 201 is stored once, nothing that
 * was never sent. A submission refused with 503 may still be stored, if its commit landed as the thread ended.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { postContact, submissionEmail } from './support/contact-writes'
import { freePort, removeDir, startServer, stopAllServers, tempDataDir } from './support/server-process'

const WRITERS = 8
const API_KEY = 'fault-suite-db-thread-api-key-01'
/** Writes run this long before the crash, then until this many are acknowledged after it, or the time limit. */
const CRASH_AFTER_MS = 1_000
const ACKNOWLEDGED_AFTER_THE_CRASH = 40
const TIME_LIMIT_MS = 30_000

const cleanups: Array<() => void> = []
afterAll(async () => {
  await stopAllServers()
  for (const cleanup of cleanups) cleanup()
})

describe('the embedded database thread crashes during concurrent contact writes', () => {
  it('the server answers 503 until the thread is back, then writes again, and keeps every acknowledged write', async () => {
    const dataDir = tempDataDir('db-thread')
    cleanups.push(() => removeDir(dataDir))
    const trigger = path.join(dataDir, '..', `${path.basename(dataDir)}.crash`)
    cleanups.push(() => fs.rmSync(trigger, { force: true }))
    const preload = path.resolve(import.meta.dirname, 'support/pglite-thread-crash.mjs')
    const server = await startServer(await freePort(4840, 4849), {
      DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT: '1000000',
      ADMIN_API_KEY: API_KEY,
      LOG_LEVEL: 'info',
      NODE_OPTIONS: `--import ${preload}`,
      FAULTS_DB_THREAD_CRASH_FILE: trigger,
    })

    const run = Math.random().toString(36).slice(2, 8)
    const sent = new Set<string>()
    const acknowledged = new Set<string>()
    const refused = new Set<string>()
    const wrong: string[] = []
    let firstRefusalAt: number | undefined
    let acknowledgedAfter = 0
    const started = Date.now()
    const done = () =>
      acknowledgedAfter >= ACKNOWLEDGED_AFTER_THE_CRASH || Date.now() - started > TIME_LIMIT_MS

    const writer = async (index: number) => {
      for (let i = 0; !done(); i++) {
        const submission = { writer: index, index: i, run }
        const email = submissionEmail(submission)
        sent.add(email)
        const begun = Date.now()
        const response = await postContact(server, submission)
        const body = await response.text()
        if (response.status === 201) {
          acknowledged.add(email)
          if (firstRefusalAt !== undefined && begun > firstRefusalAt) acknowledgedAfter++
        } else if (response.status === 503 && response.headers.get('retry-after')) {
          refused.add(email)
          firstRefusalAt ??= Date.now()
          // Refused writers pause as Retry-After asks, briefly here, so the test sees the recovery soon.
          await new Promise((resolve) => setTimeout(resolve, 50))
        } else {
          wrong.push(`${response.status} ${body.slice(0, 200)}`)
        }
      }
    }

    const writers = Array.from({ length: WRITERS }, (_, index) => writer(index))
    await new Promise((resolve) => setTimeout(resolve, CRASH_AFTER_MS))
    fs.writeFileSync(trigger, '')
    await Promise.all(writers)

    const ready = await fetch(`${server.url}/readyz`)
    const response = await fetch(`${server.url}/api/admin/contact`, { headers: { 'X-API-Key': API_KEY } })
    expect(response.status).toBe(200)
    const stored = ((await response.json()) as { data: Array<{ email: string }> }).data.map(
      (row) => row.email,
    )

    const counts = new Map<string, number>()
    for (const email of stored) counts.set(email, (counts.get(email) ?? 0) + 1)
    const lost = [...acknowledged].filter((email) => !counts.has(email))
    const duplicated = [...counts.entries()].filter(([, count]) => count > 1).map(([email]) => email)
    const phantom = stored.filter((email) => !sent.has(email))
    const refusedStored = [...refused].filter((email) => counts.has(email)).length
    console.log(
      `database thread crash on PGlite: ${acknowledged.size} acknowledged, ${refused.size} refused with 503 ` +
        `(${refusedStored} of them stored), ${acknowledgedAfter} acknowledged after the restart, ` +
        `${stored.length} stored, ${lost.length} lost, ${duplicated.length} duplicated, ${phantom.length} never sent, ` +
        `${wrong.length} other answers`,
    )

    expect(wrong).toEqual([])
    expect(fs.existsSync(trigger), 'the thread read the trigger').toBe(false)
    expect(refused.size, 'the crash came while writes were going on').toBeGreaterThan(0)
    expect(acknowledgedAfter, 'writes succeed again in the same process').toBeGreaterThanOrEqual(
      ACKNOWLEDGED_AFTER_THE_CRASH,
    )
    expect(server.child.exitCode).toBeNull()
    expect(ready.status).toBe(200)
    expect(server.output()).toContain('the embedded database stopped; opening its data folder again')
    expect(server.output()).toContain('the embedded database is open again')
    expect(lost).toEqual([])
    expect(duplicated).toEqual([])
    expect(phantom).toEqual([])
  })
})
