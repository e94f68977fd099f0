import type { APIRequestContext, Page } from '@playwright/test'
import { currentStack, E2E_ADMIN, expect, expectAccessible, gotoHydrated, test } from './fixtures'

/**
 * The public campus-program screens (issue 5) in the browser: the list and its school filter in the URL, a
 * program's page, its way to the school, not found with 404, head tags in the first HTML, accessibility.
 *
 * Whatever the demo seed holds, the tests create their own two programs through the staff API and look for
 * those. They are completed and cancelled on purpose: only active and planned programs count in campus
 * matching, whose browser tests expect the seeded ranking.
 */
const stamp = Date.now()
const watts = { slug: 'watts-school-of-nursing', name: 'Watts School of Nursing', id: 0 }
const duke = { slug: 'duke-university', name: 'Duke University', id: 0 }
const wattsProgram = {
  name: `Welcome Week Wellness Pop-Up ${stamp}`,
  status: 'completed',
  startDate: '2026-09-01',
  endDate: '2026-10-15',
  budget: 12000,
  // Shown on purpose: the page's facts include it (a budget is staff-only unless chosen, ADR 0018).
  showBudgetPublicly: true,
  description: 'Hydration and snack sampling for nursing students during the first weeks of term.',
  id: 0,
}
const dukeProgram = {
  name: `Career Fair Booth ${stamp}`,
  status: 'cancelled',
  startDate: '2026-11-03',
  endDate: '2026-11-04',
  budget: 6500,
  showBudgetPublicly: true,
  description: 'A recruiting booth at the fall career fair.',
  id: 0,
}

