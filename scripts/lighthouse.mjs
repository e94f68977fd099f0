#!/usr/bin/env node
/**
 * `npm run lighthouse [-- /path ...]`: Lighthouse 13 (mobile preset, its default) on the production build in
 * Debian's Chromium, for the eight data pages of issue 19 unless paths are given (`{article}`, `{school}` and
 * `{program}` in a path stand for the first one the demo data lists). Prints the
 * four category scores and LCP, CLS and TBT per page, and the audits that cost points; JSON reports go to
 * .lighthouse/. The server runs on LIGHTHOUSE_PORT (else BENCH_PORT, else 4390) with a fresh demo database.
 * Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is
 * shown, as Lighthouse advises on noisy machines; the load average is printed with the results, and so is
 * Lighthouse's benchmarkIndex of this machine's CPU (its "4× slower" phone is 4× this machine, so scores from
 * machines of different speed compare only with it). LIGHTHOUSE_CPU_SLOWDOWN replaces the preset's 4: a higher
 * figure shows what a slower phone, or the same phone on a faster machine, would block on.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.LIGHTHOUSE_PORT ?? process.env.BENCH_PORT ?? 4390)
const origin = `http://127.0.0.1:${port}`
/** The data pages: what a phone opens from a search result or a shared link. */
const DATA_PAGES = [
  '/schools',
  '/schools/name/{school}',
  '/blog',
  '/blog/{article}',
  '/campus-programs',
  '/campus-programs/{program}',
  '/brand-matching',
  '/contact',
]
const pathTemplates = process.argv.slice(2).length ? process.argv.slice(2) : DATA_PAGES
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
  throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number >= 1')
const reportsDir = path.join(root, '.lighthouse')
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ')

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], {
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)

const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stopServer = () =>
  new Promise((resolve) => {
    if (server.exitCode !== null) return resolve()
    server.once('exit', resolve)
    server.kill('SIGTERM')
  })

/**
 * One measured run. Lighthouse sometimes fails to record the trace on a busy machine (NO_NAVSTART); such a run
 * is tried again, twice at most, rather than ending the whole measurement.
 */
function lighthouse(pagePath, run) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(pagePath, run)
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(`${error.message}; trying again (${attempt + 1} of 3)`)
    }
  }
}

function lighthouseOnce(pagePath, run) {
  const outputPath = path.join(reportsDir, `${pagePath.replace(/\W+/g, '_') || 'home'}-${run}.json`)
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      `${origin}${pagePath}`,
      '--output=json',
      `--output-path=${outputPath}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${chromeFlags}`,
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
      '--quiet',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  )
  if (result.status !== 0) throw new Error(`lighthouse failed on ${pagePath}`)
  return JSON.parse(fs.readFileSync(outputPath, 'utf8'))
}

try {
  await waitUntilReady(`${origin}/readyz`, 90_000)
  fs.mkdirSync(reportsDir, { recursive: true })
  const paths = await resolvePaths(pathTemplates)
  const rows = []
  const benchmarkIndexes = []
  for (const pagePath of paths) {
    const reports = Array.from({ length: runs }, (_, index) => lighthouse(pagePath, index + 1))
    const performanceOf = (report) => Math.round(report.categories.performance.score * 100)
    reports.sort((a, b) => performanceOf(a) - performanceOf(b))
    const report = reports[Math.floor(reports.length / 2)]
    benchmarkIndexes.push(...reports.map((each) => each.environment.benchmarkIndex))
    const score = (id) => Math.round(report.categories[id].score * 100)
    rows.push({
      page: pagePath,
      performance: score('performance'),
      'all runs': reports.map(performanceOf).join(' '),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      LCP: report.audits['largest-contentful-paint'].displayValue,
      CLS: report.audits['cumulative-layout-shift'].displayValue,
      TBT: report.audits['total-blocking-time'].displayValue,
    })
    for (const category of Object.values(report.categories)) {
      for (const ref of category.auditRefs) {
        const audit = report.audits[ref.id]
        if (ref.weight > 0 && audit.score !== null && audit.score < 1)
          console.log(`  ${pagePath} ${category.id}: ${ref.id} (${audit.score}) ${audit.displayValue ?? ''}`)
      }
    }
  }
  const version = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
  const benchmarkIndex = benchmarkIndexes.sort((a, b) => a - b)[Math.floor(benchmarkIndexes.length / 2)]
  const preset = cpuSlowdown ? `mobile preset with a ${cpuSlowdown}× CPU slowdown` : 'mobile preset'
  console.log(
    `\nLighthouse ${version}, ${preset}, median of ${runs}, ${origin}, load average ${load}, ` +
      `benchmarkIndex ${Math.round(benchmarkIndex)}`,
  )
  console.table(rows)
} finally {
  await stopServer()
}

/** Fills `{article}`, `{school}` and `{program}` from the first of each the public API lists. */
async function resolvePaths(templates) {
  const first = async (apiPath) => (await (await fetch(`${origin}${apiPath}`)).json()).data[0]
  const names = {
    article: async () => (await first('/api/blog/articles?limit=1')).slug,
    school: async () => (await first('/api/schools?page=1&limit=1')).slug,
    program: async () => (await first('/api/campus-programs')).id,
  }
  const resolved = []
  for (let template of templates) {
    for (const [name, lookUp] of Object.entries(names))
      if (template.includes(`{${name}}`))
        template = template.replace(`{${name}}`, encodeURIComponent(String(await lookUp())))
    resolved.push(template)
  }
  return resolved
}

async function waitUntilReady(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not become ready at ${url}`)
}
