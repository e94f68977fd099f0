import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests against the production build, in Debian's Chromium (no browser download: it cannot work on
 * these machines). `npm run test:e2e` builds first when the sources changed.
 *
 * Each browser worker drives a stack of its own (ADR 0157): the server on a seeded database of its own, a fake
 * Ollama whose mode the tests switch, and an SMTP sink whose mailbox they read. Tests edit the site's copy, its
 * figures and its settings, so two workers on one server would read each other's edits. The tests wait for pages,
 * emails and jobs as much as they compute: two stacks took the 220 tests from 854 s to 622 s on these 2-core
 * machines. `E2E_WORKERS` sets how many.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2)
const firstPort = Number(process.env.E2E_PORT ?? 4173)

export interface E2EStack {
  /** The server under test. */
  baseURL: string
  /** The fake Ollama for campus matching (tests/support/fake-ollama.ts); tests switch its mode over HTTP. */
  fakeOllamaURL: string
  /** The SMTP sink's mailbox (tests/support/smtp-sink-server.ts), where tests read the lead emails. */
  mailboxURL: string
  smtpPort: number
}

/** The stack of the worker with this parallel index (0 to workers - 1): ports from E2E_PORT on, apart by role. */
export function stackOf(index: number): E2EStack {
  const port = firstPort + index
  const smtpPort = firstPort + 400 + 2 * index
  return {
    baseURL: `http://127.0.0.1:${port}`,
    fakeOllamaURL: `http://127.0.0.1:${firstPort + 300 + index}`,
    mailboxURL: `http://127.0.0.1:${smtpPort + 1}`,
    smtpPort,
  }
}

const stacks = Array.from({ length: workers }, (_, index) => stackOf(index))

const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // CI adds a JSON report that .ci/run counts.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : 'list',
  outputDir: 'test-results/e2e',
  // A whole scenario's bound, not an assertion's (each expectation keeps its 7 s): on a 2-core machine half as fast
  // as another, with two workers sharing the cores, scenarios with two axe scans and an email took 15-33 s, and 30 s
  // failed one of them. A test that hangs still fails, at 60 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    // Each worker's own server: tests/e2e/fixtures.ts sets it by the worker's parallel index.
    baseURL: stacks[0]!.baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: stacks.flatMap((stack) => [
    {
      command: `tsx tests/support/fake-ollama-server.ts ${new URL(stack.fakeOllamaURL).port}`,
      url: `${stack.fakeOllamaURL}/api/version`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `tsx tests/support/smtp-sink-server.ts ${stack.smtpPort} ${stack.smtpPort + 1}`,
      url: `${stack.mailboxURL}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${stack.baseURL}/readyz`,
      reuseExistingServer: false,
      // The server seeds a fresh database at start: a loaded machine needs more than a minute for it.
      timeout: 120_000,
      env: {
        PORT: new URL(stack.baseURL).port,
        HOST: '127.0.0.1',
        PUBLIC_URL: stack.baseURL,
        ADMIN_API_KEY: 'e2e-admin-api-key',
        // Every browser test sends contact forms from 127.0.0.1: room for all of them.
        CONTACT_RATE_LIMIT: '1000',
        // The first admin, created at start (see tests/e2e/fixtures.ts E2E_ADMIN).
        ADMIN_USERNAME: 'e2e-admin',
        ADMIN_PASSWORD: 'e2e-admin-password-123',
        ADMIN_EMAIL: 'e2e-admin@example.com',
        OLLAMA_HOST: stack.fakeOllamaURL,
        OLLAMA_TIMEOUT_MS: '10000',
        MATCHING_RATE_LIMIT: '1000',
        // Every contact submission is emailed to staff (ADR 0015), through the sink above.
        SMTP_URL: `smtp://127.0.0.1:${stack.smtpPort}`,
        NOTIFY_EMAILS: 'e2e-staff@example.com',
        // The staff integrations test registers a webhook to a receiver it starts on loopback (ADR 0094).
        WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1',
      },
    },
  ]),
})
