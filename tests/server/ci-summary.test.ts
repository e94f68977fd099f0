import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const script = path.resolve(import.meta.dirname, '../../scripts/ci-summary.mjs')
let folder: string

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-summary-'))
})
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

function write(name: string, content: unknown): string {
  const file = path.join(folder, name)
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

/** Runs the summary as CI does; returns its output and exit status. */
function summarise(...files: string[]): { output: string; status: number } {
  try {
    return {
      output: execFileSync('node', [script, ...files], { encoding: 'utf8', stdio: 'pipe' }),
      status: 0,
    }
  } catch (error) {
    const failed = error as { stdout: string; status: number }
    return { output: failed.stdout, status: failed.status }
  }
}

const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  testResults: [
    {
      name: '/repo/tests/faults/ollama.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        {
          fullName: 'ollama retries a 500',
          status: 'failed',
          failureMessages: ['AssertionError: expected 1 to be 3\n    at stack'],
        },
        { fullName: 'ollama answers', status: 'passed', failureMessages: [] },
      ],
    },
    {
      name: '/repo/tests/faults/broken.test.ts',
      status: 'failed',
      message: 'SyntaxError: nope',
      assertionResults: [],
    },
    {
      name: '/repo/tests/faults/fine.test.ts',
      status: 'passed',
      message: '',
      assertionResults: [{ fullName: 'fine', status: 'passed', failureMessages: [] }],
    },
  ],
}

const playwrightReport = {
  stats: { expected: 3, unexpected: 1, flaky: 1 },
  errors: [],
  suites: [
    {
      title: 'schools.spec.ts',
      specs: [],
      suites: [
        {
          title: 'school directory',
          specs: [
            {
              title: 'pages',
              file: 'schools.spec.ts',
              line: 46,
              tests: [
                { status: 'unexpected', results: [{ error: { message: 'Timeout 5000ms exceeded.\nmore' } }] },
              ],
            },
            { title: 'lists', file: 'schools.spec.ts', line: 12, tests: [{ status: 'flaky', results: [] }] },
          ],
        },
      ],
    },
  ],
}

describe('scripts/ci-summary.mjs', () => {
  it('ends with the count, and names each failure with its first line just above it', () => {
    const gates = write('gates.txt', 'lint passed\ntypecheck failed\n')
    const { output, status } = summarise(
      gates,
      write('vitest-faults.json', vitestReport),
      write('e2e.json', playwrightReport),
    )
    const lines = output.trim().split('\n')
    expect(lines.at(-1)).toBe('7 passed, 4 failed')
    expect(status).toBe(1)
    expect(lines.slice(0, -1)).toEqual([
      'Failed:',
      '  - gate: typecheck',
      '  - vitest-faults: ' +
        path.relative(process.cwd(), '/repo/tests/faults/ollama.test.ts') +
        ' › ollama retries a 500 — AssertionError: expected 1 to be 3',
      '  - vitest-faults: ' +
        path.relative(process.cwd(), '/repo/tests/faults/broken.test.ts') +
        ' did not load — SyntaxError: nope',
      '  - browser: schools.spec.ts:46 › school directory › pages — Timeout 5000ms exceeded.',
    ])
  })

  it('counts a missing report as a failure, and says so', () => {
    const { output } = summarise(write('gates.txt', 'lint passed\n'), path.join(folder, 'vitest-pglite.json'))
    expect(output).toContain('vitest-pglite: missing report')
    expect(output.trim().split('\n').at(-1)).toBe('1 passed, 1 failed')
  })

  it('prints only the count, and exits 0, when all passed', () => {
    const { output, status } = summarise(
      write('gates.txt', 'lint passed\n'),
      write('e2e.json', { stats: { expected: 2, unexpected: 0 }, suites: [] }),
    )
    expect(output).toBe('3 passed, 0 failed\n')
    expect(status).toBe(0)
  })
})
