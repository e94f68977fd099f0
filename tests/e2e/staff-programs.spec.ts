import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_ADMIN, expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/** A seeded school (src/server/features/schools/seed-schools.ts) with a name no other school shares. */
const WATTS = 'Watts School of Nursing'

const STAFF_PAGES = [
  '/staff/programs',
  '/staff/programs/new',
  '/staff/programs/edit/1',
  '/staff/schools',
  '/staff/schools/new',
  '/staff/schools/edit/1',
]

/**
 * Takes out of the page's error list the one console line a refused request makes Chromium print (the test
 * expects that refusal), and fails if it is not there: an expected error is acknowledged, never ignored.
 */
function acknowledgeRefusal(pageErrors: string[], status: number) {
  const index = pageErrors.findIndex((error) => error.includes(`status of ${status}`))
  expect(index, `a logged ${status}`).toBeGreaterThanOrEqual(0)
  pageErrors.splice(index, 1)
}

/** The id in a row's Edit link: /staff/{kind}/edit/{id}. */
async function editId(page: Page, label: string) {
  const href = await page.getByRole('link', { name: `Edit "${label}"` }).getAttribute('href')
  const id = /\/edit\/(\d+)$/.exec(href ?? '')?.[1]
  expect(id, `the Edit link of "${label}"`).toBeDefined()
  return Number(id)
}

/** What a visitor gets from the public API: `request` is a context without the staff session. */
async function publicJson(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  return { status: response.status(), body: response.ok() ? await response.json() : undefined }
}

