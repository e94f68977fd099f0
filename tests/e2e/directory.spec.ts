import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

/**
 * The directory a brand plans with (issue 17) on the demo seed: sort in the URL, compare up to four schools,
 * back links that keep the list, campus programs by status and page, the Filters button on a phone, axe.
 * Expected orders come from the API, never from a list typed here.
 */
const cards = (page: Page) => page.getByRole('list', { name: 'Schools' }).getByRole('heading', { level: 2 })
const status = (page: Page) => page.getByRole('status').filter({ hasText: /compare/i })

interface ApiSchool {
  id: number
  name: string
  slug: string
  studentPopulation: number | null
  dormCapacity: number | null
}
async function apiPage(page: Page, query: string) {
  const response = await page.request.get(`/api/schools?page=1&limit=10&${query}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: ApiSchool[] }).data
}

test.describe('sort', () => {
  test('opens on the most students on campus, and the sort goes into the URL and back to page 1', async ({
    page,
  }) => {
    // Four page loads and two orders compared with the API: more than 30 s on a busy two-core machine.
    test.setTimeout(90_000)
    const largest = await apiPage(page, '')
    const beds = largest.map((school) => school.dormCapacity ?? -1)
    expect(beds).toEqual([...beds].sort((a, b) => b - a))
    await gotoHydrated(page, '/schools')
    await expect(cards(page)).toHaveText(largest.map((school) => school.name))
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Most students on campus')

    await gotoHydrated(page, '/schools?page=2')
    await expect(page.getByRole('option', { name: 'Best match' })).toHaveCount(0)
    await page.getByLabel('Sort by').selectOption({ label: 'Name (A–Z)' })
    await expect(page).toHaveURL('/schools?sort=name')
    await expect(cards(page)).toHaveText((await apiPage(page, 'sort=name')).map((school) => school.name))

    // Back to the default order: the sort leaves the URL.
    await page.getByLabel('Sort by').selectOption({ label: 'Most students on campus' })
    await expect(page).toHaveURL('/schools')
    await expect(cards(page)).toHaveText(largest.map((school) => school.name))
    await gotoHydrated(page, '/schools?sort=name')
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Name (A–Z)')
  })

  test('a search ranks by best match, and can be re-sorted', async ({ page }) => {
    await gotoHydrated(page, '/schools?q=university&page=2')
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Best match')
    await page.getByLabel('Sort by').selectOption({ label: 'Largest enrollment' })
    await expect(page).toHaveURL('/schools?q=university&sort=enrollment')
    await expect(cards(page)).toHaveText(
      (await apiPage(page, 'search=university&sort=enrollment')).map((school) => school.name),
    )
  })
})

test.describe('compare', () => {
  test('picks from the directory and a school page, compares them, and plans a campaign', async ({
    page,
  }) => {
    // Five pages in one journey: more than the default 30 s on a busy two-core machine.
    test.setTimeout(90_000)
    const [first, second, third] = await apiPage(page, 'sort=name')
    await gotoHydrated(page, '/schools?sort=name')
    await page.getByRole('button', { name: `Compare ${first!.name}` }).click()
    await expect(status(page)).toHaveText(`Added ${first!.name} to compare. 1 of 4 schools picked.`)
    await page.getByRole('button', { name: `Compare ${second!.name}` }).click()
    await expect(page.getByRole('button', { name: `Compare ${second!.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const tray = page.getByRole('region', { name: 'Schools to compare' })
    await expect(tray).toContainText('Compare (2/4)')

    // The picks survive going to a school page, where the header has its own toggle.
    await gotoHydrated(page, `/schools/name/${third!.slug}`)
    await expect(tray).toContainText('Compare (2/4)')
    await page.getByRole('button', { name: `Compare ${third!.name}` }).click()
    await expect(status(page)).toHaveText(`Added ${third!.name} to compare. 3 of 4 schools picked.`)

    await tray.getByRole('link', { name: 'Compare schools' }).click()
    await expect(page).toHaveURL(`/schools/compare?ids=${first!.id},${second!.id},${third!.id}`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText([
      new RegExp(`^${escape(first!.name)}`),
      new RegExp(`^${escape(second!.name)}`),
      new RegExp(`^${escape(third!.name)}`),
    ])
    for (const row of ['Location', 'Size', 'Control', 'Level', 'Classification', 'Setting', 'Flags'])
      await expect(table.getByRole('rowheader', { name: row })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: 'Programs with us' })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('link', { name: /Plan a campaign at these schools/ }).click()
    await expect(page).toHaveURL(`/contact?schools=${first!.id},${second!.id},${third!.id}`)
    const message = page.getByLabel('How can we help?')
    for (const school of [first!, second!, third!]) await expect(message).toContainText(school.name)
  })

  test('holds at most four, and says so', async ({ page }) => {
    const schools = await apiPage(page, '')
    await gotoHydrated(page, '/schools')
    for (const school of schools.slice(0, 4))
      await page.getByRole('button', { name: `Compare ${school.name}` }).click()
    const fifth = schools[4]!
    await page.getByRole('button', { name: `Compare ${fifth.name}` }).click()
    const refusal = `You can compare at most 4 schools. Remove one to add ${fifth.name}.`
    await expect(status(page)).toHaveText(refusal)
    await expect(page.getByRole('region', { name: 'Schools to compare' }).getByText(refusal)).toBeVisible()
    await expect(page.getByRole('button', { name: `Compare ${fifth.name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    // Taking one off makes room.
    await page.getByRole('button', { name: `Compare ${schools[0]!.name}` }).click()
    await page.getByRole('button', { name: `Compare ${fifth.name}` }).click()
    await expect(status(page)).toHaveText(`Added ${fifth.name} to compare. 4 of 4 schools picked.`)
  })

  test('a shared comparison needs no picks, and is accessible', async ({ page }) => {
    const [a, b] = await apiPage(page, '')
    await gotoHydrated(page, `/schools/compare?ids=${a!.id},${b!.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Compare schools' })).toBeVisible()
    await expect(page.getByRole('columnheader')).toHaveCount(2)
    await expectAccessible(page)
    await gotoHydrated(page, '/schools/compare')
    await expect(page.getByText('No schools picked yet.')).toBeVisible()
  })

  test('on a phone, four schools compared do not scroll the page sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const schools = await apiPage(page, '')
    await gotoHydrated(
      page,
      `/schools/compare?ids=${schools
        .slice(0, 4)
        .map((school) => school.id)
        .join(',')}`,
    )
    await expect(page.getByRole('columnheader')).toHaveCount(4)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // The table scrolls within its own box; the plan action fits the page's width.
    const plan = await page.getByRole('link', { name: /Plan a campaign at these schools/ }).boundingBox()
    expect(plan!.x + plan!.width).toBeLessThanOrEqual(390)
  })
})

test.describe('back links keep the list', () => {
  test('school: back to the search, filters, sort and page it was opened from, also in a new tab', async ({
    page,
    context,
  }) => {
    const list = '/schools?state=CA&sort=name&page=2'
    await gotoHydrated(page, list)
    await page
      .getByRole('link', { name: /View School Details/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/schools\/name\/[^?]+\?from=/)
    const schoolUrl = page.url()
    await page.getByRole('link', { name: 'Back to All Schools' }).click()
    await expect(page).toHaveURL(list)
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Name (A–Z)')

    const tab = await context.newPage()
    await gotoHydrated(tab, schoolUrl)
    await expect(tab.getByRole('link', { name: 'Back to All Schools' })).toHaveAttribute('href', list)
    await tab.close()
  })

  test('a from that is not the list is ignored', async ({ page }) => {
    const [school] = await apiPage(page, '')
    for (const from of [
      '//evil.example/schools',
      'https://evil.example/schools',
      '/campus-programs?page=2',
    ]) {
      await gotoHydrated(page, `/schools/name/${school!.slug}?from=${encodeURIComponent(from)}`)
      await expect(page.getByRole('link', { name: 'Back to All Schools' })).toHaveAttribute(
        'href',
        '/schools',
      )
    }
  })

  test('program: back to the status, school and page it was opened from', async ({ page }) => {
    const list = '/campus-programs?status=all&page=2'
    await gotoHydrated(page, list)
    await page
      .getByRole('link', { name: /View Marketing Details/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/campus-programs\/\d+\?from=/)
    await page.getByRole('link', { name: 'Back to Campus Programs' }).click()
    await expect(page).toHaveURL(list)
  })

  test('article: back to the blog page it was opened from', async ({ page }) => {
    await gotoHydrated(page, '/blog?page=2')
    await page
      .getByRole('link', { name: /^Read More/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/blog\/[^?]+\?from=/)
    await page.getByRole('link', { name: 'Back to blog' }).click()
    await expect(page).toHaveURL('/blog?page=2')
  })
})

test.describe('campus programs', () => {
  const badges = (page: Page) =>
    page
      .getByRole('list', { name: 'Campus programs' })
      .getByText(/^(Active|Planned|Completed|Cancelled)$/, { exact: true })

  test('shows active and planned by default, others on request, 12 a page', async ({ page }) => {
    await gotoHydrated(page, '/campus-programs')
    await expect(page.getByText('Browse active and upcoming campus marketing initiatives')).toBeVisible()
    await expect(badges(page).first()).toBeVisible()
    for (const text of await badges(page).allTextContents()) expect(['Active', 'Planned']).toContain(text)
    await expectAccessible(page)

    await page.getByLabel('Status').selectOption({ label: 'Completed' })
    await expect(page).toHaveURL('/campus-programs?status=completed')
    await expect(page.getByText('Completed campus marketing initiatives')).toBeVisible()
    await expect(badges(page).first()).toBeVisible()
    for (const text of await badges(page).allTextContents()) expect(text).toBe('Completed')

    await gotoHydrated(page, '/campus-programs?status=all')
    const cards = page.getByRole('list', { name: 'Campus programs' }).getByRole('listitem')
    await expect(cards).toHaveCount(12)
    await expect(page.getByText(/^1–12 of \d+ programs$/)).toBeVisible()
    const firstOnPage1 = await cards.first().getByRole('heading').textContent()
    await page
      .getByRole('navigation', { name: 'pagination' })
      .getByRole('link', { name: 'Go to next page' })
      .click()
    await expect(page).toHaveURL('/campus-programs?status=all&page=2')
    await expect(page.getByText(/^13–\d+ of \d+ programs$/)).toBeVisible()
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstOnPage1!)
  })
})

test('"Download CSV" downloads the list as filtered and sorted', async ({ page }) => {
  await gotoHydrated(page, '/schools?state=CA&sort=name&page=2')
  const link = page.getByRole('link', { name: 'Download CSV' })
  await expect(link).toHaveAttribute('href', '/api/schools/export.csv?state=CA&sort=name')
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/^schools-ca-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
  const names = csv
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(',')[0])
  // Every school of the filtered list, in its order: the first hundred as the API's first page, and all of them.
  const response = await page.request.get('/api/schools?state=CA&sort=name&limit=100&page=1')
  const { data, meta } = (await response.json()) as { data: ApiSchool[]; meta: { total: number } }
  expect(names.slice(0, 100)).toEqual(data.map((school) => school.name))
  expect(names).toHaveLength(meta.total)
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the filters fold behind a Filters button that counts the active ones', async ({ page }) => {
    await gotoHydrated(page, '/schools?state=NC&size=under-1k')
    const button = page.getByRole('button', { name: /^Filters/ })
    await expect(button).toHaveText(/Filters\s*2 active/)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByLabel('State')).toBeHidden()
    // The list card leads with the name: no decorative picture above it.
    await expect(page.getByRole('list', { name: 'Schools' }).locator('img').first()).toBeHidden()

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByLabel('State')).toBeVisible()
    await expect(page.getByLabel('State').locator('option:checked')).toHaveText('North Carolina')
    await expectAccessible(page)
  })

  test('never downloads the list card pictures it hides', async ({ page }) => {
    const { requested, shown, first } = await cardPictures(page, '/schools')
    await expect(first).toBeHidden()
    expect(shown.length).toBeGreaterThan(2)
    expect(requested.filter((path) => shown.includes(path))).toEqual([])
  })
})

