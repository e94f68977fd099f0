import { expect, test } from '@playwright/test'

/**
 * The API reference (ADR 0073) renders the generated document in a real browser under the site's own CSP: the
 * bundle and start script come from our origin with the nonce, and the browser reports no violation.
 */
test('the API reference renders the document and breaks no Content-Security-Policy rule', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI}`),
    )
  })
  const response = await page.goto('/api/docs')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-")
  await expect(page.getByText('CampusPulse API').first()).toBeVisible({ timeout: 30_000 })
  expect(violations).toEqual([])
})
