import type { APIRequestContext } from '@playwright/test'
import { defaultAgencyFigures } from '../../src/shared/marketing/agency-figures'
import { FIGURE_PLACES } from '../../src/shared/marketing/figure-places'
import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/**
 * /staff/figures in the browser (issue 36 point 1, ADR 0150): an admin changes a figure and every page that
 * states it states the new one; a save after someone else's is refused and shows theirs. The figure is put back
 * to its demo words, unconfirmed, whatever happens: the other browser tests read the defaults.
 */
const KEY = 'launch'
const DEFAULT = defaultAgencyFigures[KEY]

async function versionOf(request: APIRequestContext) {
  const response = await request.get('/api/site/figures/staff')
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: { key: string; version: number }[] }
  return data.find((figure) => figure.key === KEY)!.version
}

async function putBack(request: APIRequestContext) {
  const response = await request.put(`/api/site/figures/${KEY}`, {
    data: {
      value: DEFAULT.value,
      label: DEFAULT.label,
      note: null,
      confirmed: false,
      expectedVersion: await versionOf(request),
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The browser logs the refused request (the 409); that one is expected, any other is not. */
function acknowledgeRefusal(pageErrors: string[], status: number) {
  const index = pageErrors.findIndex((error) => error.includes(`status of ${status}`))
  expect(index, `a logged ${status}`).toBeGreaterThanOrEqual(0)
  pageErrors.splice(index, 1)
}

test('staff change an agency figure and every page that states it states the new one', async ({
  page,
  pageErrors,
}) => {
  test.slow()
  await signInAsAdmin(page)
  try {
    await gotoHydrated(page, '/')
    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Agency figures' })
      .click()
    await expect(page).toHaveURL('/staff/figures')
    await expect(page.getByRole('heading', { level: 1, name: 'Agency figures' })).toBeVisible()
    await expectAccessible(page)

    // Each figure's form, found by its Save button (the heading states the saved value, which changes).
    const formOf = () =>
      page.locator('form', { has: page.getByRole('button', { name: `Save ${DEFAULT.label}` }) })
    const form = formOf()
    await expect(page.getByRole('form', { name: `${DEFAULT.value} ${DEFAULT.label}` })).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Value' })).toHaveValue(DEFAULT.value)
    await expect(form.getByText('Appears on')).toContainText('/book-call')
    await form.getByRole('textbox', { name: 'Value' }).fill('36 hours')
    await form.getByRole('textbox', { name: 'Source or note' }).fill('Median of the 2026 launches')
    await form.getByRole('checkbox', { name: 'Confirmed as ours' }).check()
    await form.getByRole('button', { name: `Save ${DEFAULT.label}` }).click()
    await expect(page.getByText(`36 hours ${DEFAULT.label}`).first()).toBeVisible()
    await expect(page.getByRole('form', { name: `36 hours ${DEFAULT.label}` })).toBeVisible()

    // A page opened from here in the same tab (a client-side navigation) reads the figures again.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Street Teams', exact: true }).click()
    await expect(page).toHaveURL('/services/street-teams')
    await expect(page.locator('main')).toContainText('36 hours')
    await expect(page.locator('main')).not.toContainText(DEFAULT.value)

    for (const place of FIGURE_PLACES[KEY]) {
      await gotoHydrated(page, place.path)
      await expect(page.locator('main'), place.path).toContainText('36 hours')
      await expect(page.locator('main'), place.path).not.toContainText(DEFAULT.value)
      // The staff note is never on a public page.
      await expect(page.locator('body'), place.path).not.toContainText('Median of the 2026 launches')
    }
    // Confirmed: the home page's hero states it without the example tag.
    await gotoHydrated(page, '/')
    const term = page.locator('dt', { hasText: DEFAULT.label }).first()
    await expect(term).not.toContainText('Example')

    // Someone else saves while this screen is open: this save is refused and shows theirs.
    await gotoHydrated(page, '/staff/figures')
    const edited = formOf()
    const theirs = await page.request.put(`/api/site/figures/${KEY}`, {
      data: {
        value: '40 hours',
        label: DEFAULT.label,
        confirmed: true,
        expectedVersion: await versionOf(page.request),
      },
    })
    expect(theirs.status()).toBe(200)
    await edited.getByRole('textbox', { name: 'Value' }).fill('30 hours')
    await edited.getByRole('button', { name: `Save ${DEFAULT.label}` }).click()
    const alert = edited.getByRole('alert')
    await expect(alert).toContainText('Someone else saved this figure')
    await expect(alert).toContainText('40 hours')
    acknowledgeRefusal(pageErrors, 409)
    await expect(edited.getByRole('textbox', { name: 'Value' })).toHaveValue('30 hours')
    await expectAccessible(page)
    await alert.getByRole('button', { name: 'Load their version' }).click()
    await expect(edited.getByRole('textbox', { name: 'Value' })).toHaveValue('40 hours')
    await expect(edited.getByRole('alert')).toHaveCount(0)
  } finally {
    await putBack(page.request)
  }
  await gotoHydrated(page, '/')
  await expect(page.locator('main')).toContainText(DEFAULT.value)
})

test('in two pages, the later save is refused, and "Save mine over theirs" makes it: both pages then show it', async ({
  page,
  context,
  pageErrors,
}) => {
  test.slow()
  await signInAsAdmin(page)
  const other = await context.newPage()
  const formIn = (tab: typeof page) =>
    tab.locator('form', { has: tab.getByRole('button', { name: `Save ${DEFAULT.label}` }) })
  try {
    await gotoHydrated(page, '/staff/figures')
    await gotoHydrated(other, '/staff/figures')

    // Theirs: saved in the other page first.
    await formIn(other).getByRole('textbox', { name: 'Value' }).fill('44 hours')
    await formIn(other)
      .getByRole('button', { name: `Save ${DEFAULT.label}` })
      .click()
    await expect(other.getByRole('form', { name: `44 hours ${DEFAULT.label}` })).toBeVisible()

    // Mine: this page still holds the version it opened; its save is refused and names theirs.
    const mine = formIn(page)
    await mine.getByRole('textbox', { name: 'Value' }).fill('28 hours')
    await mine.getByRole('button', { name: `Save ${DEFAULT.label}` }).click()
    const alert = mine.getByRole('alert')
    await expect(alert).toContainText('Someone else saved this figure')
    await expect(alert).toContainText('44 hours')
    acknowledgeRefusal(pageErrors, 409)
    await expectAccessible(page)

    await alert.getByRole('button', { name: 'Save mine over theirs' }).click()
    await expect(mine.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('form', { name: `28 hours ${DEFAULT.label}` })).toBeVisible()
    await expect(mine.getByRole('textbox', { name: 'Value' })).toHaveValue('28 hours')

    // What is stored is mine: the other page, opened again, and a public page that states the figure say so.
    await gotoHydrated(other, '/staff/figures')
    await expect(other.getByRole('form', { name: `28 hours ${DEFAULT.label}` })).toBeVisible()
    await gotoHydrated(other, FIGURE_PLACES[KEY][0]!.path)
    await expect(other.locator('main')).toContainText('28 hours')
    await expect(other.locator('main')).not.toContainText('44 hours')
  } finally {
    await other.close()
    await putBack(page.request)
  }
})