/** The paths of the list cards' pictures, and of every picture the page requested. */
async function cardPictures(page: Page, path: string) {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname)
  })
  await gotoHydrated(page, path)
  const list = page.getByRole('list', { name: 'Schools' })
  const shown = await list
    .locator('img')
    .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname))
  return { requested, shown, first: list.locator('img').first() }
}

test('on a wide screen the first list cards show their pictures at once', async ({ page }) => {
  const { requested, shown, first } = await cardPictures(page, '/schools')
  await expect(first).toBeVisible()
  await expect.poll(() => first.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(640)
  expect(requested).toContain(shown[0])
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('a caller’s utilities override the primitives’ component classes (ADR 0068)', async ({ page }) => {
  await gotoHydrated(page, '/schools')
  // The school card is a Card told `py-0 gap-0` (the card's own class says py-6 gap-6).
  const card = page.locator('[data-slot=card]').first()
  await expect(card).toHaveCSS('padding-top', '0px')
  await expect(card).toHaveCSS('row-gap', '0px')
  // "Next" is a ghost button told `gap-1` (the button's own class says gap-2), and keeps the rest of its look.
  const next = page.getByRole('link', { name: /next/i })
  await expect(next).toHaveCSS('column-gap', '4px')
  await expect(next).toHaveCSS('display', 'inline-flex')
  await expect(next).toHaveCSS('height', '36px')
})