/** Types into the School picker and chooses the named school with the keyboard. */
async function pickSchool(page: Page, search: string, name: string) {
  const picker = page.getByRole('combobox', { name: 'School' })
  await picker.fill(search)
  await expect(page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${name}`) })).toBeVisible()
  // The matches are ranked best first; walk down to the one wanted.
  const options = page.getByRole('option')
  const index = (await options.allTextContents()).findIndex((text) => text.startsWith(name))
  for (let step = 0; step <= index; step++) await picker.press('ArrowDown')
  await picker.press('Enter')
  await expect(picker).toHaveValue(name)
  await expect(page.getByText(`Selected: ${name}`)).toBeVisible()
}

test.describe('staff pages for programs and schools', () => {
  test('send anonymous visitors to sign in and back', async ({ request }) => {
    for (const path of STAFF_PAGES) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBeGreaterThanOrEqual(300)
      expect(response.status(), path).toBeLessThan(400)
      expect(response.headers().location).toBe(`/login?redirect=${encodeURIComponent(path)}`)
    }
  })

  test('a visitor signs in at /login and lands on /staff/programs', async ({ page }) => {
    await gotoHydrated(page, '/staff/programs')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fstaff%2Fprograms$/)
    await page.getByLabel('Username or email').fill(E2E_ADMIN.username)
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/staff\/programs$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Campus Programs' })).toBeVisible()
    const robots = page.locator('meta[name="robots"]')
    await expect(robots).toHaveAttribute('content', 'noindex, nofollow')
  })
})

test.describe('campus programs', () => {
  const name = 'E2E Night Market Sampling'
  const editedName = 'E2E Night Market Sampling, Extended'

  test('staff create → it is public → edit → delete, and it is gone', async ({ page, request }) => {
    test.slow()
    await signInAsAdmin(page)
    await gotoHydrated(page, '/')
    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Campus programs' })
      .click()
    await expect(page).toHaveURL('/staff/programs')
    await page.getByRole('link', { name: 'New program' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New Campus Program' })).toBeVisible()

    await pickSchool(page, 'watts nursing', WATTS)
    await page.getByRole('textbox', { name: 'Name' }).fill(name)
    await page.getByLabel(/^Description/).fill('Late-night sampling at the campus night market.')
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Active' }).click()
    await page.getByLabel(/^Start date/).fill('2026-09-01')
    await page.getByLabel(/^End date/).fill('2026-10-15')
    await page.getByLabel(/^Budget/).fill('15000')
    await page.getByRole('button', { name: 'Create program' }).click()

    await expect(page.getByText(`"${name}" has been created.`)).toBeVisible()
    await expect(page).toHaveURL('/staff/programs')
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toContainText(WATTS)
    await expect(row).toContainText('Durham, NC')
    await expect(row).toContainText('Active')
    await expect(row).toContainText('Sep 1 – Oct 15, 2026')
    await expect(row).toContainText('$15,000')
    const id = await editId(page, name)

    // Public: anyone reads it through the API, without the budget until staff choose to show it (ADR 0018).
    const created = await publicJson(request, `/api/campus-programs/${id}`)
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({
      id,
      name,
      description: 'Late-night sampling at the campus night market.',
      status: 'active',
      startDate: '2026-09-01T00:00:00.000Z',
      endDate: '2026-10-15T00:00:00.000Z',
      budget: null,
      showBudgetPublicly: false,
      school: { name: WATTS, city: 'Durham', state: 'NC' },
    })
    // ...and on its public page, opened from the staff table.
    await page.getByRole('link', { name: `View "${name}"` }).click()
    await expect(page).toHaveURL(`/campus-programs/${id}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(
      page.getByText('Sep 1 – Oct 15, 2026').or(page.getByText('September 1, 2026')),
    ).not.toHaveCount(0)
    await page.goBack()
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1)

    // The search filters the table and lives in the URL.
    await page.getByRole('searchbox', { name: 'Search programs' }).fill('night market')
    await expect(page).toHaveURL(/\/staff\/programs\?q=night(\+|%20)market$/)
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1)
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search programs' })).toHaveValue('night market')
    await page.getByRole('searchbox', { name: 'Search programs' }).fill('no program is called this')
    await expect(page.getByText(/No programs match your search/)).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search programs' }).fill('')

    // Edit: the form comes back filled in.
    await page.getByRole('link', { name: `Edit "${name}"` }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Campus Program' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue(WATTS)
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name)
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active')
    await expect(page.getByLabel(/^Start date/)).toHaveValue('2026-09-01')
    await expect(page.getByLabel(/^Budget/)).toHaveValue('15000')
    await page.getByRole('textbox', { name: 'Name' }).fill(editedName)
    await page.getByLabel(/^End date/).fill('2026-11-30')
    await page.getByLabel(/^Budget/).fill('18500')
    const showBudget = page.getByRole('switch', { name: 'Show investment publicly' })
    await expect(showBudget).not.toBeChecked()
    await showBudget.click()
    await page.getByRole('button', { name: 'Update program' }).click()
    await expect(page.getByText(`"${editedName}" has been saved.`)).toBeVisible()
    await expect(page).toHaveURL('/staff/programs')
    await expect(page.getByRole('row').filter({ hasText: editedName })).toContainText('$18,500')
    const edited = await publicJson(request, `/api/campus-programs/${id}`)
    expect(edited.body.data).toMatchObject({
      name: editedName,
      // Shown now that the switch is on.
      budget: 18500,
      showBudgetPublicly: true,
      endDate: '2026-11-30T00:00:00.000Z',
    })

    // Delete, after confirmation.
    await page.getByRole('button', { name: `Delete "${editedName}"` }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete program' })
    await expect(dialog).toContainText(
      `Are you sure you want to delete "${editedName}"? This action cannot be undone.`,
    )
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`"${editedName}" has been deleted.`)).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: editedName })).toHaveCount(0)
    expect((await publicJson(request, `/api/campus-programs/${id}`)).status).toBe(404)
  })

  test('validation errors show beside their fields, and nothing typed is lost', async ({
    page,
    pageErrors,
  }) => {
    test.slow()
    await signInAsAdmin(page)
    await gotoHydrated(page, '/staff/programs/new')
    await page.getByRole('textbox', { name: 'Name' }).fill('E2E Backwards Dates')
    await page.getByLabel(/^Start date/).fill('2026-09-10')
    await page.getByLabel(/^End date/).fill('2026-09-01')
    await page.getByLabel(/^Budget/).fill('-5')
    await page.getByRole('button', { name: 'Create program' }).click()

    await expect(page.getByRole('combobox', { name: 'School' })).toHaveAccessibleDescription(
      /School is required/,
    )
    await expect(page.getByLabel(/^End date/)).toHaveAccessibleDescription(
      'End date cannot be before the start date',
    )
    await expect(page.getByLabel(/^Budget/)).toHaveAccessibleDescription(/Budget cannot be negative/)
    await expect(page.getByRole('combobox', { name: 'School' })).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('E2E Backwards Dates')
    await expect(page).toHaveURL('/staff/programs/new')

    // Fixing a field clears its error.
    await page.getByLabel(/^End date/).fill('2026-09-30')
    await expect(page.getByText('End date cannot be before the start date')).toHaveCount(0)
    await page.getByLabel(/^Budget/).fill('2500')
    await expect(page.getByText('Budget cannot be negative')).toHaveCount(0)

    // What only the server knows: the chosen school was deleted meanwhile. Its message goes beside School.
    const school = await page.request.post('/api/schools', { data: { name: 'E2E Vanishing College' } })
    expect(school.status()).toBe(201)
    const schoolId = (await school.json()).data.id as number
    await pickSchool(page, 'E2E Vanishing', 'E2E Vanishing College')
    expect((await page.request.delete(`/api/schools/${schoolId}`)).status()).toBe(200)
    await page.getByRole('button', { name: 'Create program' }).click()
    await expect(page.getByRole('combobox', { name: 'School' })).toHaveAccessibleDescription(
      /That school does not exist/,
    )
    acknowledgeRefusal(pageErrors, 400)
    await expect(
      page.getByText('Failed to create the program. Please check the form and try again.'),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('E2E Backwards Dates')
    await expect(page.getByLabel(/^Budget/)).toHaveValue('2500')
    await expect(page).toHaveURL('/staff/programs/new')
  })

  test('editing an unknown program shows Program Not Found', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/staff/programs/edit/999999')
    await expect(page.getByRole('heading', { name: 'Program Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to programs' }).click()
    await expect(page).toHaveURL('/staff/programs')
  })
})

