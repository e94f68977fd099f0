import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/** The featured image's alt text and caption and the search and social fields (issue 36 point 2, ADR 0147). */

test('staff describe the featured image and set the meta title; readers and share cards get them', async ({
  page,
}) => {
  await signInAsAdmin(page)
  const created = await page.request.post('/api/blog/articles', {
    data: {
      title: 'E2E Sampling Tables That Worked',
      slug: 'e2e-sampling-tables-that-worked',
      content: 'Four lessons from a week of sampling tables on the quad.',
      imageUrl: '/images/blog/brand-ambassadors.svg',
      published: true,
    },
  })
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { data: { id: number } }).data
  try {
    await gotoHydrated(page, `/blog/edit/${id}`)
    await page.getByLabel('Image alt text').fill('Two ambassadors hand out samples by the library')
    await page.getByLabel('Image caption').fill('Finals week, spring term')
    const metaTitle = page.getByLabel('Meta title')
    await expect(metaTitle).toHaveAttribute('placeholder', 'E2E Sampling Tables That Worked')
    await metaTitle.fill('Sampling tables: four lessons')
    await expect(page.getByText('29 characters; search results show about 60.')).toBeVisible()
    await page.getByLabel('Meta description').fill('What a week of sampling on the quad taught us.')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Your article has been updated successfully.')).toBeVisible()

    await expect(page).toHaveURL('/blog/e2e-sampling-tables-that-worked')
    await expect(
      page.getByRole('img', { name: 'Two ambassadors hand out samples by the library' }),
    ).toBeVisible()
    await expect(page.locator('figcaption')).toHaveText('Finals week, spring term')
    await expect(page).toHaveTitle('Sampling tables: four lessons | CampusPulse')
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      'Two ambassadors hand out samples by the library',
    )
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'What a week of sampling on the quad taught us.',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Sampling Tables That Worked')
  } finally {
    expect((await page.request.delete(`/api/blog/articles/${id}`)).status()).toBe(200)
  }
})
