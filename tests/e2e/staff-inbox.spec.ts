import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'
import { emailTo } from './mailbox'

/**
 * Issue 16 in the browser: a lead's email, from the real form through the real job queue to a real SMTP server
 * (the sink beside the app), and its link into /admin; the inbox's filters, search and pages in the URL; a toast
 * for each status change; the staff bar's count of new leads; signing out of a staff page.
 */

const newCount = async (page: Page) => {
  const link = page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: /^Contact submissions/ })
  const text = (await link.textContent()) ?? ''
  return Number(/(\d+) new/.exec(text)?.[1] ?? 0)
}

test('a call request is emailed to staff, and the email links to it on /admin, notified', async ({
  page,
}) => {
  const email = `lin.${Date.now()}@example.com`
  await gotoHydrated(page, '/book-call')
  // For a visitor none of the offered times suit (ADR 0066); booking.spec.ts books one of them.
  await page.getByText('None of these times suit you? Request a call instead').click()
  const form = page.getByRole('form', { name: 'Request a call' })
  await form.getByLabel('First name', { exact: true }).fill('Lin')
  await form.getByLabel('Last name', { exact: true }).fill('Okafor')
  await form.getByLabel('Work email', { exact: true }).fill(email)
  await form.getByLabel('Job title', { exact: true }).fill('Brand Director')
  await form.getByLabel('Company', { exact: true }).fill('Quad Coffee')
  await form.getByLabel(/Preferred days and times/).fill('Wednesday mornings, Pacific time')
  await form.getByRole('button', { name: 'Request a Call' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, Lin!' })).toBeVisible()

  const sent = await emailTo(page, email)
  expect(sent.envelope.to).toEqual(['e2e-staff@example.com'])
  expect(sent.headers.subject).toBe('New call request: Lin Okafor (Quad Coffee)')
  expect(sent.text).toContain('Preferred days and times:\nWednesday mornings, Pacific time')
  const link = /(http:\/\/\S+\/admin\?lead=\d+)/.exec(sent.text)?.[1]
  expect(link).toBeDefined()

  await signInAsAdmin(page)
  await gotoHydrated(page, new URL(link!).pathname + new URL(link!).search)
  const entries = page.getByRole('article')
  await expect(entries).toHaveCount(1)
  await expect(entries.first().getByRole('heading')).toHaveText('Lin Okafor')
  await expect(entries.first()).toHaveAttribute('aria-current', 'true')
  await expect(entries.first().getByText('Notified')).toBeVisible()
  await page.getByRole('link', { name: 'Show all submissions' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('article').filter({ hasText: 'Maya Chen' })).toBeVisible()
})

test('the inbox filters and searches in the URL, confirms status changes, and counts new leads', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await gotoHydrated(page, '/admin')
  await expect(page.getByRole('article').first()).toBeVisible()
  const before = await newCount(page)
  expect(before).toBeGreaterThan(0)

  await page.getByLabel('Status', { exact: true }).selectOption('new')
  await expect(page).toHaveURL(/\/admin\?status=new$/)
  await expect(page.getByRole('article').filter({ hasText: 'Priya Raman' })).toHaveCount(0)
  const maya = page.getByRole('article').filter({ hasText: 'Maya Chen' })
  await expect(maya).toBeVisible()

  await maya.getByLabel(/^Status of/).selectOption('contacted')
  await expect(page.getByText('Maya Chen is now Contacted.')).toBeVisible()
  await expect.poll(() => newCount(page)).toBe(before - 1)

  await page.getByLabel('Status', { exact: true }).selectOption('')
  await page.getByLabel('Search submissions').fill('studyloop')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/admin\?q=studyloop$/)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article').getByRole('heading')).toHaveText('Priya Raman')

  // The URL alone brings the same view back.
  await gotoHydrated(page, '/admin?status=contacted&q=maya')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('contacted')
  await expect(page.getByLabel('Search submissions')).toHaveValue('maya')
  await expectAccessible(page)

  // Put Maya back for the other tests.
  await page
    .getByRole('article')
    .getByLabel(/^Status of/)
    .selectOption('new')
  await expect(page.getByText('Maya Chen is now New.')).toBeVisible()
})

test('signing out on a staff page goes to /login', async ({ page }) => {
  await signInAsAdmin(page)
  await gotoHydrated(page, '/staff/programs')
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible()
})
