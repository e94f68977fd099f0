/**
 * Platform figures (issue: platform foundation): start-up time on an empty data folder (a first start, with the
 * demo content, as `npm start` does it; issue 33 asks at most 5 s) and with an existing one, idle memory, the
 * server render of / under load, and the JavaScript the home page loads first.
 */
import fs from 'node:fs'
import { load, percentile, round } from './load'
import { rssMb, startServer, tempDataDir } from './server'
import { firstLoadJs } from '../tests/support/first-load'

export { firstLoadJs }

/** Five first starts, each on an empty folder of its own; the last folder is kept for the later starts. */
async function firstStarts(): Promise<{ readyTimes: number[]; dataDir: string }> {
  const readyTimes: number[] = []
  let dataDir = ''
  for (let i = 0; i < 5; i++) {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    dataDir = tempDataDir()
    const server = await startServer({ DATA_DIR: dataDir })
    readyTimes.push(server.readyMs)
    await server.stop()
  }
  return { readyTimes: readyTimes.sort((a, b) => a - b), dataDir }
}

export async function benchPlatform() {
  // A first start unpacks the prepared database, migrates, applies the directory and seeds the demo content.
  const first = await firstStarts()
  const dataDir = first.dataDir

  const readyTimes: number[] = []
  for (let i = 0; i < 5; i++) {
    const server = await startServer({ DATA_DIR: dataDir })
    readyTimes.push(server.readyMs)
    await server.stop()
  }
  readyTimes.sort((a, b) => a - b)

  let server = await startServer({ DATA_DIR: dataDir })
  try {
    // Warm up, then idle memory.
    await load({ url: `${server.url}/`, connections: 4, durationMs: 2000 })
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const idleRss = rssMb(server.pid)

    const home = await load({ url: `${server.url}/`, connections: 20, durationMs: 10_000 })
    const peakRss = rssMb(server.pid)
    await server.stop()

    // The same load with the page cache off: every request is a full server render.
    const uncached = await startServer({ DATA_DIR: dataDir, PAGE_CACHE_SECONDS: '0' })
    await load({ url: `${uncached.url}/`, connections: 4, durationMs: 2000 })
    const render = await load({ url: `${uncached.url}/`, connections: 20, durationMs: 10_000 })
    await uncached.stop()

    server = await startServer({ DATA_DIR: dataDir })
    const firstLoad = await firstLoadJs(server.url, '/')
    return {
      'ready after a first start, empty data folder (ms, median of 5)': round(
        percentile(first.readyTimes, 50),
        0,
      ),
      'ready after a first start, slowest of 5 (ms)': round(first.readyTimes.at(-1)!, 0),
      'ready after start, existing data folder (ms, median of 5)': round(percentile(readyTimes, 50), 0),
      'ready after start, slowest of 5 (ms)': round(readyTimes.at(-1)!, 0),
      'RSS idle (MB)': round(idleRss),
      'RSS after load (MB)': round(peakRss),
      'GET / at 20 connections, page cache on (req/s)': round(home.rps, 0),
      'GET / page cache on p50 / p99 (ms)': `${round(home.p50, 2)} / ${round(home.p99, 2)}`,
      'GET / at 20 connections, every request rendered (req/s)': round(render.rps, 0),
      'GET / rendered p50 / p99 (ms)': `${round(render.p50, 2)} / ${round(render.p99, 2)}`,
      'GET / errors': home.errors + render.errors,
      'first-load JS of / (kB gzip)': round(firstLoad.gzipBytes / 1024),
      'first-load JS files of /': firstLoad.files.join(' '),
    }
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