test.describe('schools', () => {
  const name = 'E2E Kettle Falls College'
  const editedName = 'E2E Kettle Falls Community College'

  test('the list pages and searches through the directory, in the URL', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/staff/schools')
    await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible()
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(21)
    await page
      .getByRole('navigation', { name: 'School pages' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click()
    await expect(page).toHaveURL('/staff/schools?page=2')
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await page.getByRole('searchbox', { name: 'Search schools' }).fill('standford')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL('/staff/schools?q=standford')
    await expect(page.getByRole('row').nth(1)).toContainText('Stanford University')
  })

  test('staff create → edit → delete a school with a program, which goes too', async ({ page, request }) => {
    test.slow()
    await signInAsAdmin(page)
    await gotoHydrated(page, '/staff/schools')
    await page.getByRole('link', { name: 'New school' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New School' })).toBeVisible()
    await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked()
    await page.getByLabel('Name').fill(name)
    await page.getByLabel(/^City/).fill('Kettle Falls')
    await page.getByLabel(/^State/).fill('wa')
    await page.getByLabel(/^Type/).fill('Community College')
    await page.getByLabel(/^Student population/).fill('1200')
    await page.getByLabel(/^Website URL/).fill('https://kettlefalls.example.edu')
    await page.getByRole('button', { name: 'Create school' }).click()

    await expect(page.getByText(`"${name}" has been created.`)).toBeVisible()
    await expect(page).toHaveURL(/\/staff\/schools\?q=E2E/)
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toContainText('Kettle Falls, WA')
    await expect(row).toContainText('1,200')
    await expect(row).toContainText('Active')
    const id = await editId(page, name)
    expect((await publicJson(request, `/api/schools/${id}`)).body.data).toMatchObject({
      name,
      state: 'WA',
      type: 'Community College',
      studentPopulation: 1200,
      websiteUrl: 'https://kettlefalls.example.edu',
      isActive: true,
      programCount: 0,
    })

    // Edit: rename, mark inactive.
    await row.getByRole('link', { name: `Edit "${name}"` }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit School' })).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue(name)
    await page.getByLabel('Name').fill(editedName)
    await page.getByRole('switch', { name: 'Active' }).click()
    await page.getByRole('button', { name: 'Update school' }).click()
    await expect(page.getByText(`"${editedName}" has been saved.`)).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: editedName })).toContainText('Inactive')
    expect((await publicJson(request, `/api/schools/${id}`)).body.data).toMatchObject({
      name: editedName,
      isActive: false,
    })

    // A program at the school: the delete says it goes too.
    const program = await page.request.post('/api/campus-programs', {
      data: { schoolId: id, name: 'E2E Orientation Booth' },
    })
    expect(program.status()).toBe(201)
    const programId = (await program.json()).data.id as number

    await page.getByRole('button', { name: `Delete "${editedName}"` }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete school' })
    await expect(dialog).toContainText(
      `"${editedName}" has 1 campus program. Deleting the school also deletes it. This action cannot be undone.`,
    )
    await dialog.getByRole('button', { name: 'Delete school and 1 campus program' }).click()
    await expect(page.getByText(`"${editedName}" and its 1 campus program have been deleted.`)).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: editedName })).toHaveCount(0)
    expect((await publicJson(request, `/api/schools/${id}`)).status).toBe(404)
    expect((await publicJson(request, `/api/campus-programs/${programId}`)).status).toBe(404)
  })

  test('a school without programs gets a plain confirmation', async ({ page }) => {
    await signInAsAdmin(page)
    const created = await page.request.post('/api/schools', { data: { name: 'E2E Quiet Hollow College' } })
    expect(created.status()).toBe(201)
    await gotoHydrated(page, '/staff/schools?q=E2E+Quiet+Hollow')
    await page.getByRole('button', { name: 'Delete "E2E Quiet Hollow College"' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete school' })
    await expect(dialog).toContainText(
      'Are you sure you want to delete "E2E Quiet Hollow College"? This action cannot be undone.',
    )
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('"E2E Quiet Hollow College" has been deleted.')).toBeVisible()
  })

  test('the school form shows the schema’s errors beside their fields', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/staff/schools/new')
    await page.getByLabel(/^State/).fill('zz')
    await page.getByLabel(/^Website URL/).fill('kettlefalls.example.edu')
    await page.getByRole('button', { name: 'Create school' }).click()
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required')
    await expect(page.getByLabel('Name')).toBeFocused()
    await expect(page.getByLabel(/^State/)).toHaveAccessibleDescription(
      /Must be a two-letter U\.S\. state code/,
    )
    await expect(page.getByLabel(/^Website URL/)).toHaveAccessibleDescription(
      'Must be a web address (https://...)',
    )
    await expect(page.getByLabel(/^Website URL/)).toHaveValue('kettlefalls.example.edu')
  })
})

