import type { Page } from '@playwright/test'
import { DEMO_CASE_STUDY_SLUGS, SERVICE_SLUGS } from '@/shared/marketing/public-pages'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'

/**
 * Issue 18, points 3, 4 and 6 (ADRs 0044, 0067): the blog's composed filters, typo-tolerant search, tag list,
 * related articles and author bio; every case study with the same sections and an attributed quote; proof
 * layouts without empty rows. Expected results come from the API, never from copies of the seed.
 */
const AMBASSADORS = 'Recruiting Brand Ambassadors Who Actually Post'
const CALENDAR_SLUG = 'the-back-to-school-window-a-six-week-campus-marketing-calendar'

const cards = (page: Page) => page.getByRole('region', { name: 'Articles' }).getByRole('article')

async function apiTotal(page: Page, query: string) {
  const answer = await (await page.request.get(`/api/blog/articles?limit=100&${query}`)).json()
  return Number(answer.meta.total)
}

test.describe('blog filters, search and tags', () => {
  test('a category and a tag compose, the URL says both, and each can be removed alone', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Brand Ambassadors' })
      .click()
    await expect(page).toHaveURL(/\/blog\?category=\d+$/)
    const tags = page.getByRole('navigation', { name: 'Tags' })
    await tags.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/blog\?category=\d+&tag=\d+$/)
    const url = new URL(page.url())
    const category = url.searchParams.get('category')!
    const tag = url.searchParams.get('tag')!
    const both = await apiTotal(page, `categoryId=${category}&tagId=${tag}`)
    if (both === 0) await expect(page.getByText('No articles found.')).toBeVisible()
    else await expect(cards(page)).toHaveCount(Math.min(both, 9))
    await expect(tags.locator('a[aria-current="page"]')).toHaveCount(1)

    // Removing the tag keeps the category (and the reverse).
    await page.getByRole('link', { name: /^Remove tag/ }).click()
    await expect(page).toHaveURL(`/blog?category=${category}`)
    await expect(cards(page)).toHaveCount(Math.min(await apiTotal(page, `categoryId=${category}`), 9))

    await gotoHydrated(page, `/blog?category=${category}&tag=${tag}`)
    await page.getByRole('link', { name: /^Remove category/ }).click()
    await expect(page).toHaveURL(`/blog?tag=${tag}`)
    await expect(cards(page)).toHaveCount(Math.min(await apiTotal(page, `tagId=${tag}`), 9))
  })

  test('search forgives a typo and the placeholder uses one ellipsis character', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await expect(search).toHaveAttribute('placeholder', 'Search articles…')
    await search.fill('ambasador')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/blog\?q=ambasador$/)
    await expect(cards(page).getByRole('link', { name: AMBASSADORS, exact: true })).toBeVisible()
    await expect(cards(page)).toHaveCount(Math.min(await apiTotal(page, 'search=ambasador'), 9))
  })

  test('the tag list shows each used tag with its count, and a tag filters the list', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    const links = page.getByRole('navigation', { name: 'Tags' }).getByRole('link')
    expect(await links.count()).toBeGreaterThan(0)
    const first = links.first()
    const count = Number((await first.textContent())!.match(/(\d+)\s*articles?$/)![1])
    await first.click()
    await expect(page).toHaveURL(/\/blog\?tag=\d+$/)
    const tag = new URL(page.url()).searchParams.get('tag')!
    expect(count).toBe(await apiTotal(page, `tagId=${tag}`))
    await expect(cards(page)).toHaveCount(Math.min(count, 9))
  })

  test('an article shows its author with display name and bio, and three related live articles', async ({
    page,
  }) => {
    const article = (await (await page.request.get(`/api/blog/articles/slug/${CALENDAR_SLUG}`)).json()).data
    await gotoHydrated(page, `/blog/${CALENDAR_SLUG}`)
    const author = page.getByRole('region', { name: `About the author: ${article.author.displayName}` })
    await expect(author).toBeVisible()
    await expect(author.getByText(article.author.bio)).toBeVisible()

    const related = page.getByRole('region', { name: 'Related articles' }).getByRole('link')
    await expect(related).toHaveCount(3)
    const live = (await (await page.request.get('/api/blog/articles?limit=100')).json()).data as {
      slug: string
    }[]
    for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).not.toBe(`/blog/${CALENDAR_SLUG}`)
      expect(live.map((item) => `/blog/${item.slug}`)).toContain(href)
    }
    await related.first().click()
    await expect(page).not.toHaveURL(`/blog/${CALENDAR_SLUG}`)
    await expect(page.getByRole('region', { name: 'Related articles' })).toBeVisible()
  })
})

