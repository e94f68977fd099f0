/**
 * Campus matching figures (issue 7): the scorer over the 4,082 IPEDS schools (p50/p95 of one ranking, when
 * ../shared/data is present), and the end-to-end time to recommendations without an LLM (create the profile,
 * request recommendations, read them complete) against the production build on a fresh PGlite folder, as
 * `npm start` makes it: the bundled 4,082-college directory and the demo data (issue 33 point 8). Figures only.
 */
import fs from 'node:fs'
import os from 'node:os'
import { rankSchools } from '@/server/features/matching/scoring/scorer'
import type { ScoringSchool } from '@/server/features/matching/scoring/school-traits'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { hasIpedsData, readIpedsSchools, type IpedsSchool } from './ipeds-schools'
import { percentile, round } from './load'
import { rssMb, startServer, tempDataDir } from './server'

const PROFILES: BrandProfileData[] = [
  {
    name: 'ByteForge',
    industry: 'Developer Tools',
    targetAudience: 'Computer science students who build side projects and join hackathons',
    values: 'Open source, craftsmanship',
    marketingGoals: 'Sign-ups for the free student tier',
    budgetRange: '$50,000 - $100,000',
    additionalInfo: null,
  },
  {
    name: 'Lone Star Sparkling',
    industry: 'Beverages',
    targetAudience: 'College students who want a healthier energy drink',
    values: 'Health and fun',
    marketingGoals: 'Trial at launch',
    budgetRange: '$25,000 - $50,000',
    additionalInfo: 'We launch in Texas first, then the Southwest.',
  },
  {
    name: 'Crown Beauty',
    industry: 'Beauty and personal care',
    targetAudience: 'Black college students at HBCUs',
    values: 'Inclusion, representation, community',
    marketingGoals: 'Awareness and sampling',
    budgetRange: '$10,000 - $25,000',
    additionalInfo: null,
  },
  {
    name: 'Open Road',
    industry: 'Automotive insurance',
    targetAudience: 'Commuting and working students at community colleges',
    values: 'Affordability',
    marketingGoals: 'Quotes and policies',
    budgetRange: '$5,000 - $10,000',
    additionalInfo: 'Nationwide, but not in California.',
  },
  // Issue 39's phrasings: a list that defines a region, and a radius around a city.
  {
    name: 'Summit Outfitters',
    industry: 'Outdoor gear',
    targetAudience: 'Students at public universities in the Mountain West: Colorado, Utah and Arizona only',
    values: 'Adventure',
    marketingGoals: 'Sampling and street teams',
    budgetRange: '$50,000 - $100,000',
    additionalInfo: null,
  },
  {
    name: 'Hill Country Coffee',
    industry: 'Coffee',
    targetAudience: 'Students within 50 miles of Austin, Texas only',
    values: 'Local',
    marketingGoals: 'Trial during finals week',
    budgetRange: '$10,000 - $25,000',
    additionalInfo: null,
  },
]

const asScoring = (school: IpedsSchool, index: number): ScoringSchool => ({
  ...school,
  id: index + 1,
  activePrograms: 0,
  plannedPrograms: 0,
})

/**
 * One ranking of all schools, `runs` times over the four profiles. `fresh`: new row objects every time (the
 * first ranking after the tables change: every school's traits worked out); otherwise the same rows, as the
 * runtime's cache hands them out while the tables are unchanged. Wall-clock and CPU milliseconds.
 */
function benchScorer(schools: IpedsSchool[], runs: number, fresh: boolean) {
  const wall: number[] = []
  const cpu: number[] = []
  const shared = schools.map(asScoring)
  for (let run = 0; run < runs; run++) {
    const rows = fresh ? schools.map(asScoring) : shared
    const cpuBefore = process.cpuUsage()
    const started = performance.now()
    rankSchools(PROFILES[run % PROFILES.length]!, rows, 10)
    wall.push(performance.now() - started)
    const used = process.cpuUsage(cpuBefore)
    cpu.push((used.user + used.system) / 1000)
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) }
}

async function timeOneRecommendation(url: string, profile: BrandProfileData, tag: number) {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const started = performance.now()
  const created = (await (
    await post('/api/brand/profiles', { ...profile, name: `${profile.name} ${tag}` })
  ).json()) as {
    data: { id: number }
  }
  const requested = (await (
    await post(`/api/brand/profiles/${created.data.id}/recommendations`, { count: 10 })
  ).json()) as {
    data: { id: number }
  }
  for (;;) {
    const read = (await (await fetch(`${url}/api/brand/recommendations/${requested.data.id}`)).json()) as {
      data: { status: string; recommendationData: { recommendedCampuses: unknown[] } | null }
    }
    if (read.data.status === 'complete' && read.data.recommendationData?.recommendedCampuses.length)
      return performance.now() - started
    if (read.data.status !== 'pending') throw new Error(`recommendation ended ${read.data.status}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** The scorer alone, over the raw IPEDS files when ../shared/data has them. */
function scorerFigures() {
  if (!hasIpedsData()) return { 'scorer alone': 'skipped: ../shared/data/ipeds is absent' }
  const schools = readIpedsSchools()
  benchScorer(schools, 20, true) // warm-up: let the JIT compile the scorer
  const fresh = benchScorer(schools, 200, true)
  const steady = benchScorer(schools, 300, false)
  return {
    'schools ranked (IPEDS files)': schools.length,
    'scorer, rows reused (steady state), p50 / p95 (ms)': `${round(percentile(steady.wall, 50), 2)} / ${round(percentile(steady.wall, 95), 2)}`,
    'scorer, rows reused, CPU p50 / p95 (ms)': `${round(percentile(steady.cpu, 50), 2)} / ${round(percentile(steady.cpu, 95), 2)}`,
    'scorer, fresh rows (after a table change), p50 / p95 (ms)': `${round(percentile(fresh.wall, 50), 2)} / ${round(percentile(fresh.wall, 95), 2)}`,
    'scorer, fresh rows, CPU p50 / p95 (ms)': `${round(percentile(fresh.cpu, 50), 2)} / ${round(percentile(fresh.cpu, 95), 2)}`,
  }
}

export async function benchMatching() {
  const scorer = scorerFigures()
  // A fresh folder: the server applies the bundled directory and seeds the demo data on its first start.
  const dataDir = tempDataDir()
  const server = await startServer({
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    OLLAMA_HOST: 'off',
    MATCHING_RATE_LIMIT: '100000',
    MATCHING_REUSE_MINUTES: '0',
  })
  try {
    for (let i = 0; i < 10; i++) await timeOneRecommendation(server.url, PROFILES[i % PROFILES.length]!, i)
    const endToEnd: number[] = []
    for (let i = 0; i < 100; i++)
      endToEnd.push(await timeOneRecommendation(server.url, PROFILES[i % PROFILES.length]!, 100 + i))
    endToEnd.sort((a, b) => a - b)
    return {
      ...scorer,
      'end-to-end on a fresh install (bundled directory, demo data)': `${PROFILES.length} briefs, 100 runs`,
      'end-to-end without LLM, sequential, p50 (ms)': round(percentile(endToEnd, 50), 1),
      'end-to-end without LLM, sequential, p95 (ms)': round(percentile(endToEnd, 95), 1),
      'RSS after (MB)': round(rssMb(server.pid)),
      'load average during the run (1 min, 2 cores)': os.loadavg()[0]!.toFixed(1),
    }
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
