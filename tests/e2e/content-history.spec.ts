import type { APIRequestContext } from '@playwright/test'
import { defaultAgencyFigures } from '../../src/shared/marketing/agency-figures'
import { FIGURE_PLACES } from '../../src/shared/marketing/figure-places'
import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/**
 * The history of site content in the browser (issue 36 point 3, ADR 0151), through a figure: staff see every
 * save, compare two side by side and restore an old one, which is saved as the newest and reaches the pages. The
 * figure is put back to its demo words, unconfirmed, whatever happens: the other browser tests read the defaults.
 */
const KEY = 'campusApproval'
const DEFAULT = defaultAgencyFigures[KEY]

async function versionOf(request: APIRequestContext) {
  const response = await request.get('/api/site/figures/staff')
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: { key: string; version: number }[] }
  return data.find((figure) => figure.key === KEY)!.version
}

async function save(request: APIRequestContext, value: string, confirmed = false) {
  const response = await request.put(`/api/site/figures/${KEY}`, {
    data: { value, label: DEFAULT.label, note: null, confirmed, expectedVersion: await versionOf(request) },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: { version: number } }).data.version
}

test('staff compare two saves of a figure and restore the older one as the newest', async ({ page }) => {
  test.slow()
  await signInAsAdmin(page)
  try {
    const older = await save(page.request, '91%')
    const newer = await save(page.request, '97%', true)
    await gotoHydrated(page, '/staff/figures')
    const form = page.locator('form', {
      has: page.getByRole('button', { name: `Save ${DEFAULT.label}` }),
    })
    await form.getByText('History', { exact: true }).click()
    const saves = form.getByRole('list', { name: 'Saves, newest first' })
    await expect(saves.getByRole('listitem').first()).toContainText(`Version ${newer}`)
    await expect(saves.getByRole('listitem').nth(1)).toContainText(`Version ${older}`)
    // The version the form holds cannot be restored: it would change nothing.
    await expect(saves.getByRole('button', { name: `Restore version ${newer}` })).toBeDisabled()

    await saves.getByRole('checkbox', { name: new RegExp(`^Version ${older} `) }).check()
    await saves.getByRole('checkbox', { name: new RegExp(`^Version ${newer} `) }).check()
    await form.getByRole('button', { name: 'Compare selected' }).click()
    const compared = form.getByTestId('content-compare')
    const value = compared.getByRole('table', { name: 'Value' })
    await expect(value.locator('del')).toHaveText('91%')
    await expect(value.locator('ins')).toHaveText('97%')
    await expect(compared.getByRole('table', { name: 'Confirmed as ours' }).locator('ins')).toHaveText('Yes')
    await expect(compared.getByRole('table', { name: 'Label (unchanged)' })).toBeVisible()
    await expectAccessible(page)

    await saves.getByRole('button', { name: `Restore version ${older}` }).click()
    await expect(form.getByRole('textbox', { name: 'Value' })).toHaveValue('91%')
    await expect(form.getByRole('checkbox', { name: 'Confirmed as ours' })).not.toBeChecked()
    await expect(saves.getByRole('listitem').first()).toContainText(`Version ${newer + 1}`)
    expect(await versionOf(page.request)).toBe(newer + 1)

    const place = FIGURE_PLACES[KEY][0]!
    await gotoHydrated(page, place.path)
    await expect(page.locator('main')).toContainText('91%')
    await expect(page.locator('main')).not.toContainText('97%')
  } finally {
    await save(page.request, DEFAULT.value)
  }
})
