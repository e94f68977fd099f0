import { expect, test } from './fixtures'

test.describe('a click before hydration has finished', () => {
  test('a header link clicked right after goto navigates without a console error (20 times)', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await page.goto('/about')
      // No wait for the hydrated marker: the click lands while React may still be hydrating the page.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schools' }).click()
      await expect(page).toHaveURL('/schools')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('School')
    }
  })
})