async function schoolId(api: APIRequestContext, slug: string) {
  const response = await api.get(`/api/schools/name/${slug}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { id: number } }).data.id
}

async function createProgram(api: APIRequestContext, schoolId: number, program: typeof wattsProgram) {
  const { id: _, ...values } = program
  const response = await api.post('/api/campus-programs', { data: { ...values, schoolId } })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data.id
}

test.beforeAll(async ({ playwright }) => {
  // Signed in in a context of its own, so the pages under test are seen as a visitor sees them.
  const api = await playwright.request.newContext({ baseURL: currentStack().baseURL })
  try {
    expect((await api.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200)
    watts.id = await schoolId(api, watts.slug)
    duke.id = await schoolId(api, duke.slug)
    wattsProgram.id = await createProgram(api, watts.id, wattsProgram)
    dukeProgram.id = await createProgram(api, duke.id, dukeProgram)
  } finally {
    await api.dispose()
  }
})

const cards = (page: Page) => page.getByRole('list', { name: 'Campus programs' }).getByRole('listitem')
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name }) })
const schoolFilter = (page: Page) => page.getByLabel('Filter by school')

test.describe('campus programs list', () => {
  test('shows the programs as cards with their facts, and is accessible', async ({ page }) => {
    // Every status: the programs under test are completed and cancelled (the default shows active and planned).
    await gotoHydrated(page, '/campus-programs?status=all')
    await expect(page.getByRole('heading', { level: 1, name: 'Campus Programs' })).toBeVisible()
    await expect(page.getByText('Every campus marketing initiative, past and present')).toBeVisible()
    await expect(page).toHaveTitle('Campus Programs | CampusPulse')
    await expect(schoolFilter(page)).toHaveValue('all')
    await expect(schoolFilter(page).getByRole('option').first()).toHaveText('All Schools')
    await expect(schoolFilter(page).getByRole('option', { name: watts.name, exact: true })).toHaveCount(1)

    // Each school's own list, so the program is on page 1 however many the seed holds.
    const wattsList = `/campus-programs?status=all&school=${watts.id}`
    await gotoHydrated(page, wattsList)
    const ours = card(page, wattsProgram.name)
    await expect(ours).toHaveCount(1)
    for (const text of [
      'Completed',
      'Student Engagement',
      'ROI Tracking',
      watts.name,
      '· Durham, NC',
      wattsProgram.description,
      'Sep 1 – Oct 15, 2026',
      '$12,000',
    ])
      await expect(ours.getByText(text, { exact: true })).toBeVisible()
    await expect(ours.getByRole('img')).toHaveCount(0) // the illustration is decorative (alt="")
    await expect(ours.getByRole('link', { name: /View Marketing Details/ })).toHaveAttribute(
      'href',
      `/campus-programs/${wattsProgram.id}?from=${encodeURIComponent(wattsList)}`,
    )
    await gotoHydrated(page, `/campus-programs?status=cancelled&school=${duke.id}`)
    await expect(card(page, dukeProgram.name).getByText('Cancelled', { exact: true })).toBeVisible()
    await expectAccessible(page)
  })

  test('filters by school through the URL, keeps the filter on reload, and clears it', async ({ page }) => {
    await gotoHydrated(page, '/campus-programs?status=all')
    await expect(schoolFilter(page)).toHaveValue('all')

    await schoolFilter(page).selectOption({ label: watts.name })
    await expect(page).toHaveURL(`/campus-programs?status=all&school=${watts.id}`)
    await expect(card(page, wattsProgram.name)).toHaveCount(1)
    await expect(card(page, dukeProgram.name)).toHaveCount(0)
    // Every card left is a Watts program.
    const count = await cards(page).count()
    await expect(cards(page).filter({ hasText: watts.name })).toHaveCount(count)

    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(schoolFilter(page)).toHaveValue(String(watts.id))
    await expect(card(page, wattsProgram.name)).toHaveCount(1)
    await expect(card(page, dukeProgram.name)).toHaveCount(0)

    await schoolFilter(page).selectOption({ label: 'All Schools' })
    await expect(page).toHaveURL('/campus-programs?status=all')
    await expect(schoolFilter(page)).toHaveValue('all')
  })

  test('ignores a school value that is not an id, and says when a school has no programs', async ({
    page,
  }) => {
    await gotoHydrated(page, '/campus-programs?school=abc&status=completed')
    await expect(schoolFilter(page)).toHaveValue('all')
    await expect(card(page, wattsProgram.name)).toHaveCount(1)

    await gotoHydrated(page, '/campus-programs?school=2147483000')
    await expect(page.getByRole('heading', { name: 'No campus programs found' })).toBeVisible()
    await expect(page.getByText("This school doesn't have any campus programs yet.")).toBeVisible()
  })
})

test.describe('program page', () => {
  test('opens from the list with its sections, and leads to the school profile', async ({ page }) => {
    await gotoHydrated(page, `/campus-programs?school=${watts.id}&status=completed`)
    await card(page, wattsProgram.name)
      .getByRole('link', { name: /View Marketing Details/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`/campus-programs/${wattsProgram.id}\\?from=`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(wattsProgram.name)
    await expect(page).toHaveTitle(`${wattsProgram.name} at ${watts.name} | CampusPulse`)
    for (const section of [
      'Program Overview',
      'Marketing Opportunities',
      'Program Details',
      'Campus Information',
      'Get Started',
    ])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
    for (const blurb of ['Brand Visibility', 'Engagement Metrics', 'Social Amplification', 'Data Collection'])
      await expect(page.getByRole('heading', { level: 3, name: blurb })).toBeVisible()
    await expect(page.getByText(wattsProgram.description)).toBeVisible()
    for (const fact of ['about 2 months', 'September 1, 2026', 'October 15, 2026', '$12,000'])
      await expect(page.getByText(fact, { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/#contact-us')
    await expectAccessible(page)

    await page.getByRole('link', { name: 'View School Profile' }).click()
    await expect(page).toHaveURL(`/schools/name/${watts.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(watts.name)
  })

  test('the back link returns to the list', async ({ page }) => {
    await gotoHydrated(page, `/campus-programs/${dukeProgram.id}`)
    await page.getByRole('link', { name: 'Back to Campus Programs' }).click()
    await expect(page).toHaveURL('/campus-programs')
    await expect(page.getByRole('heading', { level: 1, name: 'Campus Programs' })).toBeVisible()
  })

  test('serves its head tags and Event structured data in the first HTML', async ({ page, baseURL }) => {
    const response = await page.request.get(`/campus-programs/${dukeProgram.id}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(
      `${baseURL}/campus-programs/${dukeProgram.id}`,
    )
    expect(html).toContain(`<title>${dukeProgram.name} at ${duke.name} | CampusPulse</title>`)
    expect(html).toContain('<meta property="og:title" content="')
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    )
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Event',
        name: dukeProgram.name,
        startDate: '2026-11-03',
        endDate: '2026-11-04',
        eventStatus: 'https://schema.org/EventCancelled',
        location: expect.objectContaining({
          '@type': 'CollegeOrUniversity',
          name: duke.name,
          address: expect.objectContaining({ addressLocality: 'Durham', addressRegion: 'NC' }),
        }),
        organizer: expect.objectContaining({ name: 'CampusPulse' }),
      }),
    )
  })

  for (const path of ['/campus-programs/999999999', '/campus-programs/not-a-number']) {
    test(`${path} is 'Program not found' with status 404, and leads back`, async ({ page }) => {
      const response = await gotoHydrated(page, path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Program not found' })).toBeVisible()
      await expect(
        page.getByText("The campus program you're looking for doesn't exist or has been removed."),
      ).toBeVisible()
      await expectAccessible(page)
      await page.getByRole('link', { name: 'Back to Campus Programs' }).click()
      await expect(page).toHaveURL('/campus-programs')
    })
  }
})
