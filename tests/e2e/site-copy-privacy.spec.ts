import { defaultPrivacyCopy } from '../../src/shared/site-copy/privacy-copy.defaults'
import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/**
 * The privacy policy on /staff/pages (issue 36 points 1 and 5, ADR 0156): an admin rewrites its prose, a save
 * without `{privacy.facts}` is refused with the reason on the form, and /privacy then says the new prose with
 * the sections the server writes from its settings still there. The part is put back to its demo copy whatever
 * happens: the other browser tests read it.
 */
test('staff rewrite the privacy prose; the facts the server writes stay on /privacy', async ({ page }) => {
  test.slow()
  await signInAsAdmin(page)
  try {
    await gotoHydrated(page, '/staff/pages?part=privacy')
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Privacy policy' }),
    ).toHaveAttribute('aria-current', 'page')
    const text = page.getByRole('textbox', { name: 'Text in markdown' })
    await expect(text).toHaveValue(defaultPrivacyCopy.markdown)
    await expectAccessible(page)

    // Without the block the facts would have nowhere to go: refused, with the reason by the field.
    await text.fill('We store nothing at all.')
    await page.getByRole('button', { name: 'Save the privacy policy' }).click()
    await expect(page.getByText(/Keep \{privacy\.facts\} once, on a line of its own/)).toBeVisible()
    await expect(page.getByText('Saved by', { exact: false })).toHaveCount(0)

    await text.fill(
      [
        '{brand} keeps this short.',
        '## Who to ask',
        'Our data lead answers every question.',
        '{privacy.facts}',
        '## Changes',
        'We will tell you here.',
      ].join('\n\n'),
    )
    await page.getByRole('button', { name: 'Save the privacy policy' }).click()
    await expect(page.getByText('Saved by', { exact: false })).toBeVisible()

    await page.goto('/privacy')
    await page.reload()
    const main = page.locator('main')
    await expect(main).toContainText(/\S+ keeps this short\./)
    await expect(main).not.toContainText('{brand}')
    const headings = main.getByRole('heading', { level: 2 })
    const names = await headings.allTextContents()
    // The prose's sections on either side of the generated ones, which are all still there.
    expect(names.indexOf('Who to ask')).toBe(0)
    expect(names.indexOf('Cookies')).toBeGreaterThan(0)
    expect(names.indexOf('Erasing what we hold')).toBeGreaterThan(names.indexOf('Cookies'))
    expect(names.at(-1)).toBe('Changes')
    await expect(main.locator('[data-counter="contact:submissions"]')).toHaveText(
      /your IP address, kept for up to \d+ (minutes?|hours?)\./,
    )
    await expect(main).not.toContainText('How we use what you send')
    await expectAccessible(page)
  } finally {
    const stored = await page.request.get('/api/site/pages/privacy/staff')
    expect(stored.status()).toBe(200)
    const { data } = (await stored.json()) as { data: { version: number } }
    const response = await page.request.put('/api/site/pages/privacy', {
      data: { copy: defaultPrivacyCopy, expectedVersion: data.version },
    })
    expect(response.status(), await response.text()).toBe(200)
  }
})
