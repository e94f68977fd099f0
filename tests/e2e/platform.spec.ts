import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

test.describe('site chrome', () => {
  test('the header links to every section of the site, each a page of its own', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services')
    await expect(nav.getByRole('link', { name: 'Schools' })).toHaveAttribute('href', '/schools')
    await expect(nav.getByRole('link', { name: 'Campus Programs' })).toHaveAttribute(
      'href',
      '/campus-programs',
    )
    await expect(nav.getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '/case-studies')
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('link', { name: 'Book a Strategy Call' }).first()).toHaveAttribute(
      'href',
      '/book-call',
    )
  })

  test('the Resources menu opens, lists the resources, and closes on Escape', async ({ page }) => {
    await gotoHydrated(page, '/')
    const trigger = page.getByRole('button', { name: 'Resources' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    // What the header's row does not already link (issue 18: no destination twice).
    for (const name of ['Campus Matching', 'About']) {
      await expect(
        page.locator(`#${await trigger.getAttribute('aria-controls')}`).getByRole('link', { name }),
      ).toBeVisible()
    }
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })

  test('navigates between pages on the client, without a full reload', async ({ page }) => {
    await gotoHydrated(page, '/no-such-page')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await page
      .getByRole('navigation', { name: 'Ways into the site' })
      .getByRole('link', { name: 'Home' })
      .click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Put your brand on campus')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
  })

  test('a modifier-key click is left to the browser (new tab), not taken by the router', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/no-such-page')
    const popup = context.waitForEvent('page')
    await page
      .getByRole('navigation', { name: 'Ways into the site' })
      .getByRole('link', { name: 'Home' })
      .click({ modifiers: ['ControlOrMeta'] })
    const opened = await popup
    await opened.waitForLoadState()
    expect(new URL(opened.url()).pathname).toBe('/')
    await expect(page).toHaveURL(/no-such-page$/)
  })

  test('the footer carries its links, the current year and the partner', async ({ page }) => {
    await gotoHydrated(page, '/')
    const footer = page.getByRole('contentinfo')
    for (const href of [
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/services/campus-marketing',
      '/services/street-teams',
      '/services/brand-activations',
      '/services/influencer-marketing',
      '/blog',
      '/case-studies',
      '/schools',
      '/book-call',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} CampusPulse`)
    await expect(footer.getByRole('link', { name: 'Air Fresh Marketing' })).toBeVisible()
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens, navigates, closes on navigation and on Escape', async ({ page }) => {
    await gotoHydrated(page, '/no-such-page')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL('/')
    await expect(menu).toBeHidden()
  })

  test('has no horizontal scrolling', async ({ page }) => {
    await gotoHydrated(page, '/')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('Page Not Found', () => {
  test('answers unknown paths with status 404 and the ways into the site', async ({ page }) => {
    const response = await gotoHydrated(page, '/this/does/not/exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(
      page.getByText("The page you were looking for doesn't exist or has been moved."),
    ).toBeVisible()
    await expect(page).toHaveTitle(/CampusPulse/)
  })
})

test.describe('accessibility', () => {
  test('/ has no serious or critical axe violations', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expectAccessible(page)
  })

  test('Page Not Found has no serious or critical axe violations', async ({ page }) => {
    await gotoHydrated(page, '/missing')
    await expectAccessible(page)
  })
})

test.describe('staff sign-in for scripts', () => {
  test('the first admin from the environment can sign in and out through the API', async ({ page }) => {
    await signInAsAdmin(page)
    const me = await page.request.get('/api/auth/me')
    expect(await me.json()).toMatchObject({ data: { username: 'e2e-admin', isAdmin: true } })
    await page.request.post('/api/auth/logout')
    expect((await page.request.get('/api/auth/me')).status()).toBe(401)
  })
})
