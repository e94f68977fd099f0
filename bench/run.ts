/**
 * `npm run bench [-- name ...]`: runs the named benchmarks (all by default) against the production build and
 * prints their figures; results are also written to bench/results/<name>.json. Figures vary 20-50% between runs
 * on these shared 2-core machines: compare runs on one machine, not against absolute targets alone.
 */
import fs from 'node:fs'
import path from 'node:path'
import { benchContact } from './contact'
import { benchBlog } from './blog'
import { benchMarketing } from './marketing'
import { benchMatching } from './matching'
import { benchMetrics } from './metrics'
import { benchPlatform } from './platform'
import { benchPublicReads } from './public-reads'
import { benchReplicas } from './replicas'
import { benchSchools } from './schools'
import { benchUploads } from './uploads'

const benchmarks: Record<string, () => Promise<Record<string, unknown>>> = {
  platform: benchPlatform,
  contact: benchContact,
  blog: benchBlog,
  marketing: benchMarketing,
  schools: benchSchools,
  matching: benchMatching,
  replicas: benchReplicas,
  reads: benchPublicReads,
  metrics: benchMetrics,
  uploads: benchUploads,
}

const requested = process.argv.slice(2)
const names = requested.length ? requested : Object.keys(benchmarks)
const resultsDir = path.join(import.meta.dirname, 'results')
fs.mkdirSync(resultsDir, { recursive: true })

for (const name of names) {
  const bench = benchmarks[name]
  if (!bench) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benchmarks).join(', ')}`)
    process.exit(2)
  }
  console.log(`\n## ${name}`)
  const figures = await bench()
  for (const [label, value] of Object.entries(figures)) console.log(`${label}: ${value}`)
  fs.writeFileSync(
    path.join(resultsDir, `${name}.json`),
    JSON.stringify({ at: new Date().toISOString(), figures }, null, 2),
  )
}
