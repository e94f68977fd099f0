import type { Browser, Page } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/** A draft shared by an unguessable link that expires (issue 36, point 3; ADR 0148). */

const TITLE = 'E2E Draft Shared By A Preview Link'

async function writeDraft(page: Page) {
  const response = await page.request.post('/api/blog/articles', {
    data: {
      title: TITLE,
      slug: 'e2e-draft-shared-by-a-preview-link',
      content: 'Words for a client to read **before** they go live on the blog.',
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data
}

/** The link as a visitor opens it: a browser of its own, with no session. */
async function openAsVisitor(browser: Browser, path: string) {
  const context = await browser.newContext()
  const visitor = await context.newPage()
  const response = await visitor.goto(path)
  return { context, visitor, status: response?.status() }
}

const shareSection = (page: Page) => page.getByTestId('preview-links')

async function createLink(page: Page, lifetime: string) {
  await shareSection(page).getByLabel('Link works for').selectOption({ label: lifetime })
  await shareSection(page).getByRole('button', { name: 'Create preview link' }).click()
  const url = await page.getByTestId('shown-once').textContent()
  expect(url).toMatch(/\/blog\/preview\/[A-Za-z0-9_-]{43}$/)
  return new URL(url!).pathname
}

test('staff share a draft by a link a visitor opens without signing in, until it is revoked', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const draft = await writeDraft(page)
  try {
    await gotoHydrated(page, `/blog/edit/${draft.id}`)
    await expect(shareSection(page).getByText('No live preview links.')).toBeVisible()
    const path = await createLink(page, '7 days')
    await expect(page.getByTestId('preview-link-list').getByRole('listitem')).toHaveCount(1)

    // The draft is hidden from visitors at its own address, and shown by the link.
    const hidden = await openAsVisitor(browser, `/blog/e2e-draft-shared-by-a-preview-link`)
    expect(hidden.status).toBe(404)
    await hidden.context.close()

    const shared = await openAsVisitor(browser, path)
    try {
      expect(shared.status).toBe(200)
      await expect(shared.visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE)
      await expect(shared.visitor.getByRole('note')).toContainText(
        'Preview of a draft: visitors cannot see it yet. This link expires',
      )
      await expect(shared.visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await shared.visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      await expectAccessible(shared.visitor)

      await shareSection(page)
        .getByRole('button', { name: /^Revoke the link/ })
        .click()
      await expect(page.getByText('Preview link revoked')).toBeVisible()
      await expect(shareSection(page).getByText('No live preview links.')).toBeVisible()

      const dead = await shared.visitor.goto(path)
      expect(dead?.status()).toBe(404)
      await expect(shared.visitor.getByText('This preview link has expired or was revoked.')).toBeVisible()
      await expect(shared.visitor.getByText(TITLE)).toHaveCount(0)
    } finally {
      await shared.context.close()
    }
  } finally {
    expect((await page.request.delete(`/api/blog/articles/${draft.id}`)).status()).toBe(200)
  }
})

test('the share section, with a link made, passes axe (WCAG 2.2 AA)', async ({ page }) => {
  await signInAsAdmin(page)
  const draft = await writeDraft(page)
  try {
    await gotoHydrated(page, `/blog/edit/${draft.id}`)
    await createLink(page, '1 day')
    await expectAccessible(page)
  } finally {
    expect((await page.request.delete(`/api/blog/articles/${draft.id}`)).status()).toBe(200)
  }
})
