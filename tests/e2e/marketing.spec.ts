import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import type { Page, Route } from '@playwright/test'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

/** Every page of the marketing site (issue 8). */
const MARKETING_PAGES = [
  '/',
  '/services',
  '/services/campus-marketing',
  '/services/street-teams',
  '/services/brand-activations',
  '/services/influencer-marketing',
  '/case-studies',
  '/cs/spotify',
  '/cs/coca-cola',
  '/cs/air-fresh-client',
  '/cs/loreal',
  '/cs/sephora',
  '/cs/microsoft',
  '/cs/patagonia',
  '/about',
  '/privacy',
  '/terms',
  '/book-call',
]

/** A home-page FAQ question: the `<summary>` of its `<details>`, and the `<details>` that opens and closes. */
const faqTrigger = (page: Page, question: string) => page.locator('#faq summary', { hasText: question })
const faqItem = (page: Page, question: string) =>
  page.locator('#faq details').filter({ has: page.locator('summary', { hasText: question }) })
const HOME_Q1 = 'How quickly can a campus campaign go live?'
const HOME_Q2 = 'What does campus marketing cost?'

test.describe('home FAQ: one question open at a time, collapsible', () => {
  test('by mouse', async ({ page }) => {
    await gotoHydrated(page, '/')
    const faq = page.locator('#faq')
    await expect(faq.locator('details')).toHaveCount(6)
    await expect(faq.locator('details[open]')).toHaveCount(0)
    const first = faqItem(page, HOME_Q1)
    const second = faqItem(page, HOME_Q2)

    await faqTrigger(page, HOME_Q1).click()
    await expect(first).toHaveAttribute('open')
    await expect(faq.getByText('Most single-campus and regional campaigns launch within')).toBeVisible()

    await faqTrigger(page, HOME_Q2).click()
    await expect(second).toHaveAttribute('open')
    await expect(first).not.toHaveAttribute('open')
    await expect(faq.getByText('Most single-campus and regional campaigns launch within')).toBeHidden()
    await expect(faq.getByText('Campaigns start at')).toBeVisible()

    await faqTrigger(page, HOME_Q2).click()
    await expect(second).not.toHaveAttribute('open')
    await expect(faq.locator('details[open]')).toHaveCount(0)
  })

  test('by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/')
    const first = faqItem(page, HOME_Q1)
    const second = faqItem(page, HOME_Q2)
    await faqTrigger(page, HOME_Q1).focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('open')
    await page.keyboard.press('Enter')
    await expect(first).not.toHaveAttribute('open')

    // Tab moves to the next question; opening it by Space, then the first again by Enter, keeps one open.
    await page.keyboard.press('Tab')
    await expect(faqTrigger(page, HOME_Q2)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('open')
    await page.keyboard.press('Shift+Tab')
    await expect(faqTrigger(page, HOME_Q1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('open')
    await expect(second).not.toHaveAttribute('open')
  })

  test('links inside an answer navigate within the site', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7))
    await faqTrigger(page, 'Do you handle campus permissions and compliance?').click()
    await page.locator('#faq').getByRole('link', { name: 'our services' }).click()
    await expect(page).toHaveURL('/services')
    await expect(page.getByRole('heading', { level: 1, name: 'CampusPulse Services' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7)
  })
})

/**
 * Where a section's top edge sits in the viewport once scrolling has settled. From another page, the URL changes
 * before the home page has rendered (the router loads it first): until then there is no section (null), and
 * expect.poll stops at a callback that throws instead of polling again.
 */
async function expectSectionBelowHeader(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? null,
          id,
        ),
      {
        message: `#${id} lands 80px from the top, below the sticky header`,
      },
    )
    .toBeCloseTo(80, 0)
  const headerBottom = await page
    .locator('header')
    .evaluate((header) => header.getBoundingClientRect().bottom)
  expect(headerBottom).toBeLessThanOrEqual(80)
}

/**
 * Holds the page's image requests until release(): what a slow network shows first, each image's reserved box.
 * An image whose box changes when it arrives moves everything below it, under a reader (or an anchor scroll).
 */
async function holdImages(page: Page) {
  let held: Route[] | null = null
  await page.route('**/*', (route) =>
    held && route.request().resourceType() === 'image' ? void held.push(route) : route.continue(),
  )
  return {
    hold: () => {
      held = []
    },
    release: async () => {
      const waiting = held ?? []
      held = null
      await Promise.all(waiting.map((route) => route.continue()))
    },
  }
}

/** Every image of the page by its address and rendered height (0 for one hidden at this width). */
const imageHeights = (page: Page) =>
  page.evaluate(() =>
    [...document.images].map(
      (image) => `${image.getAttribute('src')}: ${image.getBoundingClientRect().height}px`,
    ),
  )

/** Loads the lazy images too (as scrolling down would) and waits until every image has arrived. */
async function loadEveryImage(page: Page) {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager'
  })
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), {
      message: 'every image has loaded',
    })
    .toBe(true)
}

// The header no longer scrolls within the home page (issue 18: its links are pages of their own, see
// site-navigation.spec.ts); a case study's own link still opens the home page at its section.
test.describe('home page section links', () => {
  test('from a case study, "View More Case Studies" opens the home page at #case-studies', async ({
    page,
  }) => {
    await gotoHydrated(page, '/cs/loreal')
    await page.getByRole('link', { name: 'View More Case Studies' }).click()
    await expect(page).toHaveURL('/#case-studies')
    await expectSectionBelowHeader(page, 'case-studies')
  })
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`layout at ${viewport.width}px`, () => {
    test.use({ viewport })
    test('no page of the marketing site scrolls horizontally, and no image moves it as it loads', async ({
      page,
    }) => {
      const images = await holdImages(page)
      for (const path of MARKETING_PAGES) {
        images.hold()
        await gotoHydrated(page, path, 'domcontentloaded')
        const reserved = await imageHeights(page)
        await images.release()
        await loadEveryImage(page)
        expect(await imageHeights(page), `${path}: an image's height once loaded`).toEqual(reserved)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0)
      }
    })
  })
}

