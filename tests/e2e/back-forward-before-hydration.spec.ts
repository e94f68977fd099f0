import { expect, gotoHydrated, test } from './fixtures'

/**
 * A visitor who went from /about to /blog in the page, then reloaded, has two history entries of one document:
 * Back and Forward between them are popstate events, not page loads (ADR 0153). Pressed before the page is
 * hydrated, the page must end where the address bar says, with its content, and hydrate without a console error
 * (the fixture fails the test on one). Two moments before hydration, each held open by a script held back:
 * - the client bundle has not arrived: no router, no listener yet; the router, once created, must read the
 *   address the server rendered;
 * - the bundle has arrived and runs (the router and its history exist, listening), but hydration waits for the
 *   rendered page's own chunk: the history must keep the presses from the router until hydration ends.
 */
const PAGE_CHUNKS = {
  '/about': /\/assets\/about-[\w-]+\.js$/,
  '/blog': /\/assets\/blog-list-page-[\w-]+\.js$/,
}
const MOMENTS = [
  { moment: 'before the client bundle arrives', scriptHeld: () => /\/assets\/entry-client-[\w-]+\.js$/ },
  {
    moment: 'after the bundle ran, before hydration',
    scriptHeld: (rendered: keyof typeof PAGE_CHUNKS) => PAGE_CHUNKS[rendered],
  },
]

for (const { moment, scriptHeld } of MOMENTS) {
  for (const direction of ['Back', 'Forward'] as const) {
    test(`${direction} pressed ${moment} ends on that page, with its content`, async ({ page }) => {
      await gotoHydrated(page, '/about')
      const aboutTitle = await page.locator('main h1').innerText()
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Blog', exact: true })
        .click()
      await expect(page).toHaveURL('/blog')
      // The address changes before the new page renders: wait for its heading.
      await expect(page.locator('main h1')).not.toHaveText(aboutTitle)
      const blogTitle = await page.locator('main h1').innerText()
      if (direction === 'Forward') {
        await page.goBack()
        await expect(page).toHaveURL('/about')
        await expect(page.locator('main h1')).toHaveText(aboutTitle)
      }
      const [from, to] =
        direction === 'Back' ? (['/blog', '/about'] as const) : (['/about', '/blog'] as const)
      const [fromTitle, toTitle] = direction === 'Back' ? [blogTitle, aboutTitle] : [aboutTitle, blogTitle]

      // Routing turns the browser's cache off, so the reload asks for the script again and waits on it here.
      let release: () => void = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      let requested: () => void = () => {}
      const asked = new Promise<void>((resolve) => (requested = resolve))
      await page.route(scriptHeld(from), async (route) => {
        requested()
        await released
        await route.continue()
      })
      await page.reload({ waitUntil: 'commit' })
      await asked
      await expect(page.locator('main h1')).toHaveText(fromTitle)
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0)

      // Twice over, to end one step away from the page the server rendered.
      if (direction === 'Back') {
        await page.goBack({ waitUntil: 'commit' })
        await page.goForward({ waitUntil: 'commit' })
        await page.goBack({ waitUntil: 'commit' })
      } else {
        await page.goForward({ waitUntil: 'commit' })
        await page.goBack({ waitUntil: 'commit' })
        await page.goForward({ waitUntil: 'commit' })
      }
      await expect(page).toHaveURL(to)
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0)

      release()
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      await expect(page).toHaveURL(to)
      await expect(page.locator('main h1')).toHaveText(toTitle)
      await expect(page.locator('main h1')).toHaveCount(1)

      // And the router still follows the history once hydrated.
      if (direction === 'Back') await page.goForward()
      else await page.goBack()
      await expect(page).toHaveURL(from)
      await expect(page.locator('main h1')).toHaveText(fromTitle)
    })
  }
}
