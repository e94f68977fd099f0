import type { Locator } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

/** Every link's label and target in a navigation region, as `label → href`. */
const linksOf = async (region: Locator) =>
  region.getByRole('link').evaluateAll((links) =>
    links.map(
      // Our own pages by path; a link off the site (the partner agency) by its whole address.
      (link) => {
        const url = new URL((link as HTMLAnchorElement).href)
        return `${link.textContent?.trim()} → ${url.origin === location.origin ? url.pathname : url.href}`
      },
    ),
  )

/** label → href pairs, checked to name every destination with one label. */
function labelsByHref(pairs: string[]) {
  const byHref = new Map<string, Set<string>>()
  for (const pair of pairs) {
    const [label, href] = pair.split(' → ') as [string, string]
    // The logo (the brand's name) links home in the header and the footer; it is not a navigation label.
    if (label === 'CampusPulse') continue
    byHref.set(href, (byHref.get(href) ?? new Set()).add(label))
  }
  return byHref
}

test.describe('navigation: one label per destination (issue 18)', () => {
  test('header, Resources menu, mobile menu and footer agree; no destination twice in a menu', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about')
    const main = page.getByRole('navigation', { name: 'Main' })
    await main.getByRole('button', { name: 'Resources' }).click()
    const header = await linksOf(main)
    const footer = await linksOf(page.getByRole('contentinfo'))

    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const mobile = await linksOf(page.getByRole('navigation', { name: 'Mobile' }))

    // Real pages, not scrolls within the home page; Services is in the header.
    expect(header).toEqual(
      expect.arrayContaining([
        'Services → /services',
        'Case Studies → /case-studies',
        'Contact → /contact',
        'Blog → /blog',
      ]),
    )
    expect(header.some((pair) => pair.includes('#'))).toBe(false)
    expect(new Set(header).size).toBe(header.length)
    expect(new Set(mobile).size).toBe(mobile.length)
    expect(mobile).toEqual(expect.arrayContaining(header))

    const all = labelsByHref([...header, ...mobile, ...footer])
    const twoNames = [...all]
      .filter(([, labels]) => labels.size > 1)
      .map(([href, labels]) => [href, [...labels]])
    expect(twoNames).toEqual([])
  })
})

test.describe('calls to action on a school page carry the school', () => {
  const school = '/schools/name/watts-school-of-nursing'

  test('"Get Free Strategy Call" opens /book-call with the school in the form', async ({ page }) => {
    await gotoHydrated(page, school)
    await page.getByRole('link', { name: 'Get Free Strategy Call' }).click()
    await expect(page).toHaveURL('/book-call?school=watts-school-of-nursing')
    await expect(page.locator('[data-school-context]')).toContainText('Watts School of Nursing')
    // The booking form's note and, behind "None of these times suit you?", the call request's message.
    const named = /Watts School of Nursing \(Durham, NC\)/
    await expect(page.getByRole('form', { name: 'Book a call' }).locator('textarea')).toHaveValue(named)
    await expectAccessible(page)
    await page.getByText('None of these times suit you? Request a call instead').click()
    await expect(page.getByRole('form', { name: 'Request a call' }).locator('textarea')).toHaveValue(named)
  })

  test('"Request a Custom Marketing Plan" opens /contact with the school in the form', async ({ page }) => {
    await gotoHydrated(page, school)
    await page.getByRole('link', { name: 'Request a Custom Marketing Plan' }).click()
    await expect(page).toHaveURL('/contact?school=watts-school-of-nursing')
    await expect(page.locator('textarea')).toHaveValue(/custom marketing plan .*Watts School of Nursing/)
    await expectAccessible(page)
  })

  test('an unknown school in the address is dropped, not invented', async ({ page }) => {
    await gotoHydrated(page, '/contact?school=no-such-school')
    await expect(page.locator('[data-school-context]')).toHaveCount(0)
    await expect(page.locator('textarea')).toHaveValue('')
  })
})

