import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { stackOf, type E2EStack } from '../../playwright.config'

/**
 * Every browser test fails on a JavaScript error or a console error in the page (hydration mismatches,
 * failed requests the page did not expect), so a screen that merely looks right cannot pass.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // The worker's own server (playwright.config.ts, ADR 0157): pages, requests and new contexts default to it.
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(stackOf(testInfo.parallelIndex).baseURL),
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      // A page that is meant to be a 404 (Page Not Found) or a 403 (a staff page refused to a role) makes
      // Chromium log its own status: not an error.
      const notFoundDocuments = new Set<string>()
      page.on('response', (response) => {
        if ([403, 404].includes(response.status()) && response.request().resourceType() === 'document')
          notFoundDocuments.add(response.url())
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const documentStatus =
          message.text().startsWith('Failed to load resource') &&
          notFoundDocuments.has(message.location().url)
        if (!documentStatus) errors.push(`console.error: ${message.text()}`)
      })
      await use(errors)
      expect(errors, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The stack (server, fake Ollama, mailbox) of the worker running the current test. */
export const currentStack = (): E2EStack => stackOf(test.info().parallelIndex)

/** WCAG 2.2 AA checks with axe: no serious or critical violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  await settleAnimations(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  expect(serious, 'serious or critical accessibility violations').toEqual([])
}

/**
 * Waits (at most two seconds) for the page's finite animations and transitions to end. A toast fading in is
 * half-transparent for a moment, and axe measures its contrast as it is at that instant: a colour the reader
 * never settles on. Endless animations (spinners) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    const bound = new Promise((resolve) => setTimeout(resolve, 2000))
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      bound,
    ])
  })
}

/** Waits until React has hydrated the server-rendered page, so clicks reach React handlers. */
export async function gotoHydrated(
  page: Page,
  path: string,
  /** 'domcontentloaded' when the test holds the page's images back (the load event waits for them). */
  waitUntil: 'load' | 'domcontentloaded' = 'load',
) {
  const response = await page.goto(path, { waitUntil })
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}

/** The admin the e2e server creates at start (playwright.config.ts passes ADMIN_USERNAME/ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-123' }

/**
 * A staff member of each other role, made by scripts/e2e-server.mjs with `user:create-admin --role` before the
 * server starts (ADR 0091).
 */
export const E2E_STAFF = {
  editor: { username: 'e2e-editor', password: 'e2e-staff-password-123' },
  author: { username: 'e2e-author', password: 'e2e-staff-password-123' },
  sales: { username: 'e2e-sales', password: 'e2e-staff-password-123' },
}

/** An editor only the two-factor browser test signs in as: it turns two-factor sign-in on (scripts/e2e-server.mjs). */
export const E2E_TWO_FACTOR = { username: 'e2e-two-factor', password: 'e2e-staff-password-123' }

/** Signs the page's browser context in as the e2e admin through the API (the session cookie is shared). */
export async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(response.status(), await response.text()).toBe(200)
}
