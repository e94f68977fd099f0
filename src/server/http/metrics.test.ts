import { describe, expect, it } from 'vitest'
import { startTestApp, useTestApp } from '../../../tests/server/harness'

const TOKEN = 'a-metrics-token-for-tests'
const t = useTestApp({ METRICS_TOKEN: TOKEN, READ_CACHE_SECONDS: '30' }, { jobs: true })

const scrape = async () => {
  const response = await t.current.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.text()
}

/** The value of one series in a scrape (0 when the series is not there yet). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('/metrics', () => {
  it('is off (404) without METRICS_TOKEN, and refuses a scraper without the token', async () => {
    const off = await startTestApp()
    try {
      expect((await off.request('/metrics')).status).toBe(404)
    } finally {
      await off.close()
    }
    expect((await t.current.request('/metrics')).status).toBe(401)
    const wrong = await t.current.request('/metrics', {
      headers: { Authorization: 'Bearer not-the-token-at-all' },
    })
    expect(wrong.status).toBe(401)
  })

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const before = await scrape()
    const series =
      'campuspulse_http_requests_total{route="/api/blog/articles/slug/:slug",method="GET",status="404"}'
    for (const slug of ['no-such-article-1', 'no-such-article-2'])
      expect((await t.current.request(`/api/blog/articles/slug/${slug}`)).status).toBe(404)
    const after = await scrape()
    expect(valueOf(after, series) - valueOf(before, series)).toBe(2)
    expect(after).not.toContain('no-such-article')
    expect(after).toContain(
      'campuspulse_http_request_duration_seconds_bucket{le="0.001",route="/api/blog/articles/slug/:slug"',
    )
    expect(after).toContain('campuspulse_http_requests_in_flight')
  })

  it('counts hits and misses of the public-read cache', async () => {
    const hits = 'campuspulse_cache_lookups_total{cache="public-reads",result="hit"}'
    const before = valueOf(await scrape(), hits)
    expect((await t.current.request('/api/blog/tags')).status).toBe(200)
    expect((await t.current.request('/api/blog/tags')).status).toBe(200)
    expect(valueOf(await scrape(), hits) - before).toBeGreaterThanOrEqual(1)
  })

  it('reports each queue’s waiting jobs and the age of the oldest', async () => {
    await t.current.jobs.createQueue('metrics-probe')
    await t.current.jobs.send('metrics-probe', { n: 1 })
    await t.current.jobs.send('metrics-probe', { n: 2 })
    const text = await scrape()
    expect(valueOf(text, 'campuspulse_job_queue_depth{queue="metrics-probe"}')).toBe(2)
    expect(
      valueOf(text, 'campuspulse_job_queue_oldest_age_seconds{queue="metrics-probe"}'),
    ).toBeGreaterThanOrEqual(0)
    expect(text).toContain('campuspulse_job_queue_oldest_age_seconds{queue="metrics-probe"}')
  })

  it('times database statements', async () => {
    const engine = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite'
    const count = `campuspulse_db_statement_duration_seconds_count{engine="${engine}"}`
    const before = valueOf(await scrape(), count)
    await t.current.request('/api/blog/articles/slug/another-missing-one')
    expect(valueOf(await scrape(), count)).toBeGreaterThan(before)
  })
})

describe('the Grafana dashboard (deploy/grafana)', () => {
  it('charts only metrics the server exports', async () => {
    const fs = await import('node:fs')
    const { registry } = await import('@/server/lib/metrics/metrics')
    const dashboard = fs.readFileSync('deploy/grafana/campuspulse-dashboard.json', 'utf8')
    const used = new Set(
      [...dashboard.matchAll(/\b(campuspulse_\w+|process_\w+|nodejs_\w+)/g)].map(([name]) =>
        name!.replace(/_(bucket|count|sum)$/, ''),
      ),
    )
    const exported = new Set(registry.getMetricsAsArray().map((metric) => metric.name))
    expect(used.size).toBeGreaterThan(8)
    for (const name of used) expect(exported, name).toContain(name)
  })
})