test.describe('case studies and proof', () => {
  test('every case study has the same sections, four headline numbers and an attributed quote', async ({
    page,
  }) => {
    let firstHeadings: string[] | undefined
    for (const slug of DEMO_CASE_STUDY_SLUGS) {
      await gotoHydrated(page, `/cs/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Headline numbers' }).locator('dd')).toHaveCount(4)
      for (const id of ['challenge', 'approach', 'delivered', 'learned', 'quote'])
        await expect(page.locator(`section#${id}`), `${slug} #${id}`).toBeVisible()
      await expect(page.locator('#learned li')).toHaveCount(3)
      const caption = page.locator('#quote figcaption')
      await expect(caption).toHaveText(/\S+.*, .+/)
      const headings = await page.locator('main h2').allTextContents()
      firstHeadings ??= headings
      expect(headings, `/cs/${slug} has the same sections`).toEqual(firstHeadings)
      // What it delivered never repeats a headline figure.
      const figures = await page
        .getByRole('region', { name: 'Headline numbers' })
        .locator('dd')
        .allTextContents()
      const delivered = (await page.locator('#delivered li').allTextContents()).join(' | ')
      for (const figure of figures) expect(delivered, `${slug}: ${figure}`).not.toContain(figure)
    }
  })

  test('case-study artwork and wordmarks are static images from this site, with sizes', async ({ page }) => {
    for (const slug of DEMO_CASE_STUDY_SLUGS) {
      await gotoHydrated(page, `/cs/${slug}`)
      const images = page.locator('main img')
      for (const image of await images.all()) {
        const src = (await image.getAttribute('src'))!
        expect(src, slug).toMatch(/^\/images\/(illustrations\/[a-z-]+\.webp|logos\/[a-z-]+\.svg)$/)
        await expect(image).toHaveAttribute('width', /\d+/)
        await expect(image).toHaveAttribute('height', /\d+/)
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth), src).toBeGreaterThan(0)
      }
    }
  })

  test.describe('at 1440px', () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test('a service page fills its proof row: artwork and card side by side', async ({ page }) => {
      for (const slug of SERVICE_SLUGS) {
        await gotoHydrated(page, `/services/${slug}`)
        const row = page.getByTestId('service-proof')
        const rowBox = (await row.boundingBox())!
        const children = await row.locator(':scope > *').all()
        expect(children).toHaveLength(2)
        const [art, card] = await Promise.all(children.map(async (child) => (await child.boundingBox())!))
        // Side by side, same row, and together they span the row (no empty two thirds).
        expect(Math.abs(art!.y - card!.y), slug).toBeLessThan(2)
        expect(art!.x + art!.width, slug).toBeLessThanOrEqual(card!.x)
        expect(card!.x + card!.width, slug).toBeGreaterThan(rowBox.x + rowBox.width - 2)
        expect(art!.width + card!.width, slug).toBeGreaterThan(rowBox.width * 0.9)
      }
    })

    test('the services FAQ spans the full content width', async ({ page }) => {
      await gotoHydrated(page, '/services')
      const list = page.locator('#faq details').first().locator('..')
      const listWidth = (await list.boundingBox())!.width
      const headingRow = (await page.locator('#faq > div').boundingBox())!
      // The section's content box: its padded container minus the side padding (32px each at lg).
      expect(listWidth).toBeGreaterThan(headingRow.width - 2 * 32 - 2)
    })
  })
})

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of [
    '/blog',
    `/blog/${CALENDAR_SLUG}`,
    '/case-studies',
    '/services',
    ...DEMO_CASE_STUDY_SLUGS.map((slug) => `/cs/${slug}`),
  ]) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await gotoHydrated(page, path)
      await expectAccessible(page)
    })
  }
})
