import type { APIRequestContext, Page } from '@playwright/test'
import { formatWholeNumber } from '@/shared/us-format'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

/**
 * The school directory and school pages (issue 4) on the directory a fresh install has (the 4,082 schools of
 * the bundled IPEDS file, ADR 0028): search, typo search, paging, list/grid, filters in the URL, the detail
 * tabs by mouse and keyboard, not found, accessibility. Counts are read from the API, not written here.
 */
const cards = (page: Page) => page.getByRole('list', { name: 'Schools' }).getByRole('heading', { level: 2 })
const countBadge = (page: Page) => page.getByText(/^\d[\d,]* Schools?$/)
/** What the API says the list holds, as the page's count badge words it. */
const totalOf = async (request: APIRequestContext, query = '') => {
  const { meta } = (await (await request.get(`/api/schools?page=1${query}`)).json()) as {
    meta: { total: number; totalPages: number }
  }
  return { ...meta, badge: `${formatWholeNumber(meta.total)} School${meta.total === 1 ? '' : 's'}` }
}

test.describe('school directory', () => {
  test('lists the schools ten a page, as a list, with the count', async ({ page, request }) => {
    const all = await totalOf(request)
    expect(all.total).toBe(4082)
    await gotoHydrated(page, '/schools')
    await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible()
    await expect(page.getByText('Browse colleges and universities across the country')).toBeVisible()
    await expect(page.getByPlaceholder('Search by name, location or type...')).toBeVisible()
    await expect(countBadge(page)).toHaveText(all.badge)
    await expect(cards(page)).toHaveCount(10)
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('link', { name: /View School Details/ }).first()).toHaveAttribute(
      'href',
      /^\/schools\/name\//,
    )
    await expectAccessible(page)
  })

  test('searches, and forgives a typo', async ({ page }) => {
    await gotoHydrated(page, '/schools')
    const box = page.getByRole('searchbox', { name: 'Search schools' })
    await box.fill('duke')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/schools\?q=duke$/)
    await expect(countBadge(page)).toHaveText('1 School')
    await expect(cards(page)).toHaveText(['Duke University'])

    await box.fill('standford')
    await box.press('Enter')
    await expect(page).toHaveURL(/q=standford/)
    await expect(cards(page).first()).toHaveText('Stanford University')

    await box.fill('zzqqxx')
    await box.press('Enter')
    await expect(page.getByText('No schools found. Try adjusting your search.')).toBeVisible()
  })

  test('pages through the list: next, a page number, previous; disabled at the ends', async ({
    page,
    request,
  }) => {
    const { total, totalPages } = await totalOf(request)
    await gotoHydrated(page, '/schools')
    const pagination = page.getByRole('navigation', { name: 'pagination' })
    // At an end the arrow is no link at all, only marked disabled (issue 18: never announced as the current page).
    await expect(pagination.getByLabel('Go to previous page')).toHaveAttribute('aria-disabled', 'true')
    const firstOnPage1 = await cards(page).first().textContent()
    await pagination.getByRole('link', { name: 'Go to next page' }).click()
    await expect(page).toHaveURL(/\/schools\?page=2$/)
    await expect(cards(page).first()).not.toHaveText(firstOnPage1!)
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

    await pagination.getByRole('link', { name: 'Page 3' }).click()
    await expect(page).toHaveURL(/page=3$/)
    await expect(pagination.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')

    // The last page holds the rest, and its next arrow is disabled.
    await gotoHydrated(page, `/schools?page=${totalPages}`)
    await expect(cards(page)).toHaveCount(total % 10 || 10)
    await expect(pagination.getByLabel('Go to next page')).toHaveAttribute('aria-disabled', 'true')
    await pagination.getByRole('link', { name: 'Go to previous page' }).click()
    await expect(page).toHaveURL(new RegExp(`page=${totalPages - 1}$`))
  })

  test('switches to a grid, and the view survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/schools?page=2')
    await page.getByRole('button', { name: 'Grid' }).click()
    await expect(page).toHaveURL(/view=grid/)
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'List' }).click()
    await expect(page).not.toHaveURL(/view=/)
  })

  test('a deep link with filters shows that list, and the filters change the URL', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/schools?state=NC&type=Community+College')
    await expect(page.getByLabel('State').locator('option:checked')).toHaveText('North Carolina')
    await expect(page.getByLabel('Type').locator('option:checked')).toHaveText('Community College')
    await expect(countBadge(page)).toHaveText(
      (await totalOf(request, '&state=NC&type=Community+College')).badge,
    )
    // Largest first (ADR 0026): Wake Tech is North Carolina's largest community college.
    await expect(cards(page).first()).toHaveText('Wake Technical Community College')
    await expect(cards(page)).toHaveCount(10)

    await page.getByLabel('Type').selectOption({ label: 'All types' })
    await expect(page).toHaveURL(/\/schools\?state=NC$/)
    await expect(countBadge(page)).toHaveText((await totalOf(request, '&state=NC')).badge)

    await page.getByLabel('Size').selectOption({ label: 'Under 1,000 students' })
    await expect(page).toHaveURL(/size=under-1k/)
    await expect(countBadge(page)).toHaveText((await totalOf(request, '&state=NC&size=under-1k')).badge)

    await page.getByLabel('Campus life').selectOption({ label: 'Highly residential' })
    await expect(page).toHaveURL(/residential=highly-residential/)
    await expect(countBadge(page)).toHaveText(
      (await totalOf(request, '&state=NC&size=under-1k&residential=highly-residential')).badge,
    )

    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/schools$/)
    await expect(countBadge(page)).toHaveText('4,082 Schools')
  })
})

