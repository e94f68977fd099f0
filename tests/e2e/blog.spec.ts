import type { Page } from '@playwright/test'
import { currentStack, expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'
import { slugify } from '@/shared/blog/slug'

/** The seeded demo blog (src/server/features/blog/seed): 12 live articles, 2 drafts, 1 scheduled. */
const AMBASSADORS = 'Recruiting Brand Ambassadors Who Actually Post'
const CALENDAR_SLUG = 'the-back-to-school-window-a-six-week-campus-marketing-calendar'

const cards = (page: Page) => page.getByRole('region', { name: 'Articles' }).getByRole('article')

test.describe('reading the blog', () => {
  test('the list shows nine cards a page, with pages in the URL', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'CampusPulse Blog' })).toBeVisible()
    await expect(cards(page)).toHaveCount(9)
    await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(9)
    await expect(page.getByText('Finals Week Activations')).toHaveCount(0)

    await page.getByRole('link', { name: 'Go to next page' }).click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(cards(page)).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  test('search narrows the list, resets the page and survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/blog?page=2')
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await search.fill('ambassadors')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/blog\?q=ambassadors$/)
    await expect(cards(page).getByRole('link', { name: AMBASSADORS, exact: true })).toBeVisible()
    const found = await cards(page).count()
    expect(found).toBeGreaterThan(0)
    expect(found).toBeLessThan(9)

    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('ambassadors')
    await expect(cards(page)).toHaveCount(found)

    await search.fill('no article says this')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('No articles found. Try adjusting your search.')).toBeVisible()
  })

  test('a category in the sidebar filters the list', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Brand Ambassadors' })
      .click()
    await expect(page).toHaveURL(/\/blog\?category=\d+$/)
    await expect(cards(page)).toHaveCount(3)
    await expect(cards(page).getByRole('link', { name: AMBASSADORS, exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'All Categories' }).click()
    await expect(cards(page)).toHaveCount(9)
  })

  test('an article links to its category and tags, and back to the blog', async ({ page }) => {
    // The oldest article: on the second page.
    await gotoHydrated(page, '/blog?page=2')
    await page
      .getByRole('link', {
        name: 'The Back-to-School Window: A Six-Week Campus Marketing Calendar',
        exact: true,
      })
      .click()
    // The link carries the list it came from (`?from=`), so the article's back link returns to page 2.
    await expect(page).toHaveURL(`/blog/${CALENDAR_SLUG}?from=${encodeURIComponent('/blog?page=2')}`)
    const article = page.getByRole('article')
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      'The Back-to-School Window: A Six-Week Campus Marketing Calendar',
    )
    await expect(article.getByText('By Jordan Ellis')).toBeVisible()
    await expect(article.getByText(/^\d+ min read$/)).toBeVisible()
    await expect(article.getByRole('heading', { level: 2, name: 'Weeks 1-2: Move-in' })).toBeVisible()
    await expect(article.getByRole('img', { name: /Six-week timeline/ })).toBeVisible()
    await expect(article.getByRole('heading', { name: 'Continue reading' })).toBeVisible()

    await article.getByRole('link', { name: 'Welcome Week' }).click()
    await expect(page).toHaveURL(/\/blog\?tag=\d+$/)
    await expect(page.getByText('tagged Welcome Week')).toBeVisible()
    await expect(cards(page).getByRole('link', { name: /^The Back-to-School Window/ })).toBeVisible()

    await page.goBack()
    await page.getByRole('link', { name: 'Campus Strategy' }).first().click()
    await expect(page).toHaveURL(/\/blog\?category=\d+$/)
    await expect(page.getByRole('link', { name: 'Campus Strategy', exact: true }).first()).toHaveAttribute(
      'aria-current',
      'page',
    )

    await gotoHydrated(page, `/blog/${CALENDAR_SLUG}`)
    await page.getByRole('link', { name: 'Back to blog' }).click()
    await expect(page).toHaveURL('/blog')
  })

  test('an unknown article shows Article Not Found with status 404', async ({ page }) => {
    const response = await gotoHydrated(page, '/blog/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Browse All Articles' }).click()
    await expect(page).toHaveURL('/blog')
  })

  test('the RSS feed lists the live articles with absolute links', async ({ request, baseURL }) => {
    const response = await request.get('/blog/rss.xml')
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    expect(xml).toContain(`<link>${baseURL}/blog/${CALENDAR_SLUG}</link>`)
    expect(xml).not.toContain('finals-week-activations')
  })
})

