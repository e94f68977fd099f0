/**
 * Twenty visitors book the same slot at once, through two server processes on one PostgreSQL database (issue 38
 * point 6): exactly one booking is stored and answered 201, the nineteen others a 409, and the slot leaves the
 * list on both replicas. Needs TEST_DATABASE_URL; without it the test is reported as skipped. Uses the build.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@/server/db/orm'
import { buildIfStale, startServer, waitReady, type ServerProcess } from '../support/server-process'

const serverUrl = process.env.TEST_DATABASE_URL
// Ports 5674-5675 belong to this file.
const [PORT_A, PORT_B] = [5674, 5675]

describe.skipIf(!serverUrl)('one slot, twenty bookings, two replicas', () => {
  let admin: Database
  let databaseUrl: string
  const name = `h_sales_booking_${randomBytes(5).toString('hex')}`
  const servers: ServerProcess[] = []

  beforeAll(async () => {
    buildIfStale()
    admin = await openDatabase({ url: serverUrl! })
    await admin.orm.em.getConnection().execute(`create database "${name}"`)
    const target = new URL(serverUrl!)
    target.pathname = `/${name}`
    databaseUrl = target.toString()
    const env = {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${PORT_A}`,
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'false',
    }
    // One first, so the schema is made once; the second finds it ready.
    servers.push(startServer(PORT_A, env))
    await waitReady(servers[0]!, 90_000)
    servers.push(startServer(PORT_B, env))
    await waitReady(servers[1]!, 90_000)
  }, 300_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await admin?.orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`)
    await admin?.close()
  })

  const slotsOn = async (port: number) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/booking/slots`, {
      signal: AbortSignal.timeout(10_000),
    })
    const { data } = (await response.json()) as { data: { days: { slots: { start: string }[] }[] } }
    return data.days.flatMap((day) => day.slots.map((slot) => slot.start))
  }

  it('store exactly one, answer the rest 409, and the slot is gone on both', async () => {
    const start = (await slotsOn(PORT_A))[0]!
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`http://127.0.0.1:${i % 2 ? PORT_B : PORT_A}/api/booking/calls`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Forwarded-For': `203.0.113.${i + 1}`,
            Origin: `http://127.0.0.1:${PORT_A}`,
          },
          body: JSON.stringify({
            firstName: 'Visitor',
            lastName: `Number ${i}`,
            email: `visitor${i}@example.com`,
            jobTitle: 'Marketing',
            company: 'Racing Co',
            start,
          }),
          signal: AbortSignal.timeout(20_000),
        }).then((response) => response.status),
      ),
    )
    expect(answers.filter((status) => status === 201)).toHaveLength(1)
    expect(answers.filter((status) => status === 409)).toHaveLength(19)
    // Counted in the replicas' own database (the admin connection is to another one).
    const target = await openDatabase({ url: databaseUrl })
    try {
      const [row] = await target.orm.em
        .getConnection()
        .execute<{ count: number }[]>(
          `select count(*)::int as count from contact_submissions where call_starts_at = ? and call_cancelled_at is null`,
          [start],
        )
      expect(row?.count).toBe(1)
    } finally {
      await target.close()
    }
    expect(await slotsOn(PORT_A)).not.toContain(start)
    expect(await slotsOn(PORT_B)).not.toContain(start)
  }, 60_000)
})
