import sharp from 'sharp'
import { E2E_STAFF, expect, expectAccessible, gotoHydrated, test } from './fixtures'

/**
 * The case-study editor in the browser (issue 36 points 1 and 7, ADR 0154): an editor creates a study with an
 * uploaded image, previews the draft, publishes it (on /case-studies and its own page for visitors) and
 * unpublishes it (gone for visitors again), then restores the published save from its history. The study is deleted at the end, so other files see the demo studies.
 */
const title = 'Northwind Oats: breakfast on 12 campuses'
const slug = 'northwind-oats'

/** A 1600x1000 picture, wide enough for the upload's variants. */
function picture() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="100%" height="100%" fill="#1e3a8a"/><circle cx="800" cy="500" r="300" fill="#fde68a"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

test('an editor creates, previews, publishes and unpublishes a case study with an image', async ({
  page,
  request,
}) => {
  test.slow()
  const login = await page.request.post('/api/auth/login', { data: E2E_STAFF.editor })
  expect(login.status(), await login.text()).toBe(200)
  let id: number | undefined
  try {
    await gotoHydrated(page, '/staff/case-studies')
    await expect(page.getByRole('heading', { level: 1, name: 'Case studies' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Case studies' }).getByRole('row')).toHaveCount(8)
    await expectAccessible(page)

    await page.getByRole('link', { name: 'New case study' }).click()
    const form = page.getByRole('form', { name: 'New case study' })
    await form.getByLabel('Title', { exact: true }).fill(title)
    await form.getByLabel('Slug', { exact: true }).fill(slug)
    await form.getByLabel('Client', { exact: true }).fill('Northwind Oats')
    await form.getByLabel('Industry', { exact: true }).fill('Breakfast foods')
    await form.getByLabel('Summary', { exact: true }).fill('Breakfast sampling before 9 a.m. classes.')
    await form.getByLabel('Card figure', { exact: true }).fill('18,000')
    await form.getByLabel('Card figure label', { exact: true }).fill('breakfasts served')
    for (const [index, [value, label]] of [
      ['18,000', 'breakfasts served'],
      ['12', 'campuses'],
      ['7%', 'bought a box within a week'],
      ['2.4x', 'return on the program'],
    ].entries()) {
      await form.getByLabel(`Figure ${index + 1}`, { exact: true }).fill(value!)
      await form.getByLabel(`Figure ${index + 1} label`, { exact: true }).fill(label!)
    }
    await form.getByLabel('Lead', { exact: true }).fill('Oats where students queue for coffee.')
    await form.getByLabel('The challenge', { exact: true }).fill('Nobody eats breakfast on campus.')
    await form.getByLabel('Approach introduction', { exact: true }).fill('We met students at 8 a.m.')
    await form
      .getByLabel('Approach steps', { exact: true })
      .fill('Coffee carts\nOats beside every cart.\n\nWeekly report\nSales by campus, every Friday.')
    await form.getByLabel('What it delivered', { exact: true }).fill('A morning route per campus')
    await form
      .getByLabel('What we learned', { exact: true })
      .fill('Early wins\nThe 8 a.m. slot outsold noon.')
    await form.getByLabel('Quote', { exact: true }).fill('Students came back for seconds.')
    await form.getByLabel('Their role', { exact: true }).fill('Brand manager')
    await form.getByLabel('Their organization', { exact: true }).fill('Northwind Oats')

    // The image goes through the media upload and fills the field; the alt text describes it.
    const chooser = page.waitForEvent('filechooser')
    await form.getByRole('button', { name: 'Upload image' }).click()
    await (await chooser).setFiles({ name: 'oats.png', mimeType: 'image/png', buffer: await picture() })
    await expect(form.getByRole('status').filter({ hasText: 'Uploaded oats.png.' })).toBeVisible()
    const imageUrl = await form.getByRole('textbox', { name: 'Image URL' }).inputValue()
    expect(imageUrl).toMatch(/^\/images\/uploads\/[0-9a-f]{32}-\d+x\d+\.webp$/)
    await form.getByLabel('Image alt text (optional)').fill('A bowl of oats beside a coffee cart')

    await form.getByRole('button', { name: 'Save draft' }).click()
    await expect(page).toHaveURL(/\/staff\/case-studies\?edit=\d+$/)
    id = Number(new URL(page.url()).searchParams.get('edit'))
    const row = page.getByRole('row', { name: new RegExp(title) })
    await expect(row.getByText('Draft')).toBeVisible()
    await expect(row.getByText('Example')).toBeVisible()

    // Visitors do not see the draft; the editor's preview does, marked as a draft and never indexed.
    expect((await request.get(`/cs/${slug}`)).status()).toBe(404)
    expect((await request.get(`/cs/${slug}?preview=true`)).status()).toBe(404)
    const editor = page.getByRole('form', { name: `Edit “${title}”` })
    await expect(editor.getByRole('link', { name: /Preview/ })).toHaveAttribute(
      'href',
      `/cs/${slug}?preview=true`,
    )
    await gotoHydrated(page, `/cs/${slug}?preview=true`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('note').filter({ hasText: 'Draft preview' })).toBeVisible()
    const image = page.getByRole('img', { name: 'A bowl of oats beside a coffee cart' })
    await expect(image).toHaveAttribute('src', imageUrl)
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // Publish: on /case-studies and its own page for visitors, marked as an example until confirmed.
    await gotoHydrated(page, `/staff/case-studies?edit=${id}`)
    await editor.getByRole('button', { name: 'Publish' }).click()
    await expect(row.getByText('Published')).toBeVisible()
    const list = await request.get('/case-studies')
    expect(list.status()).toBe(200)
    expect(await list.text()).toContain(title)
    const published = await request.get(`/cs/${slug}`)
    expect(published.status()).toBe(200)
    const html = await published.text()
    expect(html).toContain('Example case study')
    expect(html).not.toContain('Draft preview')
    await gotoHydrated(page, `/cs/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expectAccessible(page)

    // Unpublish: gone for visitors again.
    await gotoHydrated(page, `/staff/case-studies?edit=${id}`)
    await editor.getByRole('button', { name: 'Unpublish' }).click()
    await expect(row.getByText('Draft')).toBeVisible()
    expect((await request.get(`/cs/${slug}`)).status()).toBe(404)
    expect(await (await request.get('/case-studies')).text()).not.toContain(title)

    // The history keeps every save: compare the published save with the draft, then restore the published one.
    await editor.getByText('History', { exact: true }).click()
    const saves = editor.getByRole('list', { name: 'Saves, newest first' })
    await expect(saves.getByRole('listitem')).toHaveCount(3)
    await saves.getByRole('checkbox', { name: /^Version 2 / }).check()
    await saves.getByRole('checkbox', { name: /^Version 3 / }).check()
    await editor.getByRole('button', { name: 'Compare selected' }).click()
    const publishedRow = editor.getByTestId('content-compare').getByRole('table', { name: 'Published' })
    await expect(publishedRow.locator('del')).toHaveText('Yes')
    await expect(publishedRow.locator('ins')).toHaveText('No')
    await expectAccessible(page)
    await saves.getByRole('button', { name: 'Restore version 2' }).click()
    await expect(saves.getByRole('listitem').first()).toContainText('Version 4')
    await expect(row.getByText('Published')).toBeVisible()
    expect((await request.get(`/cs/${slug}`)).status()).toBe(200)
  } finally {
    if (id) {
      const removed = await page.request.delete(`/api/case-studies/${id}`)
      expect(removed.status(), await removed.text()).toBe(200)
    }
  }
})