test.describe('school page', () => {
  test('opens from the directory and shows header, badges and the Overview tab', async ({ page }) => {
    await gotoHydrated(page, '/schools?q=watts')
    await page.getByRole('link', { name: /View School Details/ }).click()
    await expect(page).toHaveURL('/schools/name/watts-school-of-nursing?from=%2Fschools%3Fq%3Dwatts')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Watts School of Nursing')
    await expect(page.getByText('Durham, NC').first()).toBeVisible()
    await expect(page.getByText('Active Partner')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Partnership Since')).toBeVisible()
    await expect(page.getByTestId('program-count')).toHaveText(
      /^(Currently, we have \d+ marketing programs? active or planned\.|Contact us to learn more\.)$/,
    )
    await expect(page.getByRole('link', { name: /Visit Official Website/ })).toHaveAttribute(
      'href',
      'https://www.wattsschoolofnursing.org/',
    )
    await expect(page).toHaveTitle('Watts School of Nursing Campus Marketing | CampusPulse')
    await expectAccessible(page)
    // Back to the list as it was left (ADR 0026).
    await page.getByRole('link', { name: 'Back to All Schools' }).click()
    await expect(page).toHaveURL('/schools?q=watts')
  })

  test('tabs work by mouse, by the buttons that switch them, and by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/schools/name/duke-university')
    await page.getByRole('tab', { name: 'Location' }).click()
    await expect(page.getByRole('tabpanel')).toContainText('The Local Area')
    await expect(page.getByRole('link', { name: /View on Map/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Duke%20University%2C%20Durham%2C%20NC',
    )

    await page.getByRole('tab', { name: 'Overview' }).click()
    await page.getByRole('button', { name: 'Explore Marketing Opportunities' }).click()
    await expect(page.getByRole('tab', { name: 'Marketing Opportunities' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByRole('tabpanel')).toContainText('Campus Ambassador Program')
    // Issue 18: a call to action from a school page carries the school into the form it opens.
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Request Proposal' })).toHaveAttribute(
      'href',
      '/contact?school=duke-university',
    )

    // Keyboard: arrows move between tabs and activate them (spec: a tab activates on focus).
    await page.getByRole('tab', { name: 'Marketing Opportunities' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Location' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Location' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Request Information' })).toBeVisible()
    await page.keyboard.press('Home')
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('button', { name: 'Get More Information' }).click()
    await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true')
  })

  test('has a six-question FAQ, one answer open at a time, the open one collapsible', async ({ page }) => {
    await gotoHydrated(page, '/schools/name/duke-university')
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    const items = faq.locator('details')
    await expect(items).toHaveCount(6)
    await expect(faq.locator('details[open]')).toHaveCount(0)
    await items.nth(0).locator('summary').click()
    await expect(items.nth(0)).toHaveAttribute('open')
    await expect(items.nth(0).getByText('runs campus marketing at Duke University')).toBeVisible()
    await items.nth(3).locator('summary').click()
    await expect(items.nth(3)).toHaveAttribute('open')
    await expect(items.nth(0)).not.toHaveAttribute('open')
    await expect(items.nth(0).getByText('runs campus marketing at Duke University')).toBeHidden()
    await items.nth(3).locator('summary').click()
    await expect(faq.locator('details[open]')).toHaveCount(0)
  })

  test('the id route shows the same screen', async ({ page }) => {
    const response = await page.request.get('/api/schools/name/duke-university')
    const { data } = (await response.json()) as { data: { id: number } }
    await gotoHydrated(page, `/schools/${data.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Duke University')
    await expect(page.getByTestId('program-count')).toBeVisible()
  })

  test("an unknown school is 'School Not Found' (404), with a way back", async ({ page }) => {
    const response = await gotoHydrated(page, '/schools/name/no-such-school')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'School Not Found' })).toBeVisible()
    await expect(page.getByText("We couldn't find the school you're looking for.")).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Back to Schools' }).click()
    await expect(page).toHaveURL('/schools')
  })
})