test.describe('staff pages', () => {
  test('send anonymous visitors to sign in and back', async ({ request }) => {
    for (const path of ['/blog/admin', '/blog/new', '/blog/edit/1']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBeGreaterThanOrEqual(300)
      expect(response.status(), path).toBeLessThan(400)
      expect(response.headers().location).toBe(`/login?redirect=${encodeURIComponent(path)}`)
    }
  })

  test('the table searches, filters and sorts', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible()
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(16)

    await page.getByRole('combobox', { name: 'Show' }).click()
    await page.getByRole('option', { name: 'Drafts' }).click()
    await expect(rows).toHaveCount(3)
    await expect(rows.getByText('Draft', { exact: true })).toHaveCount(2)

    await page.getByRole('combobox', { name: 'Show' }).click()
    await page.getByRole('option', { name: 'All Articles' }).click()
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('AMBASSADOR')
    await expect(rows.filter({ hasText: AMBASSADORS })).toHaveCount(1)

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('')
    const title = page.getByRole('columnheader', { name: 'Title' })
    await title.getByRole('button').click()
    await expect(title).toHaveAttribute('aria-sort', 'ascending')
    const first = await rows.nth(1).getByRole('cell').first().textContent()
    await title.getByRole('button').click()
    await expect(title).toHaveAttribute('aria-sort', 'descending')
    await expect(rows.nth(1).getByRole('cell').first()).not.toHaveText(first!)
  })
})

