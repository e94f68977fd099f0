/**
 * Contact submissions (issue 3): acknowledged `POST /api/contact` per second at 8 connections on PostgreSQL
 * (and, for comparison, on the default embedded PGlite), latency, and a count afterwards proving that every
 * submission the server acknowledged with 201 is stored. The per-IP allowance is raised through its setting,
 * CONTACT_RATE_LIMIT, as an operator would; nothing in the server knows it is being measured.
 */
import fs from 'node:fs'
import { openDatabase } from '@/server/db/orm'
import { load, round } from './load'
import { startServer, tempDataDir, withScratchPostgres } from './server'

const CONNECTIONS = 8
const DURATION_MS = 10_000
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const settings = { SEED_DEMO_DATA: 'false', CONTACT_RATE_LIMIT: '1000000' }

let sequence = 0
const submission = () =>
  JSON.stringify({
    firstName: 'Bench',
    lastName: `Sender ${++sequence}`,
    email: `bench-${sequence}@example.com`,
    jobTitle: 'Load Tester',
    company: 'Benchmark Inc',
    message: 'Measuring how many contact submissions per second are acknowledged and stored.',
  })

/** CPU time (user + system) a process has used so far, in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function measure(url: string, pid: number) {
  const run = (durationMs: number) =>
    load({
      url: `${url}/api/contact`,
      method: 'POST',
      connections: CONNECTIONS,
      durationMs,
      body: submission,
      ok: (status) => status === 201,
    })
  const warmup = await run(2_000)
  const cpuBefore = cpuMs(pid)
  const result = await run(DURATION_MS)
  // Independent of how busy the machine is: what one submission costs the app process itself.
  const cpuPerSubmission = (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests)
  return {
    result,
    cpuPerSubmission,
    acknowledged: warmup.requests + result.requests,
    errors: warmup.errors + result.errors,
  }
}

/** Rows the database holds after the run, read directly (not through the server). */
async function storedRows(target: { url: string } | { dataDir: string }) {
  const db = await openDatabase(target)
  try {
    const [row] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: string }[]>(
        `select count(*) as count from contact_submissions where email like 'bench-%'`,
      )
    return Number(row!.count)
  } finally {
    await db.close()
  }
}

function figures(engine: string, run: Awaited<ReturnType<typeof measure>>, stored: number) {
  return {
    [`${engine}: acknowledged submissions/s at ${CONNECTIONS} connections`]: round(run.result.rps, 0),
    [`${engine}: p50 (ms)`]: round(run.result.p50, 2),
    [`${engine}: p99 (ms)`]: round(run.result.p99, 2),
    [`${engine}: app CPU per submission (ms)`]: round(run.cpuPerSubmission, 2),
    [`${engine}: errors (non-201 or failed)`]: run.errors,
    [`${engine}: acknowledged (201) in total`]: run.acknowledged,
    [`${engine}: stored afterwards`]: stored,
    [`${engine}: acknowledged but not stored`]: Math.max(0, run.acknowledged - stored),
  }
}

async function onPostgres() {
  return withScratchPostgres(POSTGRES, async (url) => {
    const server = await startServer({ ...settings, DATABASE_URL: url })
    let run
    try {
      run = await measure(server.url, server.pid)
    } finally {
      await server.stop()
    }
    return figures('PostgreSQL', run, await storedRows({ url }))
  })
}

async function onPglite() {
  const dataDir = tempDataDir()
  try {
    const server = await startServer({ ...settings, DATA_DIR: dataDir })
    let run
    try {
      run = await measure(server.url, server.pid)
    } finally {
      await server.stop()
    }
    return figures('PGlite', run, await storedRows({ dataDir }))
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function benchContact() {
  return { ...(await onPostgres()), ...(await onPglite()) }
}
