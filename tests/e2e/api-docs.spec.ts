import { expect, expectAccessible, test } from './fixtures'

/**
 * The API reference (ADR 0073, 0084) in a real browser under the site's own CSP: a styled page with a contents
 * list, the ways to authenticate and each operation's fields as tables; its one script (with the nonce) sends a
 * public read from the "Try it" form; axe finds nothing serious; the browser reports no CSP violation.
 */
test('the API reference is styled, navigable, accessible and can try a public read', async ({ page }) => {
  // Every operation's tables on one page: axe needs longer than on a site page (a limit, not a measurement).
  test.setTimeout(120_000)
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
  await expect(page.getByRole('heading', { level: 1, name: /CampusPulse API/ })).toBeVisible()

  // Styled: the site's font stack, not the browser's default serif.
  const font = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)
  expect(font).not.toMatch(/^"?Times/)
  expect(font).toContain('system-ui')

  // Navigable: the contents list leads to each operation.
  const nav = page.getByRole('navigation', { name: 'Operations' })
  await nav.getByRole('link', { name: 'Authentication' }).click()
  await expect(page.getByRole('heading', { name: 'Authentication' })).toBeInViewport()
  await expect(page.getByText('X-API-Key').first()).toBeVisible()
  // Both ways to authenticate, and the integration keys with their scopes (issue 37 points 2 and 4).
  const authentication = page.locator('#authentication')
  await expect(
    authentication.getByText('Staff session cookie (with the same-origin rule against CSRF)'),
  ).toBeVisible()
  await expect(authentication.getByText('Integration API key header, with scopes')).toBeVisible()
  await expect(authentication).toContainText('leads:read')
  await nav.getByRole('link', { name: 'PATCH /api/admin/contact/{id}' }).click()
  const setStatus = page.locator('section.op', {
    has: page.getByRole('heading', { name: 'PATCH /api/admin/contact/{id}' }),
  })
  await expect(setStatus.locator('.access')).toHaveText('Staff session · Integration key (leads:status)')
  await nav.getByRole('link', { name: 'PATCH /api/schools/{id}' }).click()
  const patch = page.locator('section.op', {
    has: page.getByRole('heading', { name: 'PATCH /api/schools/{id}' }),
  })
  await expect(patch).toBeInViewport()
  await expect(
    patch.getByRole('table', { name: /Body of PATCH/ }).getByText('studentPopulation'),
  ).toBeVisible()

  // A public read, sent from the page.
  const tryIt = page.locator('form[data-try="/api/schools"]')
  await tryIt.getByLabel(/^page/).fill('1')
  await tryIt.getByLabel(/^limit/).fill('1')
  await tryIt.getByRole('button', { name: 'Send GET' }).click()
  await expect(tryIt.locator('output')).toContainText('→ 200')
  await expect(tryIt.locator('output pre')).toContainText('"totalPages"')

  await expectAccessible(page)
  expect(violations).toEqual([])
})