test.describe('/book-call without SCHEDULER_URL', () => {
  test('offers times to book, the request-a-call form behind them, and a way back home', async ({ page }) => {
    await gotoHydrated(page, '/book-call')
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Free Strategy Call' })).toBeVisible()
    // The office hours' times (ADR 0066; tests/e2e/booking.spec.ts books one).
    await expect(page.getByRole('heading', { name: 'Pick a time' })).toBeVisible()
    await expect(page.getByRole('radio').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Request a call' })).toBeHidden()
    await page.getByText('None of these times suit you? Request a call instead').click()
    await expect(page.getByRole('heading', { name: 'Request a call' })).toBeVisible()
    await expect(page.locator('[data-scheduler]')).toHaveCount(0)
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL('/')
  })
})

test.describe('unknown case study', () => {
  test('is Page Not Found with status 404', async ({ page }) => {
    const response = await gotoHydrated(page, '/cs/unknown-brand')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page).toHaveTitle('Page Not Found | CampusPulse')
  })
})

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of MARKETING_PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await gotoHydrated(page, path)
      await expectAccessible(page)
    })
  }

  test('the home FAQ with an answer open has no serious or critical violations', async ({ page }) => {
    await gotoHydrated(page, '/')
    await faqTrigger(page, 'Which colleges can you reach?').click()
    await expectAccessible(page)
  })
})

/**
 * A second server of the same build with a scheduler and analytics configured. Their hosts are unreachable
 * from the test machine, and Chromium reports its own failed requests as console errors, so the third-party
 * scripts are answered by stand-ins at the network level: the page code under test is real.
 */
test.describe('with SCHEDULER_URL and analytics configured', () => {
  const SCHEDULER_URL = 'https://calendly.com/campuspulse/strategy-call'
  let server: ChildProcess | undefined
  let origin = ''

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, [path.resolve('scripts/e2e-server.mjs')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        SCHEDULER_URL,
        ANALYTICS_PROVIDER: 'plausible',
        ANALYTICS_ID: 'campus.example.com',
        SEED_DEMO_DATA: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    await waitUntilReady(`${origin}/readyz`, 100_000)
  })

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  })

  const stubPlausible = (page: Page) =>
    page.route('https://plausible.io/js/script.manual.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        // Like the real script: take over window.plausible and replay what was queued before it arrived.
        body: `(function () {
          var queued = (window.plausible && window.plausible.q) || []
          window.__pageviews = []
          window.__plausibleDomain = document.currentScript.dataset.domain
          window.plausible = function (name, options) { window.__pageviews.push(name + ' ' + new URL(options.u).pathname) }
          queued.forEach(function (args) { window.plausible.apply(null, args) })
        })()`,
      }),
    )

  test('the booking page embeds the scheduler inline', async ({ page }) => {
    await stubPlausible(page)
    await page.route('https://assets.calendly.com/assets/external/widget.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.Calendly = { initInlineWidget: function (options) {
          window.__calendly = { url: options.url, container: options.parentElement.dataset.scheduler }
          var frame = document.createElement('p'); frame.textContent = 'Stand-in calendar'
          options.parentElement.appendChild(frame)
        } }`,
      }),
    )
    await gotoHydrated(page, `${origin}/book-call`)
    await expect(page.getByText('Stand-in calendar')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __calendly: unknown }).__calendly)).toEqual({
      url: SCHEDULER_URL,
      container: 'calendly',
    })
    await expect(page.getByRole('heading', { name: 'Request a call' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Open the booking page on Calendly/ })).toHaveAttribute(
      'href',
      SCHEDULER_URL,
    )
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(`${origin}/`)
  })

  test('when the scheduler does not start, the page still works and only logs a warning', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await stubPlausible(page)
    // The script arrives but is not Calendly's (a proxy page, a blocked response rewritten by an extension).
    await page.route('https://assets.calendly.com/assets/external/widget.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '/* not the widget */' }),
    )
    await gotoHydrated(page, `${origin}/book-call`)
    await expect(page.getByRole('alert')).toContainText('The booking calendar could not load here.')
    await expect(page.getByRole('link', { name: /Open the booking page on Calendly/ })).toBeVisible()
    expect(warnings.join('\n')).toContain('The booking calendar could not be loaded')
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Put your brand on campus')
  })

  test('analytics report a page view with the path on every route change', async ({ page }) => {
    await stubPlausible(page)
    await gotoHydrated(page, `${origin}/`)
    const pageviews = () => page.evaluate(() => (window as unknown as { __pageviews?: string[] }).__pageviews)
    await expect.poll(pageviews).toEqual(['pageview /'])
    expect(
      await page.evaluate(() => (window as unknown as { __plausibleDomain: string }).__plausibleDomain),
    ).toBe('campus.example.com')
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(`${origin}/about`)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Case Studies' }).click()
    await expect(page).toHaveURL(`${origin}/case-studies`)
    await expect.poll(pageviews).toEqual(['pageview /', 'pageview /about', 'pageview /case-studies'])
  })

  test('the scheduler script loads only on the booking page', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await stubPlausible(page)
    await page.route('https://assets.calendly.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    for (const path of ['/', '/services', '/about']) await gotoHydrated(page, `${origin}${path}`)
    expect(requested.filter((url) => url.includes('calendly'))).toEqual([])
  })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilReady(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The second server did not become ready at ${url}`)
}
