import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_STAFF, expect, expectAccessible, gotoHydrated, test } from './fixtures'

/**
 * A lead is a record (issue 38 point 5, ADR 0130), as sales staff use it: open a lead from the inbox, write a
 * note, take it ("Assign to me") and find it under "Mine", change its status and read the history; mark one as
 * spam and find it in the spam folder, not among the leads; erase a person. Axe-clean on the lead page and the
 * inbox with its bulk bar.
 */
const stamp = Date.now()

async function sendLead(request: APIRequestContext, lastName: string, email: string) {
  const response = await request.post('/api/contact', {
    data: { firstName: 'Rosa', lastName, email, jobTitle: 'Brand Manager', company: 'Lumen Tea' },
  })
  expect(response.status(), await response.text()).toBe(201)
}

async function signInAsSales(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: E2E_STAFF.sales })
  expect(response.status(), await response.text()).toBe(200)
}

/** The inbox, searched for one name, so leads other tests left behind stay out of the way. */
async function openInbox(page: Page, query: string, extra = '') {
  await gotoHydrated(page, `/admin?q=${encodeURIComponent(query)}${extra}`)
}

test('sales open a lead, note it, take it, move it on and read its history', async ({ page }) => {
  test.slow()
  const lastName = `Record${stamp}`
  await sendLead(page.request, lastName, `rosa.record.${stamp}@example.com`)
  await signInAsSales(page)
  await openInbox(page, lastName)
  await page.getByRole('link', { name: `Rosa ${lastName}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Rosa ${lastName}` })).toBeVisible()
  await expect(page).toHaveURL(/\/staff\/leads\/\d+$/)

  const notes = page.getByRole('region', { name: 'Notes' })
  await notes.getByLabel('New note').fill('Called back: wants a quote for spring.')
  await notes.getByRole('button', { name: 'Add note' }).click()
  await expect(notes.getByText('Called back: wants a quote for spring.')).toBeVisible()
  await expect(notes.getByRole('listitem').first()).toContainText('e2e-sales')

  const owner = page.getByRole('region', { name: 'Owner' })
  await owner.getByRole('button', { name: 'Assign to me' }).click()
  await expect(owner.getByRole('button', { name: 'Assign to me' })).toHaveCount(0)

  await page.getByLabel(`Status of Rosa ${lastName}`).selectOption('contacted')
  const history = page.getByRole('region', { name: 'Status history' })
  await expect(history.getByRole('listitem')).toHaveCount(1)
  await expect(history.getByRole('listitem').first()).toContainText('New → Contacted')
  await expectAccessible(page)

  // The lead is now the signed-in member's: "Mine" finds it.
  await openInbox(page, lastName, '&owner=me')
  await expect(page.getByLabel('Mine', { exact: true })).toBeChecked()
  await expect(page.getByRole('link', { name: `Rosa ${lastName}` })).toBeVisible()
})

test('a lead marked as spam leaves the leads for the spam folder; bulk status; erase removes a person', async ({
  page,
}) => {
  test.slow()
  const spamName = `Spam${stamp}`
  const bulkName = `Bulk${stamp}`
  await sendLead(page.request, spamName, `rosa.spam.${stamp}@example.com`)
  await sendLead(page.request, `${bulkName}a`, `rosa.bulk.a.${stamp}@example.com`)
  await sendLead(page.request, `${bulkName}b`, `rosa.bulk.b.${stamp}@example.com`)
  await signInAsSales(page)

  await openInbox(page, spamName)
  await page.getByRole('link', { name: `Rosa ${spamName}` }).click()
  await page.getByRole('button', { name: 'Mark as spam' }).click()
  await expect(page.getByRole('note')).toContainText('In the spam folder (marked by staff)')
  await openInbox(page, spamName)
  await expect(page.getByRole('link', { name: `Rosa ${spamName}` })).toHaveCount(0)
  await openInbox(page, spamName, '&folder=spam')
  await expect(page.getByRole('link', { name: `Rosa ${spamName}` })).toBeVisible()

  // Bulk: both selected leads move to "Closed" at once.
  await openInbox(page, bulkName)
  await page.getByLabel(`Select Rosa ${bulkName}a`).check()
  await page.getByLabel(`Select Rosa ${bulkName}b`).check()
  const bulk = page.getByRole('group', { name: 'Selected leads' })
  await expect(bulk).toContainText('2 selected')
  await expectAccessible(page)
  await bulk.getByLabel('Set status').selectOption('closed')
  await bulk.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByLabel(`Status of Rosa ${bulkName}a`)).toHaveValue('closed')
  await expect(page.getByLabel(`Status of Rosa ${bulkName}b`)).toHaveValue('closed')

  // Erase asks first, then the person is gone from every folder.
  await page.getByRole('link', { name: `Rosa ${bulkName}a` }).click()
  await page.getByRole('button', { name: 'Erase this person' }).click()
  const dialog = page.getByRole('alertdialog', { name: `Erase Rosa ${bulkName}a?` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Erase' }).click()
  await expect(page).toHaveURL(/\/admin/)
  await openInbox(page, `${bulkName}a`)
  await expect(page.getByRole('link', { name: `Rosa ${bulkName}a` })).toHaveCount(0)
  await openInbox(page, `${bulkName}b`)
  await expect(page.getByRole('link', { name: `Rosa ${bulkName}b` })).toBeVisible()
})