test.describe('writing articles', () => {
  const title = 'E2E Finals Week Coffee Carts'
  const slug = 'e2e-finals-week-coffee-carts'
  const editedTitle = 'E2E Finals Week Coffee Carts, Revisited'

  /** What a visitor without a session gets for the article: page status and whether the list shows it. */
  async function publicView(page: Page, articleSlug: string) {
    const anonymous = await page.context().browser()!.newContext({ baseURL: currentStack().baseURL })
    try {
      const articleStatus = (await anonymous.request.get(`/blog/${articleSlug}`)).status()
      const list = await (await anonymous.request.get('/api/blog/articles?limit=100')).json()
      const listed = (list.data as { slug: string }[]).some((article) => article.slug === articleSlug)
      return { articleStatus, listed }
    } finally {
      await anonymous.close()
    }
  }

  test('a future publication date turns Save into Schedule; the article waits, marked Scheduled', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/new')
    const title = 'E2E Finals Week Coffee, Scheduled'
    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByRole('textbox', { name: 'Content' }).fill('Coffee carts outside the library, next term.')
    await page.getByRole('switch', { name: 'Published' }).click()
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
    await page.getByLabel('Publication Date').fill('2031-03-03T09:00')
    await expect(page.getByText('Goes live Mar 3, 9:00 AM, your time.')).toBeVisible()
    await page.getByRole('button', { name: 'Schedule' }).click()
    await expect(page.getByText('Your article has been created successfully.')).toBeVisible()

    await gotoHydrated(page, '/blog/admin')
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible()
    await expect(row.getByText('Published', { exact: true })).toHaveCount(0)
    expect(await publicView(page, slugify(title))).toEqual({ articleStatus: 404, listed: false })

    // Gone again, so the other tests' article counts hold.
    await row.getByRole('button', { name: `Delete "${title}"` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('The article has been successfully deleted.')).toBeVisible()
  })

  test('staff create with tags → view → unpublish → publish → edit → delete', async ({ page }) => {
    test.slow()
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/admin')
    await page.getByRole('link', { name: 'New Article' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Article' })).toBeVisible()

    // Typing the title fills the empty slug.
    await page.getByLabel('Title', { exact: true }).fill(title)
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await page.getByLabel('Excerpt').fill('Coffee carts outside the library during finals, done quietly.')
    await page
      .getByRole('textbox', { name: 'Content' })
      .fill(
        '## Why coffee\n\nStudents study late. A **quiet** cart helps:\n\n- Open 10 p.m. to 2 a.m.\n- No music',
      )
    await page.getByRole('tab', { name: 'Preview' }).click()
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Why coffee' })).toBeVisible()
    await page.getByRole('tab', { name: 'Write' }).click()
    await page.getByRole('switch', { name: 'Published' }).click()
    await page.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option', { name: 'Events & Activations' }).click()
    await page.getByRole('button', { name: 'Sampling', pressed: false }).click()
    await page.getByRole('button', { name: 'Gen Z', pressed: false }).click()
    await expect(page.getByRole('button', { name: 'Sampling' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'Save' }).click()

    // Saved: the article page, with its tags.
    await expect(page.getByText('Your article has been created successfully.')).toBeVisible()
    await expect(page).toHaveURL(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const tags = page.getByRole('region', { name: 'Tags' })
    await expect(tags.getByRole('link')).toHaveText(['Gen Z', 'Sampling'])
    await expect(page.getByRole('link', { name: 'Events & Activations' })).toBeVisible()
    expect(await publicView(page, slug)).toEqual({ articleStatus: 200, listed: true })

    // Unpublish from the table: gone from the public.
    await gotoHydrated(page, '/blog/admin')
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row.getByText('Published', { exact: true })).toBeVisible()
    await row.getByRole('button', { name: `Unpublish "${title}"` }).click()
    await expect(page.getByText('Article unpublished')).toBeVisible()
    await expect(row.getByText('Draft', { exact: true })).toBeVisible()
    expect(await publicView(page, slug)).toEqual({ articleStatus: 404, listed: false })

    // Publish again: back for everyone.
    await row.getByRole('button', { name: `Publish "${title}"` }).click()
    await expect(page.getByText('Article published')).toBeVisible()
    await expect(row.getByText('Published', { exact: true })).toBeVisible()
    expect(await publicView(page, slug)).toEqual({ articleStatus: 200, listed: true })

    // Edit: the form comes back filled in, tags selected; Update saves and shows the article.
    await row.getByRole('link', { name: `Edit "${title}"` }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible()
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
    await expect(page.getByRole('button', { name: 'Sampling' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Events & Activations')
    await expect(page.getByLabel('Publication Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    await page.getByLabel('Title', { exact: true }).fill(editedTitle)
    await expect(page.getByLabel('Slug'), 'an existing slug is kept').toHaveValue(slug)
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Your article has been updated successfully.')).toBeVisible()
    await expect(page).toHaveURL(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible()

    // Delete, after the spec's confirmation.
    await gotoHydrated(page, '/blog/admin')
    await page.getByRole('button', { name: `Delete "${editedTitle}"` }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(
      `Are you sure you want to delete "${editedTitle}"? This action cannot be undone.`,
    )
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('The article has been successfully deleted.')).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: editedTitle })).toHaveCount(0)
    expect(await publicView(page, slug)).toEqual({ articleStatus: 404, listed: false })
  })

  test('the form validates with the spec messages and generates slugs', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/new')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Title must be at least 5 characters')).toBeVisible()
    await expect(page.getByText('Content must be at least 20 characters')).toBeVisible()
    await expect(page.getByText('Slug is required')).toBeVisible()

    await page.getByLabel('Slug').fill('custom')
    await page.getByLabel('Title', { exact: true }).fill('Tips & Tricks for Orientation')
    await expect(page.getByLabel('Slug'), 'a typed slug is not overwritten').toHaveValue('custom')
    await page.getByRole('button', { name: 'Generate' }).click()
    await expect(page.getByLabel('Slug')).toHaveValue('tips-and-tricks-for-orientation')
    await expect(page.getByRole('button', { name: 'Upload image' })).toBeEnabled()
  })

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/new')
    await page.getByLabel('Title', { exact: true }).fill('Half-written thoughts')

    await page.getByRole('link', { name: 'Back to admin' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Stay on this page' }).click()
    await expect(page).toHaveURL('/blog/new')
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half-written thoughts')

    // Closing the tab: the browser's own prompt (beforeunload).
    const prompt = page.waitForEvent('dialog')
    await page.close({ runBeforeUnload: true })
    const beforeUnload = await prompt
    expect(beforeUnload.type()).toBe('beforeunload')
    await beforeUnload.accept()
  })

  test('leaving after confirming goes where the link pointed', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/new')
    await page.getByLabel('Title', { exact: true }).fill('Half-written thoughts')
    await page.getByRole('link', { name: 'Cancel' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
    await expect(page).toHaveURL('/blog/admin')
  })

  test('editing an unknown article shows Article Not Found', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/edit/999999')
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
    await expect(
      page.getByText("The article you're trying to edit doesn't exist or has been removed."),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click()
    await expect(page).toHaveURL('/blog/admin')
  })
})

test.describe('categories and tags (decision D9)', () => {
  test('staff add, rename and delete a category; the public sidebar follows', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/admin')
    const card = page.getByRole('region', { name: 'Categories' })
    await card.getByRole('button', { name: 'Add Category' }).click()
    await card.getByLabel('New category name').fill('E2E Partnerships')
    await card.getByRole('button', { name: 'Add' }).click()
    await expect(page.getByText('Category added')).toBeVisible()
    await expect(card.getByText('E2E Partnerships')).toBeVisible()

    await gotoHydrated(page, '/blog')
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'E2E Partnerships' }),
    ).toBeVisible()

    await gotoHydrated(page, '/blog/admin')
    await card.getByRole('button', { name: 'Rename the category "E2E Partnerships"' }).click()
    await card.getByLabel('New name for the category "E2E Partnerships"').fill('E2E Alliances')
    await card.getByRole('button', { name: 'Save' }).click()
    await expect(card.getByText('E2E Alliances')).toBeVisible()

    // Before deleting, the dialog says how many articles lose the category: a demo one has some; cancelled.
    await card.getByRole('button', { name: 'Delete the category "Brand Ambassadors"' }).click()
    await expect(page.getByRole('alertdialog')).toContainText(
      /\d+ articles? \(drafts included\) will lose it: (it stays|they stay), Uncategorized\./,
    )
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await card.getByRole('button', { name: 'Delete the category "E2E Alliances"' }).click()
    await expect(page.getByRole('alertdialog')).toContainText('No article is in it.')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Category deleted')).toBeVisible()
    await expect(card.getByText('E2E Alliances')).toHaveCount(0)
  })

  test('a new tag appears among the editor chips, and goes when deleted', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/admin')
    const card = page.getByRole('region', { name: 'Tags' })
    await card.getByLabel('New tag name').fill('E2E Career Fairs')
    await card.getByRole('button', { name: 'Add' }).click()
    await expect(page.getByText('Tag added')).toBeVisible()
    await expect(card.getByText('E2E Career Fairs')).toBeVisible()

    await gotoHydrated(page, '/blog/new')
    await expect(page.getByRole('button', { name: 'E2E Career Fairs', pressed: false })).toBeVisible()

    await gotoHydrated(page, '/blog/admin')
    await card.getByRole('button', { name: 'Delete the tag "E2E Career Fairs"' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Tag deleted')).toBeVisible()
    await expect(card.getByText('E2E Career Fairs', { exact: true })).toHaveCount(0)
  })
})

// One page per test: an axe run takes seconds on a busy machine.
test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('the blog list', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    await expectAccessible(page)
  })

  test('an article', async ({ page }) => {
    await gotoHydrated(page, `/blog/${CALENDAR_SLUG}`)
    await expectAccessible(page)
  })

  test('the management page', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/admin')
    await expectAccessible(page)
  })

  test('the new-article form, with its validation errors shown', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/new')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Title must be at least 5 characters')).toBeVisible()
    await expectAccessible(page)
  })

  test('the edit form', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/blog/admin')
    await page
      .getByRole('link', { name: /^Edit "/ })
      .first()
      .click()
    await expect(page.getByLabel('Title', { exact: true })).not.toHaveValue('')
    await expectAccessible(page)
  })
})
