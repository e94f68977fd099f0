import sharp from 'sharp'
import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/**
 * Image uploads in the browser (issue 16 point 5, ADR 0043): staff upload a PNG from the article editor, publish,
 * and visitors see it on the article page and in the blog list as WebP variants with srcset, width and height.
 * The article is deleted at the end, so other files see the demo blog as seeded.
 */
const title = 'Murals That Students Photograph'
const slug = 'murals-that-students-photograph'

/** A 1800x945 picture (gradient and shapes): wide enough for every variant width (480, 960, 1600). */
function mural() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="945">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="600" cy="420" r="260" fill="#fef3c7"/>
    <rect x="1000" y="300" width="520" height="420" rx="40" fill="#312e81"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

test('staff upload a featured image in the editor; the public article shows it responsively', async ({
  page,
}) => {
  test.slow()
  await signInAsAdmin(page)
  try {
    await gotoHydrated(page, '/blog/new')
    await page.getByLabel('Title', { exact: true }).fill(title)
    await page
      .getByRole('textbox', { name: 'Content' })
      .fill(
        '## Walls worth a photo\n\nA mural near the union gets **shared** all term.\n\n- Ask the art club',
      )

    // The Upload button opens the file picker; the file goes up and fills the featured image field.
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Upload image' }).click()
    await (await chooser).setFiles({ name: 'mural.png', mimeType: 'image/png', buffer: await mural() })
    await expect(page.getByRole('status').filter({ hasText: 'Uploaded mural.png.' })).toBeVisible()
    const field = page.getByRole('textbox', { name: 'Featured Image URL' })
    await expect(field).toHaveValue(/^\/images\/uploads\/[0-9a-f]{32}-1600x840\.webp$/)
    const url = await field.inputValue()
    const preview = page.getByRole('img', { name: 'Preview of the featured image' })
    await expect(preview).toHaveAttribute('src', url)
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expectAccessible(page)

    await page.getByRole('switch', { name: 'Published' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(`/blog/${slug}`)

    // Visitors: a fresh browser context, no staff cookie.
    const visitor = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin })
    try {
      const view = await visitor.newPage()
      await gotoHydrated(view, `/blog/${slug}`)
      const image = view.locator('article img').first()
      const id = url.match(/uploads\/([0-9a-f]{32})-/)![1]
      await expect(image).toHaveAttribute('src', url)
      await expect(image).toHaveAttribute('width', '1600')
      await expect(image).toHaveAttribute('height', '840')
      await expect(image).toHaveAttribute(
        'srcset',
        `/images/uploads/${id}-480x252.webp 480w, /images/uploads/${id}-960x504.webp 960w, ${url} 1600w`,
      )
      await expect(image).toHaveAttribute('sizes', /720px/)
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc)
      const served = await view.request.get(chosen)
      expect(served.status()).toBe(200)
      expect(served.headers()['content-type']).toBe('image/webp')
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

      // The blog list: the card shows the same image, lazily, with its variants.
      await gotoHydrated(view, '/blog')
      const card = view.getByRole('listitem').filter({ hasText: title })
      const cardImage = card.locator('img')
      await expect(cardImage).toHaveAttribute('loading', 'lazy')
      await expect(cardImage).toHaveAttribute('srcset', new RegExp(`${id}-480x252\\.webp 480w`))
      await expect(cardImage).toHaveAttribute('width', '1600')
      // The demo articles' artwork came through the same path.
      const demo = view.locator('img[srcset*="/images/uploads/"]')
      expect(await demo.count()).toBeGreaterThan(1)
      await expectAccessible(view)
    } finally {
      await visitor.close()
    }
  } finally {
    const found = await page.request.get(`/api/blog/articles/slug/${slug}`)
    if (found.ok()) {
      const { data } = (await found.json()) as { data: { id: number } }
      await page.request.delete(`/api/blog/articles/${data.id}`)
    }
  }
})

test('a file that is not an image is refused in the editor with the reason', async ({ page, pageErrors }) => {
  await signInAsAdmin(page)
  await gotoHydrated(page, '/blog/new')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload image' }).click()
  await (
    await chooser
  ).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
  await expect(page.getByRole('alert').filter({ hasText: 'Upload failed:' })).toContainText(
    'Upload a JPEG, PNG, WebP or AVIF image.',
  )
  await expect(page.getByRole('textbox', { name: 'Featured Image URL' })).toHaveValue('')
  // The browser logs the refused request (415); that one is expected.
  const index = pageErrors.findIndex((error) => error.includes('status of 415'))
  expect(index).toBeGreaterThanOrEqual(0)
  pageErrors.splice(index, 1)
  await expectAccessible(page)
})