test.describe('agency and school figures', () => {
  test("the home page's featured school shows the enrollment of its own page", async ({ page }) => {
    await gotoHydrated(page, '/schools/name/watts-school-of-nursing')
    const enrollment = (await page
      .getByText(/^[\d,]+ Students$/)
      .first()
      .textContent())!.replace(' Students', '')
    await gotoHydrated(page, '/')
    await expect(page.locator('#case-studies')).toContainText(`${enrollment} nursing students`)
  })

  test('no page states 50M+ students or 95% as client satisfaction', async ({ page }) => {
    for (const path of ['/', '/services', '/about', '/services/street-teams']) {
      await gotoHydrated(page, path)
      await expect(page.locator('main')).not.toContainText('50M+')
      await expect(page.locator('main')).not.toContainText(/client satisfaction/i)
    }
  })
})

test.describe('keyboard', () => {
  test('Escape closes the mobile menu and returns focus to the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, '/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').first().focus()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('the skip link, when focused, does not cover the logo and leads to the content', async ({ page }) => {
    await gotoHydrated(page, '/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    const logo = page.getByRole('banner').getByRole('link', { name: 'CampusPulse' })
    const [a, b] = [(await skip.boundingBox())!, (await logo.boundingBox())!]
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    expect(overlaps).toBe(false)
    await expect(skip).toHaveAttribute('href', '#main')
    await expectAccessible(page)
  })

  test('pagination: a disabled Previous is not a link or the current page; only the number is', async ({
    page,
  }) => {
    await gotoHydrated(page, '/schools')
    const pages = page.getByRole('navigation', { name: 'pagination' })
    await expect(pages.getByRole('link', { name: 'Go to previous page' })).toHaveCount(0)
    await expect(pages.getByLabel('Go to previous page')).toHaveAttribute('aria-disabled', 'true')
    await expect(pages.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(pages.locator('[aria-current="page"]')).toHaveAccessibleName('Page 1')

    await gotoHydrated(page, '/schools?page=2')
    await expect(pages.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(pages.locator('[aria-current="page"]')).toHaveAccessibleName('Page 2')
    await expectAccessible(page)
  })
})

test.describe('helpful 404s', () => {
  test('an unknown path offers a search and the ways into the site, with status 404', async ({ page }) => {
    const response = await gotoHydrated(page, '/no-such-page')
    expect(response?.status()).toBe(404)
    const ways = page.getByRole('navigation', { name: 'Ways into the site' })
    for (const [name, href] of [
      ['Schools', '/schools'],
      ['Blog', '/blog'],
      ['Services', '/services'],
    ] as const)
      await expect(ways.getByRole('link', { name })).toHaveAttribute('href', href)
    await page.getByRole('searchbox', { name: 'Search colleges' }).fill('nursing')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/schools\?q=nursing/)
    await expectAccessible(page)
  })

  test('a mistyped school slug suggests the school', async ({ page }) => {
    const response = await gotoHydrated(page, '/schools/name/wats-school-of-nursng')
    expect(response?.status()).toBe(404)
    await page.getByRole('link', { name: /^Watts School of Nursing/ }).click()
    await expect(page).toHaveURL('/schools/name/watts-school-of-nursing')
  })

  test('a mistyped article slug suggests the closest articles', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    const first = page.locator('main article a[href^="/blog/"]').first()
    const slug = new URL(await first.evaluate((link) => (link as HTMLAnchorElement).href)).pathname.split(
      '/',
    )[2]!
    // One word misspelt (a letter dropped from the longest), the others intact.
    const words = slug.split('-')
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a))
    const typo = words.map((word) => (word === longest ? word.slice(0, -1) : word)).join('-')
    const response = await gotoHydrated(page, `/blog/${typo}`)
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('navigation', { name: 'Did you mean' }).locator(`a[href="/blog/${slug}"]`),
    ).toHaveCount(1)
    await expectAccessible(page)
  })
})

test.describe('a click before hydration has finished', () => {
  test('a header link clicked right after goto navigates without a console error (20 times)', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const targets = [
      ['Schools', '/schools'],
      ['Services', '/services'],
      ['Case Studies', '/case-studies'],
      ['Blog', '/blog'],
    ] as const
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const [name, path] = targets[attempt % targets.length]!
      await page.goto('/about')
      // No wait for the hydrated marker: the click lands while React may still be hydrating the page.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expect(page.locator('main h1')).toBeVisible()
    }
    // The fixture fails the test on any console error or page error (React #422/#520 among them).
  })
})
