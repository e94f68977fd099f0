import type { Page } from '@playwright/test'
import { E2E_ADMIN, E2E_STAFF, expect, expectAccessible, gotoHydrated, test } from './fixtures'

/**
 * Roles (issue 35, ADR 0091): each role signs in through the form, its staff navigation lists only the screens
 * it may open, a screen it may not open answers the 403 page, and what it may not do is refused. An author's
 * draft goes to review, and an editor publishes it.
 */
async function signIn(page: Page, account: { username: string; password: string }) {
  await gotoHydrated(page, '/login')
  await page.getByLabel('Username or email').fill(account.username)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/staff$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff home' })).toBeVisible()
}

const staffNavigation = (page: Page) => page.getByRole('navigation', { name: 'Staff' }).getByRole('link')

async function expectRefusedPage(page: Page, path: string) {
  const response = await gotoHydrated(page, path)
  expect(response?.status(), path).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Only' })).toBeVisible()
}

test('an editor runs the content, never sees leads, and cannot open the inbox', async ({ page }) => {
  await signIn(page, E2E_STAFF.editor)
  await expect(page.getByText('Signed in as e2e-editor (Editor)')).toBeVisible()
  await expect(staffNavigation(page)).toHaveText([
    'Staff home',
    'Blog',
    'Agency figures',
    'Case studies',
    'Page copy',
    'Campus programs',
    'Schools',
    'Your profile',
  ])
  await expect(page.getByRole('region', { name: 'New leads' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Scheduled articles' })).toBeVisible()
  await expectAccessible(page)

  await expectRefusedPage(page, '/staff/matching')
  await expectRefusedPage(page, '/staff/calls')
  // The inbox is open to the API key as the spec draws it; a signed-in editor is told their role does not open it.
  await gotoHydrated(page, '/admin')
  await expect(page.getByRole('alert')).toHaveText(/your staff role does not open them/)
  const leads = await page.request.get('/api/admin/contact/export.csv')
  expect(leads.status()).toBe(403)
})

test('sales handle leads and matching results, not content', async ({ page }) => {
  await signIn(page, E2E_STAFF.sales)
  // "Contact submissions" carries a count of new leads when other tests have left some.
  await expect(staffNavigation(page)).toHaveText([
    'Staff home',
    /^Contact submissions/,
    'Calls',
    'Matching results',
    'Your profile',
  ])
  await expect(page.getByRole('region', { name: 'New leads' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Scheduled articles' })).toHaveCount(0)
  await expectAccessible(page)

  await expectRefusedPage(page, '/blog/admin')
  await expectRefusedPage(page, '/staff/programs/new')
  await gotoHydrated(page, '/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('an author writes a draft and submits it for review; an editor publishes it', async ({ page }) => {
  test.slow()
  const stamp = Date.now()
  const title = `Move-in day, hour by hour ${stamp}`
  await signIn(page, E2E_STAFF.author)
  await expect(staffNavigation(page)).toHaveText(['Staff home', 'Blog', 'Your profile'])
  await expectAccessible(page)
  await expectRefusedPage(page, '/staff/schools')

  await gotoHydrated(page, '/blog/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Articles' })).toBeVisible()
  // Only their own articles: none of the seeded ones.
  await expect(page.getByRole('row').filter({ hasText: 'Recruiting Brand Ambassadors' })).toHaveCount(0)
  await page.getByRole('link', { name: 'New Article', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Article' })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Published' })).toHaveCount(0)
  await expect(page.getByLabel('Publication Date')).toHaveCount(0)
  await expectAccessible(page)
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByRole('textbox', { name: 'Content' }).fill('Arrive early, leave water, skip the music.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your article has been created successfully.')).toBeVisible()

  await gotoHydrated(page, '/blog/admin')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByText('Draft', { exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: `Publish "${title}"` })).toHaveCount(0)
  await expect(row.getByRole('button', { name: `Delete "${title}"` })).toHaveCount(0)
  await row.getByRole('button', { name: `Submit "${title}" for review` }).click()
  await expect(page.getByText('Submitted for review')).toBeVisible()
  await expect(row.getByText('In review', { exact: true })).toBeVisible()
  // One status per article: in review, no longer also "Draft".
  await expect(row.getByText('Draft', { exact: true })).toHaveCount(0)
  await expectAccessible(page)

  // Publishing straight through the API is refused as well, not only hidden.
  const id = /\/blog\/edit\/(\d+)/.exec(
    (await row.getByRole('link', { name: `Edit "${title}"` }).getAttribute('href')) ?? '',
  )?.[1]
  const publish = await page.request.patch(`/api/blog/articles/${id}`, { data: { published: true } })
  expect(publish.status()).toBe(403)
  expect(await publish.json()).toEqual({
    error: 'Authors cannot publish or schedule: submit the article for review instead.',
  })

  await page.request.post('/api/auth/logout')
  await signIn(page, E2E_STAFF.editor)
  await gotoHydrated(page, '/blog/admin')
  const waiting = page.getByRole('row').filter({ hasText: title })
  await expect(waiting.getByText('In review', { exact: true })).toBeVisible()
  await waiting.getByRole('button', { name: `Publish "${title}"` }).click()
  await expect(page.getByText('Article published')).toBeVisible()
  await expect(waiting.getByText('Published', { exact: true })).toBeVisible()
  await expect(waiting.getByText('In review', { exact: true })).toHaveCount(0)
})

test('the admin still sees every screen', async ({ page }) => {
  await signIn(page, E2E_ADMIN)
  await expect(staffNavigation(page)).toHaveText([
    'Staff home',
    /^Contact submissions/,
    'Calls',
    'Blog',
    'Agency figures',
    'Case studies',
    'Page copy',
    'Campus programs',
    'Schools',
    'Matching results',
    'Integrations',
    'Team',
    'Audit trail',
    'Your profile',
  ])
})
