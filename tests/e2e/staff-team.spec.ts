import type { Browser, Page } from '@playwright/test'
import { E2E_ADMIN, expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'
import { nthEmailFor } from './mailbox'

/**
 * Staff accounts in the browser (issue 35): an admin invites a colleague, the invitation arrives in the real
 * SMTP sink, the colleague accepts and signs in to their role's navigation; a refused action shows the
 * server's words; deactivation signs the colleague out; a forgotten password is reset by email end to end.
 */
const PASSWORD = 'a long e2e passphrase'
// (The status filtered by text: the page also holds the toasts' live region, empty until a toast shows.)

async function signInWithForm(page: Page, username: string, password: string) {
  await gotoHydrated(page, '/login')
  await page.getByLabel('Username or email').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/staff$/)
}

const linkIn = (text: string, path: string) =>
  new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`).exec(text)![0]!

/** Invites `email` as `role` from /staff/team and answers the link the email carries. */
async function invite(page: Page, email: string, role: string) {
  const form = page.getByRole('form', { name: 'Invite a colleague' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Role').selectOption(role)
  await form.getByRole('button', { name: 'Invite' }).click()
  await expect(
    page.getByRole('table', { name: 'Pending invitations' }).getByRole('row', { name: email }),
  ).toBeVisible()
  const mail = await nthEmailFor(page, email)
  return linkIn(mail.text, '/join')
}

async function accept(browser: Browser, link: string, username: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await gotoHydrated(page, new URL(link).pathname + new URL(link).search)
  await expect(page.getByText(/You are invited as editor/)).toBeVisible()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Display name').fill(`Colleague ${username}`)
  await page.getByLabel('Password').fill(PASSWORD)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByRole('status').filter({ hasText: /\w/ })).toContainText(`Sign in as ${username}`)
  return page
}

test('an admin invites a colleague, who joins, signs in to their role and is deactivated', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.slow()
  const stamp = Date.now()
  const email = `colleague-${stamp}@example.com`
  const username = `colleague-${stamp}`

  await signInAsAdmin(page)
  await gotoHydrated(page, '/staff')
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Team' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
  const link = await invite(page, email, 'editor')
  await expectAccessible(page)

  const member = await accept(browser, link, username)
  await signInWithForm(member, username, PASSWORD)
  await expect(member.getByRole('navigation', { name: 'Staff' }).getByRole('link')).toHaveText([
    'Staff home',
    'Blog',
    'Agency figures',
    'Case studies',
    'Page copy',
    'Campus programs',
    'Schools',
    'Your profile',
  ])
  // Not an admin's screen, nor an admin's operation.
  const refused = await gotoHydrated(member, '/staff/team')
  expect(refused?.status()).toBe(403)
  const inviteAsEditor = await member.request.post('/api/admin/team/invitations', {
    data: { email: 'other@example.com', role: 'admin' },
  })
  expect(inviteAsEditor.status()).toBe(403)

  // The admin's own account cannot be deactivated from here: refused in the server's words.
  await page.reload()
  const adminRow = page
    .getByRole('table', { name: 'Staff accounts' })
    .getByRole('row', { name: E2E_ADMIN.username })
  await adminRow.getByRole('button', { name: /^Deactivate/ }).click()
  await expect(page.getByText('You cannot deactivate your own account: ask another admin.')).toBeVisible()
  // The refusal is a 409 the browser logs: the answer this step expects, acknowledged rather than ignored.
  const refusal = pageErrors.findIndex((error) => error.includes('status of 409'))
  expect(refusal, 'a logged 409').toBeGreaterThanOrEqual(0)
  pageErrors.splice(refusal, 1)

  const memberRow = page.getByRole('table', { name: 'Staff accounts' }).getByRole('row', { name: username })
  await expect(memberRow).toContainText('Active')
  await memberRow.getByRole('button', { name: `Deactivate Colleague ${username}` }).click()
  await expect(memberRow).toContainText('Deactivated')
  await expectAccessible(page)

  // Signed out at once: the colleague's next page asks them to sign in.
  await member.goto('/staff')
  await expect(member).toHaveURL(/\/login\?redirect=/)
  await member.context().close()
})

test('a forgotten password is reset by email, and the old one stops working', async ({ page, browser }) => {
  test.slow()
  const stamp = Date.now()
  const email = `forgetful-${stamp}@example.com`
  const username = `forgetful-${stamp}`
  await signInAsAdmin(page)
  await gotoHydrated(page, '/staff/team')
  const invited = await accept(browser, await invite(page, email, 'editor'), username)
  await invited.context().close()

  const context = await browser.newContext()
  const visitor = await context.newPage()
  await gotoHydrated(visitor, '/login')
  await visitor.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await visitor.getByLabel('Email').fill(email.toUpperCase())
  await visitor.getByRole('button', { name: 'Email me a link' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: /\w/ })).toContainText(
    'If that address belongs to a staff account',
  )
  await expectAccessible(visitor)

  const mail = await nthEmailFor(visitor, email, 2)
  const link = linkIn(mail.text, '/reset-password')
  await gotoHydrated(visitor, new URL(link).pathname + new URL(link).search)
  await visitor.getByLabel('New password', { exact: true }).fill('a fresh e2e passphrase')
  await expectAccessible(visitor)
  await visitor.getByRole('button', { name: 'Set the new password' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: /\w/ })).toContainText(
    'Your password is changed',
  )

  // Used once: the same link now says so.
  await gotoHydrated(visitor, new URL(link).pathname + new URL(link).search)
  await visitor.getByLabel('New password', { exact: true }).fill('yet another passphrase')
  await visitor.getByRole('button', { name: 'Set the new password' }).click()
  await expect(visitor.getByRole('alert')).toContainText('not valid any more')

  const old = await visitor.request.post('/api/auth/login', { data: { username, password: PASSWORD } })
  expect(old.status()).toBe(401)
  await signInWithForm(visitor, username, 'a fresh e2e passphrase')
  await context.close()
})
