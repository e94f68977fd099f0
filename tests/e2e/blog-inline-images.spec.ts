import sharp from 'sharp'
import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/**
 * Images in an article's text (issue 36 point 2, ADR 0149): Insert image uploads a file through the featured
 * image's pipeline, asks for alt text and a caption, and writes the markdown at the cursor; the preview shows a
 * figure. Nothing is saved: the new article is left unsaved.
 */

/** A 600x400 PNG: wide enough for one smaller variant (480) beside the largest. */
const picture = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()

test('Insert image uploads a picture, asks for alt text and a caption, and the preview shows a figure', async ({
  page,
}) => {
  test.slow()
  await signInAsAdmin(page)
  await gotoHydrated(page, '/blog/new')
  const content = page.getByRole('textbox', { name: 'Content' })

  // By keyboard: the button opens the file picker.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Insert image' }).focus()
  await page.keyboard.press('Enter')
  await (await chooser).setFiles({ name: 'street-team.png', mimeType: 'image/png', buffer: await picture() })

  const dialog = page.getByRole('dialog', { name: 'Insert image' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText('Uploaded street-team.png.')

  // Alt text is required unless the image is marked decorative.
  await dialog.getByRole('button', { name: 'Insert' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Describe the image, or tick Decorative if it adds nothing to the text.',
  )
  await expect(dialog.getByLabel('Alt text')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)

  await dialog.getByLabel('Alt text').fill('A street team handing out samples')
  await dialog.getByLabel('Caption (optional)').fill('Welcome week at "Ohio State"')
  await dialog.getByRole('button', { name: 'Insert' }).click()
  await expect(dialog).toBeHidden()

  const markdown = await content.inputValue()
  expect(markdown).toMatch(
    /^!\[A street team handing out samples\]\(\/images\/uploads\/[0-9a-f]{32}-600x400\.webp "Welcome week at \\"Ohio State\\""\)\n\n$/,
  )
  const url = /\((\S+) /.exec(markdown)![1]!

  // The change went through the form: leaving asks first, though nothing was typed.
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible()
  await page.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL('/blog/new')

  // The cursor waits in a new paragraph under the image; an image inserted in the middle of a line gets a
  // paragraph of its own there.
  await content.focus()
  await content.evaluate((area: HTMLTextAreaElement) =>
    area.setSelectionRange(area.value.length, area.value.length),
  )
  await page.keyboard.type('Students came back for seconds.')
  await expect(content).toHaveValue(`${markdown}Students came back for seconds.`)

  await page.getByRole('tab', { name: 'Preview' }).click()
  const figure = page.getByRole('tabpanel', { name: 'Preview' }).locator('figure')
  const image = figure.getByRole('img', { name: 'A street team handing out samples' })
  await expect(image).toHaveAttribute('src', url)
  await expect(image).toHaveAttribute('srcset', `${url.replace('600x400', '480x320')} 480w, ${url} 600w`)
  await expect(image).toHaveAttribute('width', '600')
  await expect(image).toHaveAttribute('loading', 'lazy')
  await expect(figure.locator('figcaption')).toHaveText('Welcome week at "Ohio State"')
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expectAccessible(page)
})

test('a decorative image gets empty alt text; a file that is not an image is refused in the dialog', async ({
  page,
  pageErrors,
}) => {
  await signInAsAdmin(page)
  await gotoHydrated(page, '/blog/new')
  const content = page.getByRole('textbox', { name: 'Content' })
  await content.fill('First paragraph.\n\nLast paragraph.')
  await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(16, 16))

  let chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Insert image' }).click()
  await (
    await chooser
  ).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
  const dialog = page.getByRole('dialog', { name: 'Insert image' })
  await expect(dialog.getByRole('alert')).toContainText(
    'Upload failed: Upload a JPEG, PNG, WebP or AVIF image.',
  )
  await expect(dialog.getByRole('button', { name: 'Insert' })).toBeDisabled()
  // The browser logs the refused request (415); that one is expected.
  const index = pageErrors.findIndex((error) => error.includes('status of 415'))
  expect(index).toBeGreaterThanOrEqual(0)
  pageErrors.splice(index, 1)

  chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Choose another file' }).click()
  await (await chooser).setFiles({ name: 'divider.png', mimeType: 'image/png', buffer: await picture() })
  await expect(dialog.getByRole('status')).toHaveText('Uploaded divider.png.')
  await dialog.getByLabel('Decorative').check()
  await expect(dialog.getByLabel('Alt text')).toBeDisabled()
  await dialog.getByRole('button', { name: 'Insert' }).click()
  await expect(dialog).toBeHidden()

  // In the middle of the text, on a paragraph of its own; focus is back in the text, after the image.
  await expect(content).toHaveValue(
    /^First paragraph\.\n\n!\[\]\(\/images\/uploads\/[0-9a-f]{32}-600x400\.webp\)\n\nLast paragraph\.$/,
  )
  await expect(content).toBeFocused()
  const cursor = await content.evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart))
  expect(cursor).toBe('Last paragraph.')

  // Cancelled (Escape): nothing is inserted, and focus is back on the button.
  const before = await content.inputValue()
  chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Insert image' }).click()
  await (await chooser).setFiles({ name: 'spare.png', mimeType: 'image/png', buffer: await picture() })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Insert image' })).toBeFocused()
  await expect(content).toHaveValue(before)

  await page.getByRole('tab', { name: 'Preview' }).click()
  const image = page.getByRole('tabpanel', { name: 'Preview' }).locator('img')
  await expect(image).toHaveAttribute('alt', '')
  await expect(page.getByRole('tabpanel', { name: 'Preview' }).locator('figure')).toHaveCount(0)
})
