#!/usr/bin/env node
/**
 * Adds up what CI ran: Vitest and Playwright JSON reports, plus one entry per gate step (lint, type-check) that
 * .ci/run records in test-results/gates.txt as "name passed|failed". Prints what failed, by name, then one plain
 * line: "N passed, N failed". The names come last but one because a CI log is often read from its tail only, and
 * a red run whose tail does not say which test failed cannot be fixed from that log.
 * A report that is missing (its suite crashed before writing it) counts as one failure.
 */
import fs from 'node:fs'
import path from 'node:path'

let passed = 0
const failures = []
const [gatesFile, ...reports] = process.argv.slice(2)

for (const line of fs.existsSync(gatesFile) ? fs.readFileSync(gatesFile, 'utf8').split('\n') : []) {
  if (line.endsWith(' passed')) passed++
  else if (line.endsWith(' failed')) failures.push(`gate: ${line.slice(0, -' failed'.length)}`)
}

/** The first line of a failure message, so the tail says why as well as what. */
function firstLine(messages) {
  const text = (messages ?? []).find((m) => typeof m === 'string' && m.trim()) ?? ''
  return text.trim().split('\n')[0].slice(0, 200)
}

function vitestFailures(report, suite) {
  const out = []
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name)
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed')
    for (const test of failedTests)
      out.push(`${suite}: ${where} › ${test.fullName} — ${firstLine(test.failureMessages)}`)
    // A file that failed to load has no tests but is a failure.
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      out.push(`${suite}: ${where} did not load — ${firstLine([file.message])}`)
    }
  }
  return out
}

function playwrightFailures(report) {
  const out = []
  // A file's suite is titled with the file name, which each spec already carries; describe blocks are titled.
  const walk = (suite, outer) => {
    const titles = suite.title && !/\.[cm]?[jt]sx?$/.test(suite.title) ? [...outer, suite.title] : outer
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const error = test.results?.at(-1)?.error?.message
        out.push(
          `browser: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} — ${firstLine([error])}`,
        )
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  for (const error of report.errors ?? []) out.push(`browser: ${firstLine([error.message])}`)
  return out
}

for (const file of reports) {
  const suite = path.basename(file).replace(/\.json$/, '')
  if (!fs.existsSync(file)) {
    failures.push(`${suite}: missing report ${file} (the suite crashed before writing it)`)
    continue
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) {
    passed += report.numPassedTests
    const named = vitestFailures(report, suite)
    failures.push(...named)
    // Vitest counts failures that name no test (a hook that threw); keep the count honest.
    for (let i = named.length; i < report.numFailedTests; i++)
      failures.push(`${suite}: a failure outside any test`)
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0)
    const named = playwrightFailures(report)
    failures.push(...named)
    for (let i = named.length; i < report.stats.unexpected; i++) failures.push(`browser: an unnamed failure`)
  } else {
    failures.push(`${suite}: unrecognised report ${file}`)
  }
}

if (failures.length > 0) {
  console.log('Failed:')
  for (const failure of failures) console.log(`  - ${failure}`)
}
console.log(`${passed} passed, ${failures.length} failed`)
process.exit(failures.length > 0 ? 1 : 0)