// One page per test: an axe run takes seconds on a busy machine.
test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('the programs list, with a program in it', async ({ page }) => {
    await signInAsAdmin(page)
    const watts = await (await page.request.get('/api/schools/name/watts-school-of-nursing')).json()
    const program = await page.request.post('/api/campus-programs', {
      data: { schoolId: watts.data.id, name: 'E2E Axe Check Booth', status: 'completed', budget: 900 },
    })
    expect(program.status()).toBe(201)
    try {
      await gotoHydrated(page, '/staff/programs')
      await expect(page.getByRole('row').filter({ hasText: 'E2E Axe Check Booth' })).toContainText(
        'Completed',
      )
      await expectAccessible(page)
    } finally {
      await page.request.delete(`/api/campus-programs/${(await program.json()).data.id}`)
    }
  })

  test('the new-program form, with its errors and the school list open', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/staff/programs/new')
    await page.getByRole('button', { name: 'Create program' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await page.getByRole('combobox', { name: 'School' }).fill('texas')
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
    await page.getByRole('combobox', { name: 'School' }).press('ArrowDown')
    await expectAccessible(page)
  })

  test('the schools list', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/staff/schools')
    await expect(page.getByRole('table')).toBeVisible()
    await expectAccessible(page)
  })

  test('the school edit form', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/staff/schools?q=watts')
    await page.getByRole('link', { name: `Edit "${WATTS}"` }).click()
    await expect(page.getByLabel('Name')).toHaveValue(WATTS)
    await expectAccessible(page)
  })

  test('the school delete confirmation', async ({ page }) => {
    await signInAsAdmin(page)
    await gotoHydrated(page, '/staff/schools?q=watts')
    await page.getByRole('button', { name: `Delete "${WATTS}"` }).click()
    await expect(page.getByRole('alertdialog')).toContainText('This action cannot be undone.')
    await expectAccessible(page)
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  })
})
