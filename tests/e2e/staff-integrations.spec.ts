import { startWebhookReceiver } from '../support/webhook-receiver'
import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/**
 * /staff/integrations in the browser (issue 37): an admin registers a webhook, copies its secret (shown once),
 * sends a test event to a real receiver on loopback that verifies the signature, and reads the delivery in the
 * log; the screen is axe-clean with the form, the secret and the log on it.
 */
test('an admin registers a webhook, sends a test event and reads its delivery log', async ({ page }) => {
  test.slow()
  const receiver = await startWebhookReceiver()
  try {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/')
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Integrations' }).click()
    await expect(page).toHaveURL('/staff/integrations')
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible()

    const form = page.getByRole('form', { name: 'New webhook' })
    await form.getByRole('button', { name: 'Add webhook' }).click()
    await expect(form.getByText('Choose at least one event')).toBeVisible()

    const name = `E2E receiver ${Date.now()}`
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('URL').fill(receiver.url('/e2e'))
    await form.getByLabel('Lead created').check()
    await form.getByLabel('Call booked').check()
    await form.getByRole('button', { name: 'Add webhook' }).click()

    const secret = page.getByTestId('shown-once')
    await expect(secret).toHaveText(/^whsec_/)
    receiver.useSecret((await secret.textContent()) ?? '')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'I have stored it' }).click()
    await expect(secret).toHaveCount(0)

    const item = page.getByRole('listitem', { name })
    await expect(item).toContainText('Lead created, Call booked')
    await expect(item.getByText('Nothing sent yet.')).toBeVisible()
    await item.getByRole('button', { name: 'Send test event' }).click()
    await expect(page.getByText('Test event queued')).toBeVisible()

    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1)
    expect(receiver.received[0]).toMatchObject({ event: 'webhook.test', signatureValid: true, path: '/e2e' })

    const log = item.getByRole('table', { name: `Deliveries of ${name}` })
    await expect(async () => {
      await item.getByRole('button', { name: 'Refresh log' }).click()
      await expect(log.getByRole('row').nth(1)).toContainText('delivered', { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await expect(log.getByRole('row').nth(1)).toContainText('webhook.test')
    await expect(log.getByRole('row').nth(1)).toContainText('200')
    await expectAccessible(page)

    await item.getByRole('button', { name: `Remove webhook ${name}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Webhook removed')).toBeVisible()
    await expect(page.getByRole('listitem', { name })).toHaveCount(0)
  } finally {
    await receiver.close()
  }
})

/**
 * API keys on /staff/integrations: an admin creates a key limited to booked calls, sees it once, the key reads
 * them over REST and its last use shows; revoked, it is refused at once. Axe-clean with the key shown.
 */
test('an admin creates an API key, sees its last use, and revokes it', async ({ page, pageErrors }) => {
  test.slow()
  await signInAsAdmin(page)
  await gotoHydrated(page, '/staff/integrations')
  const form = page.getByRole('form', { name: 'New API key' })
  await form.getByRole('button', { name: 'Create API key' }).click()
  await expect(form.getByText('Choose at least one scope')).toBeVisible()

  const name = `E2E key ${Date.now()}`
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Read booked calls').check()
  await form.getByRole('button', { name: 'Create API key' }).click()
  const shown = page.getByTestId('shown-once')
  await expect(shown).toHaveText(/^cpk_/)
  const key = (await shown.textContent()) ?? ''
  await expectAccessible(page)
  await page.getByRole('button', { name: 'I have stored it' }).click()

  const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Read booked calls')
  await expect(row.getByRole('cell').nth(3)).toHaveText('Never')

  const read = await page.request.get('/api/admin/bookings', { headers: { 'X-API-Key': key } })
  expect(read.status()).toBe(200)
  const leads = await page.request.get('/api/admin/contact', { headers: { 'X-API-Key': key } })
  expect(leads.status()).toBe(403)

  await page.reload()
  await expect(row.getByRole('cell').nth(3)).toHaveText(/UTC$/)
  await row.getByRole('button', { name: `Revoke ${name}` }).click()
  await expect(page.getByText('API key revoked')).toBeVisible()
  await expect(row).toContainText('Revoked')
  const refused = await page.request.get('/api/admin/bookings', { headers: { 'X-API-Key': key } })
  expect(refused.status()).toBe(401)
  expect(pageErrors).toEqual([])
  await expectAccessible(page)
})
