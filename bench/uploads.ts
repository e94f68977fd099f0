/**
 * `npm run bench -- uploads` (issue 40 point 5): do image uploads starve reads? On PGlite, staff upload 24 large
 * JPEGs (24 megapixels each) at once while 4 connections keep reading a cached public read and a kept page; it
 * prints those reads' latency before and during the uploads, what the uploads answered and took, and the resident
 * memory of the server with the image process it starts (ADR 0145), idle, at its peak and 10 s after the last upload. Target: the cached read's p99 under 100 ms
 * during the uploads, and memory back near idle after.
 */
import fs from 'node:fs'
import http from 'node:http'
import { Worker } from 'node:worker_threads'
import sharp from 'sharp'
import { percentile, round } from './load'
import { startServer, tempDataDir, treeRssMb } from './server'

const UPLOADS = 24
const READERS = 4
const WIDTH = 6000
const HEIGHT = 4000
const READS = [
  ['GET /api/blog/articles?limit=9 (read cache)', '/api/blog/articles?limit=9'],
  ['GET /about (page cache)', '/about'],
] as const
const ADMIN = { username: 'bench', password: 'bench uploads password' }

/** A photo-like JPEG: noise over a colour, different bytes each time, a few megabytes like a camera's. */
const photo = (seed: number) =>
  sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 },
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .jpeg({ quality: 82 })
    .toBuffer()

/** One GET on a keep-alive agent: its latency in ms, or null for anything but a 200. */
function get(agent: http.Agent, url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const started = performance.now()
    http
      .get(url, { agent }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : null))
      })
      .on('error', () => resolve(null))
  })
}

/** READERS connections reading `url` back to back until `until` settles; latencies sorted, and the failures. */
async function readWhile(url: string, until: Promise<unknown>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: READERS })
  let done = false
  void until.finally(() => (done = true))
  const latencies: number[] = []
  /** When each read slower than 100 ms started, in seconds from the first read: where the stalls are. */
  const slow: number[] = []
  const first = performance.now()
  let failed = 0
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!done) {
        const at = (performance.now() - first) / 1000
        const latency = await get(agent, url)
        if (latency === null) failed++
        else latencies.push(latency)
        if (latency !== null && latency > 100) slow.push(at)
      }
    }),
  )
  agent.destroy()
  return { latencies: latencies.sort((a, b) => a - b), failed, slow }
}

const summary = ({ latencies, failed, slow }: Awaited<ReturnType<typeof readWhile>>) =>
  `${latencies.length} reads, p50 ${round(percentile(latencies, 50), 1)} ms, ` +
  `p99 ${round(percentile(latencies, 99), 1)} ms, max ${round(latencies.at(-1) ?? NaN, 1)} ms` +
  (failed ? `, ${failed} failed` : '') +
  (slow.length
    ? `; ${slow.length} over 100 ms, started ${slow
        .map((at) => round(at, 1))
        .filter((at, i, all) => all.indexOf(at) === i)
        .slice(0, 12)
        .join(', ')}${slow.length > 12 ? '…' : ''} s in`
    : '')

/** The uploader's thread: every file at once, with the staff cookie; what each answered and how long it took. */
const UPLOADER = `
const { parentPort, workerData } = require('node:worker_threads')
const { url, cookie, files } = workerData
const statuses = {}
const uploadTimes = []
Promise.all(files.map(async (file, index) => {
  const form = new FormData()
  form.set('file', new Blob([file], { type: 'image/jpeg' }), 'photo-' + index + '.jpg')
  const started = performance.now()
  const answer = await fetch(url, { method: 'POST', headers: { Cookie: cookie }, body: form })
  await answer.arrayBuffer()
  uploadTimes.push(performance.now() - started)
  statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
})).then(() => parentPort.postMessage({ statuses, uploadTimes }))
`

function sendUploads(
  url: string,
  cookie: string,
  files: Buffer[],
): Promise<{ statuses: Record<string, number>; uploadTimes: number[] }> {
  const worker = new Worker(UPLOADER, {
    eval: true,
    workerData: { url, cookie, files: files.map((file) => new Uint8Array(file)) },
  })
  return new Promise((resolve, reject) => {
    worker.once('message', (result) => {
      resolve(result)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function benchUploads(): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {}
  const files = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => photo(index)))
  const sizes = files.map((file) => file.length / 1024 / 1024)
  figures['uploads'] =
    `${UPLOADS} JPEGs of ${WIDTH} x ${HEIGHT}, ${round(Math.min(...sizes), 1)}-${round(Math.max(...sizes), 1)} MB`
  const dataDir = tempDataDir()
  const server = await startServer({
    DATA_DIR: dataDir,
    READ_CACHE_SECONDS: '30',
    UPLOAD_MAX_MB: '16',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  })
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`)
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ')

    // Warm the caches, then the reads alone for a baseline.
    for (const [, pathname] of READS) await get(new http.Agent(), `${server.url}${pathname}`)
    await sleep(2_000)
    figures['resident memory, idle'] = `${round(treeRssMb(server.pid), 0)} MB`
    for (const [label, pathname] of READS)
      figures[`${label}, no uploads (3 s)`] = summary(
        await readWhile(`${server.url}${pathname}`, sleep(3_000)),
      )

    let peak = treeRssMb(server.pid)
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(server.pid))), 100)
    const started = performance.now()
    // The uploads are sent from a thread of their own: building and pushing 150 MB of bodies would otherwise stall
    // this thread's event loop, and the readers' latencies would count the benchmark's own stall.
    const uploads = sendUploads(`${server.url}/api/media/images`, cookie, files)
    const during = await Promise.all(
      READS.map(([, pathname]) => readWhile(`${server.url}${pathname}`, uploads)),
    )
    const { statuses, uploadTimes } = await uploads
    clearInterval(sampler)
    uploadTimes.sort((a, b) => a - b)
    figures['uploads answered'] =
      Object.entries(statuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ') +
      ` in ${round((performance.now() - started) / 1000, 1)} s (each: p50 ${round(percentile(uploadTimes, 50) / 1000, 1)} s, ` +
      `max ${round((uploadTimes.at(-1) ?? NaN) / 1000, 1)} s)`
    for (const [index, [label]] of READS.entries())
      figures[`${label}, during the uploads`] = summary(during[index]!)
    figures['resident memory, peak during the uploads'] = `${round(peak, 0)} MB`
    await sleep(10_000)
    figures['resident memory, 10 s after the last upload'] = `${round(treeRssMb(server.pid), 0)} MB`
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return figures
}
