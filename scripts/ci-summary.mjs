#!/usr/bin/env node
/**
 * Adds up what CI ran: Vitest and Playwright JSON reports, plus one entry per gate step (lint, type-check) that
 * .ci/run records in test-results/gates.txt as "name passed|failed". Prints one plain line: "N passed, N failed".
 * A report that is missing (its suite crashed before writing it) counts as one failure.
 */
import fs from 'node:fs'

let passed = 0
let failed = 0
const [gatesFile, ...reports] = process.argv.slice(2)

for (const line of fs.existsSync(gatesFile) ? fs.readFileSync(gatesFile, 'utf8').split('\n') : []) {
  if (line.endsWith(' passed')) passed++
  else if (line.endsWith(' failed')) failed++
}

for (const file of reports) {
  if (!fs.existsSync(file)) {
    console.error(`missing report ${file}: counted as one failure`)
    failed++
    continue
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests
    failed += report.numFailedTests
    // A file that failed to load has no tests but is a failure.
    failed += (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0)
    failed += report.stats.unexpected
    failed += (report.errors ?? []).length
  } else {
    console.error(`unrecognised report ${file}: counted as one failure`)
    failed++
  }
}

console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
