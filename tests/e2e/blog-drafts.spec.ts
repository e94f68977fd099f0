import type { Page } from '@playwright/test'
import { expect, gotoHydrated, signInAsAdmin, test } from './fixtures'

/** The drafts staff keep (issue 36, point 3): autosave, history and restore, and two editors at once. */

type Draft = { id: number; slug: string; version: number }

/** A draft written through the API as the signed-in admin, so each test starts from its own record. */
async function writeDraft(page: Page, title: string, content: string): Promise<Draft> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const response = await page.request.post('/api/blog/articles', { data: { title, slug, content } })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { data: Draft }).data
}

async function readArticle(page: Page, id: number) {
  const response = await page.request.get(`/api/blog/articles/${id}`)
  expect(response.status()).toBe(200)
  type Stored = { title: string; excerpt: string | null; content: string; version: number }
  return ((await response.json()) as { data: Stored }).data
}

async function deleteArticle(page: Page, id: number) {
  expect((await page.request.delete(`/api/blog/articles/${id}`)).status()).toBe(200)
}

const content = (page: Page) => page.getByRole('textbox', { name: 'Content' })
const history = (page: Page) => page.getByTestId('revision-list')

test('a draft saves itself while staff type; the words survive a reload, and a restore brings back the first', async ({
  page,
}) => {
  await signInAsAdmin(page)
  const first = 'The first words of a draft that will save itself as it grows.'
  const draft = await writeDraft(page, 'E2E Draft That Saves Itself', first)
  try {
    await gotoHydrated(page, `/blog/edit/${draft.id}`)
    await expect(page.getByTestId('autosave-status')).toHaveText('This draft saves itself as you type.')

    const typed = `${first} Then a second paragraph, typed and never saved by hand.`
    await content(page).fill(typed)
    await expect(page.getByTestId('autosave-status')).toContainText('Draft saved at', { timeout: 10_000 })
    expect((await readArticle(page, draft.id)).content).toBe(typed)

    // Nothing is left unsaved, so the reload is not held by the leave prompt, and the words are still there.
    await page.reload()
    await expect(content(page)).toHaveValue(typed)
    await expect(history(page).getByRole('listitem')).toHaveCount(2)
    await expect(history(page).getByRole('listitem').first()).toContainText('Version 2')
    await expect(history(page).getByRole('listitem').first()).toContainText('(autosave)')

    await page.getByRole('button', { name: 'Restore version 1' }).click()
    await expect(page.getByText('Version 1 restored')).toBeVisible()
    await expect(content(page)).toHaveValue(first)
    await expect(history(page).getByRole('listitem')).toHaveCount(3)
    await expect(history(page).getByRole('listitem').first()).toContainText('Version 3')
    expect(await readArticle(page, draft.id)).toMatchObject({ content: first, version: 3 })
  } finally {
    await deleteArticle(page, draft.id)
  }
})

test('of two editors of one article, the second to save is refused and keeps their words', async ({
  page,
}) => {
  await signInAsAdmin(page)
  const draft = await writeDraft(
    page,
    'E2E Draft Edited Twice At Once',
    'Two staff members opened this draft at the same time, one after the other.',
  )
  const second = await page.context().newPage()
  try {
    await gotoHydrated(page, `/blog/edit/${draft.id}`)
    await gotoHydrated(second, `/blog/edit/${draft.id}`)

    await page.getByLabel('Title', { exact: true }).fill('E2E Draft Edited Twice At Once, First Save')
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Your article has been updated successfully.')).toBeVisible()

    // The second editor still holds version 1: their save (or their autosave, if it goes first) is refused.
    await second.getByLabel('Excerpt').fill('The second editor’s excerpt, written from the older version.')
    await second.getByRole('button', { name: 'Update' }).click()
    const alert = second.getByRole('alert').filter({ hasText: 'Someone else saved this article' })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('Your changes were not saved')
    await expect(second.getByLabel('Excerpt')).toHaveValue(
      'The second editor’s excerpt, written from the older version.',
    )
    expect(await readArticle(page, draft.id)).toMatchObject({
      title: 'E2E Draft Edited Twice At Once, First Save',
      excerpt: null,
      version: 2,
    })

    await alert.getByRole('button', { name: 'Load their version' }).click()
    await expect(second.getByLabel('Title', { exact: true })).toHaveValue(
      'E2E Draft Edited Twice At Once, First Save',
    )
    await expect(second.getByLabel('Excerpt')).toHaveValue('')
  } finally {
    await second.close()
    await deleteArticle(page, draft.id)
  }
})
