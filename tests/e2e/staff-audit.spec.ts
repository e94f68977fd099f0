import { E2E_ADMIN, expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/**
 * /staff/audit in the browser (issue 35 points 6 and 7, ADR 0120): an admin creates and revokes an API key on
 * /staff/integrations, then finds both writes in the audit trail under their own name, filters to the revoke
 * alone, and the screen is axe-clean with entries on it.
 */
test('an admin sees their changes in the audit trail and filters them', async ({ page }) => {
  test.slow()
  await signInAsAdmin(page)
  await gotoHydrated(page, '/staff/integrations')
  const form = page.getByRole('form', { name: 'New API key' })
  const name = `E2E audit key ${Date.now()}`
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Read booked calls').check()
  await form.getByRole('button', { name: 'Create API key' }).click()
  await expect(page.getByTestId('shown-once')).toHaveText(/^cpk_/)
  await page.getByRole('button', { name: 'I have stored it' }).click()
  const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: name })
  await row.getByRole('button', { name: `Revoke ${name}` }).click()
  await expect(row).toContainText('Revoked')

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Audit trail' }).click()
  await expect(page).toHaveURL('/staff/audit')
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible()
  const filters = page.getByRole('form', { name: 'Filter the audit trail' })
  await filters.getByLabel('Actor (username or key name)').fill(E2E_ADMIN.username)
  await filters.getByLabel('Action (e.g. contact.setStatus, or contact)').fill('apiKeys')
  await filters.getByRole('button', { name: 'Filter', exact: true }).click()
  await expect(page).toHaveURL(/action=apiKeys/)
  const entries = page.getByRole('table').getByRole('row')
  await expect(entries.filter({ hasText: 'apiKeys.create' }).first()).toBeVisible()
  await expect(entries.filter({ hasText: 'apiKeys.revoke' }).first()).toBeVisible()
  await expect(entries.nth(1)).toContainText(E2E_ADMIN.username)
  // The key's name is the integration's, but an entry holds ids and codes only: it is not in the trail.
  await expect(page.getByRole('table')).not.toContainText(name)
  await expectAccessible(page)

  await filters.getByLabel('Action (e.g. contact.setStatus, or contact)').fill('apiKeys.revoke')
  await filters.getByRole('button', { name: 'Filter', exact: true }).click()
  await expect(page).toHaveURL(/action=apiKeys.revoke/)
  await expect(entries.filter({ hasText: 'apiKeys.create' })).toHaveCount(0)
  await expect(entries.filter({ hasText: 'apiKeys.revoke' }).first()).toBeVisible()
})
