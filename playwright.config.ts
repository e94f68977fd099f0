import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests against the production build, in Debian's Chromium (no browser download: it cannot work on
 * these machines). `npm run test:e2e` builds first when the sources changed.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
export const baseURL = `http://127.0.0.1:${port}`
/** A fake Ollama for campus matching (tests/support/fake-ollama.ts); tests switch its mode over HTTP. */
export const fakeOllamaURL = `http://127.0.0.1:${Number(process.env.E2E_OLLAMA_PORT ?? port + 300)}`
/** A real SMTP server for the lead emails (tests/support/smtp-sink-server.ts); tests read them at mailboxURL. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 400)
export const mailboxURL = `http://127.0.0.1:${smtpPort + 1}`

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
  // Two cores: one browser worker leaves the other core to the server.
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // CI adds a JSON report that .ci/run counts.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : 'list',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `tsx tests/support/fake-ollama-server.ts ${new URL(fakeOllamaURL).port}`,
      url: `${fakeOllamaURL}/api/version`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `tsx tests/support/smtp-sink-server.ts ${smtpPort} ${smtpPort + 1}`,
      url: `${mailboxURL}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      // The server seeds a fresh database at start: a loaded machine needs more than a minute for it.
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        ADMIN_API_KEY: 'e2e-admin-api-key',
        // Every browser test sends contact forms from 127.0.0.1: room for all of them.
        CONTACT_RATE_LIMIT: '1000',
        // The first admin, created at start (see tests/e2e/fixtures.ts E2E_ADMIN).
        ADMIN_USERNAME: 'e2e-admin',
        ADMIN_PASSWORD: 'e2e-admin-password-123',
        ADMIN_EMAIL: 'e2e-admin@example.com',
        OLLAMA_HOST: fakeOllamaURL,
        OLLAMA_TIMEOUT_MS: '10000',
        MATCHING_RATE_LIMIT: '1000',
        // Every contact submission is emailed to staff (ADR 0015), through the sink above.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_EMAILS: 'e2e-staff@example.com',
        // The staff integrations test registers a webhook to a receiver it starts on loopback (ADR 0094).
        WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1',
      },
    },
  ],
})
