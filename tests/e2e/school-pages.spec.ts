import type { Page } from '@playwright/test'
import { US_MAP_OUTLINE_URL } from '@/shared/schools/us-map'
import { currentStack, expect, expectAccessible, gotoHydrated, test } from './fixtures'

/**
 * Issue 17 on the school pages: honest partnership claims (ADR 0024), the app's own map on the Location tab and
 * the directory's map view (ADR 0025), and tabs that fit a 360 px phone. The demo seed gives Watts School of
 * Nursing a planned program and Dine College none.
 */
const requestsLeavingTheSite = (page: Page) => {
  const outside: string[] = []
  const { baseURL } = currentStack()
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:')) outside.push(request.url())
  })
  return outside
}

test.describe('what a school page claims', () => {
  test('a school with a program is an active partner, dated from its first program', async ({ page }) => {
    await gotoHydrated(page, '/schools/name/watts-school-of-nursing')
    await expect(page.getByText('Active Partner')).toBeVisible()
    await expect(page.getByText('Partnership Since')).toBeVisible()
    await expect(page.getByText('No campaign here yet')).toHaveCount(0)
    await expectAccessible(page)
  })

  test('a school without one says so, and offers to plan one', async ({ page }) => {
    await gotoHydrated(page, '/schools/name/dine-college')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dine College')
    await expect(page.getByText('Active Partner')).toHaveCount(0)
    await expect(page.getByText('Partnership Since')).toHaveCount(0)
    await expect(page.getByTestId('program-count')).toContainText('No campaign here yet')
    // "plan one" opens the contact form with this school in it, like the page's other calls to action.
    const planOne = page.getByTestId('program-count').getByRole('link', { name: 'plan one' })
    await expect(planOne).toHaveAttribute('href', '/contact?school=dine-college')
    // Its own facts, not a template: the Carnegie class and the designations IPEDS lists for it.
    await expect(page.getByText('Tribal College or University, Land-grant institution')).toBeVisible()
    await expectAccessible(page)
    await planOne.click()
    await expect(page).toHaveURL('/contact?school=dine-college')
    await expect(page.locator('[data-school-context]')).toContainText('Dine College')
    await expect(
      page.getByRole('form', { name: 'Contact us' }).getByRole('textbox', { name: /How can we help/ }),
    ).toHaveValue(/custom marketing plan for reaching students at Dine College/)
  })
})

/** The school dots' labels: "Duke University, Durham, NC (and 2 more nearby)". */
const dotLabels = (page: Page) =>
  page
    .getByTestId('schools-map')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))
/** How many schools the dots stand for, each its own and the ones "more nearby". */
const schoolsOnDots = (labels: string[]) =>
  labels.reduce((sum, label) => sum + 1 + Number(/\(and (\d+) more nearby\)/.exec(label)?.[1] ?? 0), 0)

test.describe('the map', () => {
  test('the Location tab shows the school on the site own map, with a text alternative', async ({ page }) => {
    const outside = requestsLeavingTheSite(page)
    await gotoHydrated(page, '/schools/name/duke-university')
    await page.getByRole('tab', { name: 'Location' }).click()
    const map = page.getByRole('img', { name: 'Map: Duke University in Durham, NC' })
    await expect(map).toBeVisible()
    await expect(map.locator('image')).toHaveAttribute('href', US_MAP_OUTLINE_URL)
    const outline = await page.request.get(US_MAP_OUTLINE_URL)
    expect(outline.status()).toBe(200)
    expect(outline.headers()['content-type']).toBe('image/svg+xml; charset=utf-8')
    await expectAccessible(page)
    expect(outside).toEqual([])
  })

  test('the map view of a search: Tab reaches a school dot, Enter opens its page', async ({ page }) => {
    const outside = requestsLeavingTheSite(page)
    await gotoHydrated(page, '/schools?q=durham')
    await page.getByRole('link', { name: 'Show on a map' }).click()
    await expect(page).toHaveURL('/schools/map?q=durham')
    await expect(page.getByTestId('schools-map')).toHaveAttribute('data-fitted', 'true')
    const dots = page.getByTestId('schools-map').getByRole('link')
    await expect(dots.first()).toBeVisible()
    expect(await dots.count()).toBeGreaterThan(1)
    await expectAccessible(page)

    // The list fallback names every school the dots stand for.
    await page.getByText('The schools on this map, as a list').click()
    await expect(page.locator('#map-list').getByRole('link')).toHaveCount(
      schoolsOnDots(await dotLabels(page)),
    )

    // Keyboard only: Tab until focus is on a dot, then Enter.
    await page.getByRole('heading', { level: 1 }).click()
    let focused = ''
    for (let step = 0; step < 20 && !focused; step++) {
      await page.keyboard.press('Tab')
      focused = await page.evaluate(() =>
        document.activeElement?.closest('[data-testid="schools-map"]')
          ? (document.activeElement.getAttribute('aria-label') ?? '')
          : '',
      )
    }
    expect(focused).not.toBe('')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/schools\/name\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(focused.split(',')[0]!)
    expect(outside).toEqual([])
  })

  test('every school dot is a tap target of at least 24×24 CSS pixels, on a phone and a desktop', async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 })
      await gotoHydrated(page, '/schools/map')
      await expect(page.getByTestId('schools-map')).toHaveAttribute('data-fitted', 'true')
      const boxes = await page
        .getByTestId('schools-map')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))
      expect(boxes.length).toBeGreaterThan(1)
      expect(
        Math.min(...boxes.map((box) => Math.min(box.width, box.height))),
        `${width} px`,
      ).toBeGreaterThanOrEqual(24)
      // No target covers another: each keeps its whole 24 px square.
      const overlapping = boxes.filter((a, i) =>
        boxes.some(
          (b, j) =>
            i !== j &&
            a.left < b.right - 0.5 &&
            b.left < a.right - 0.5 &&
            a.top < b.bottom - 0.5 &&
            b.top < a.bottom - 0.5,
        ),
      )
      expect(overlapping, `${width} px`).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
  })

  test('a state on the map: a dot for each school it can place', async ({ page, request }) => {
    // A state's schools fit under the map's 250-dot cap, so every school has its own dot or shares a nearby one.
    const { meta } = (await (await request.get('/api/schools?page=1&state=NC')).json()) as {
      meta: { total: number }
    }
    await gotoHydrated(page, '/schools/map?state=NC')
    await expect(page.getByTestId('map-summary')).toContainText(`${meta.total} schools match.`)
    const unplaced = /(\d+) schools? cannot be placed/.exec(
      (await page.getByTestId('map-summary').textContent())!,
    )
    // A dot whose tap target would overlap a larger school's stands for both ("and 1 more nearby").
    await expect(page.getByTestId('schools-map')).toHaveAttribute('data-fitted', 'true')
    expect(schoolsOnDots(await dotLabels(page))).toBe(meta.total - Number(unplaced?.[1] ?? 0))
  })
})

test('the school tabs fit on one line at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await gotoHydrated(page, '/schools/name/university-of-california-berkeley')
  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveCount(4)
  const boxes = await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()))
  const tops = new Set(boxes.map((box) => Math.round(box!.y)))
  expect(tops.size).toBe(1)
  // And all of them on the screen, none scrolled away.
  for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(360)
  await expectAccessible(page)
})
