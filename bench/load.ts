import http from 'node:http'

export interface LoadResult {
  requests: number
  errors: number
  rps: number
  p50: number
  p95: number
  p99: number
}

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/**
 * A closed-loop load generator over loopback: `connections` keep-alive sockets, each sending the next request
 * as soon as the previous answered, for `durationMs`. Latencies in milliseconds.
 */
export async function load(options: {
  url: string
  connections: number
  durationMs: number
  method?: string
  headers?: Record<string, string>
  /** A fresh body per request (e.g. unique contact submissions). */
  body?: () => string
  /** Which statuses count as success (default 200). */
  ok?: (status: number) => boolean
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const ok = options.ok ?? ((status: number) => status === 200)
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  const deadline = started + options.durationMs

  const once = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now()
      const body = options.body?.()
      const request = http.request(
        options.url,
        {
          agent,
          method: options.method ?? 'GET',
          headers: {
            ...options.headers,
            ...(body
              ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }
              : {}),
          },
        },
        (response) => {
          response.resume()
          response.on('end', () => {
            if (ok(response.statusCode ?? 0)) latencies.push(performance.now() - t0)
            else errors++
            resolve()
          })
        },
      )
      request.on('error', () => {
        errors++
        resolve()
      })
      request.end(body)
    })

  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await once()
    }),
  )
  agent.destroy()
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  }
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits))
