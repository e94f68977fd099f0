import type { APIRequestContext, Page } from '@playwright/test'
import type { FakeOllamaMode } from '../support/fake-ollama'
import { currentStack, expect, expectAccessible, gotoHydrated, test } from './fixtures'

/**
 * Campus matching in the browser, against the production build and the real demo seed (100+ real schools),
 * with a fake Ollama beside it (playwright.config.ts) whose mode each test sets.
 */
async function ollamaMode(request: APIRequestContext, mode: FakeOllamaMode, delayMs?: number) {
  const response = await request.post(`${currentStack().fakeOllamaURL}/__fake/mode`, {
    data: { mode, delayMs },
  })
  expect(response.ok()).toBe(true)
}

async function fillProfile(
  page: Page,
  profile: { name: string; industry: string; audience: string; info?: string },
) {
  await page.getByLabel('Brand Name').fill(profile.name)
  await page.getByLabel('Industry').fill(profile.industry)
  await page.getByLabel('Target Audience').fill(profile.audience)
  await page.getByLabel('Brand Values').fill('Honesty, fun and community')
  await page.getByLabel('Marketing Goals').fill('Trial and sign-ups in the first semester')
  await page.getByRole('combobox', { name: 'Budget Range' }).selectOption('$25,000 - $50,000')
  if (profile.info) await page.getByLabel('Additional Information (optional)').fill(profile.info)
}

const campusCards = (page: Page) =>
  page.getByRole('tabpanel', { name: 'Recommended Campuses' }).getByRole('article')

test.describe('campus matching', () => {
  test('the form shows the spec’s message for every empty field, and is accessible', async ({ page }) => {
    await gotoHydrated(page, '/brand-matching')
    await expect(page).toHaveTitle('AI-Powered Campus Matching | CampusPulse')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI-Powered Campus Matching')
    await expect(page.getByRole('heading', { name: 'Brand Profile' })).toBeVisible()
    await page.getByRole('button', { name: 'Get Campus Recommendations' }).click()
    for (const message of [
      'Brand name is required',
      'Industry is required',
      'Target audience is required',
      'Brand values are required',
      'Marketing goals are required',
      'Budget range is required',
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    await expect(page.getByLabel('Brand Name')).toHaveAttribute('aria-invalid', 'true')
    // The phone's own picker (a native select): the placeholder, which counts as no budget, then the five ranges.
    const budget = page.getByRole('combobox', { name: 'Budget Range' })
    await expect(budget).toHaveAttribute('aria-invalid', 'true')
    await expect(budget).toHaveAccessibleDescription('Budget range is required')
    await expect(budget.getByRole('option')).toHaveText([
      'Select a budget range',
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      '$25,000 - $50,000',
      '$50,000 - $100,000',
      '$100,000+',
    ])
    await expectAccessible(page)
  })

  test('a full run without Ollama: Texas first, the four sections, tabs by keyboard, accessible', async ({
    page,
    request,
  }) => {
    await ollamaMode(request, 'drop')
    await gotoHydrated(page, '/brand-matching')
    await fillProfile(page, {
      name: 'Lone Star Sparkling',
      industry: 'Beverages',
      audience: 'College students who want a healthier energy drink',
      info: 'We are launching in Texas first.',
    })
    const submit = page.getByRole('button', { name: 'Get Campus Recommendations' })
    await submit.click()
    await expect(page).toHaveURL(/\/brand-matching\/results\/[A-Za-z0-9_-]{22}$/)
    await expect(page.getByRole('heading', { name: 'Brand Profile: Lone Star Sparkling' })).toBeVisible()
    await expect(page.getByText('Beverages · Budget: $25,000 - $50,000')).toBeVisible()
    await expect(
      page.getByText(/rule-based writer because the local AI model could not be reached/),
    ).toBeVisible()

    const first = campusCards(page).first()
    await expect(first.getByText('#1')).toBeVisible()
    // With the full directory, campuses can share a score; the card then says so ("95% (tie)").
    await expect(first.getByText(/^Match Score: \d{1,3}%( \(tie\))?$/)).toBeVisible()
    await expect(first.getByText(/, TX · /)).toBeVisible()
    for (const section of [
      "Why It's a Match",
      'Target Student Profile',
      'Suggested Marketing Approach',
      'Potential Challenges',
    ])
      await expect(first.getByRole('heading', { name: section })).toBeVisible()
    await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/schools\/name\/[^/]+$/)
    await expectAccessible(page)

    // Tabs with the keyboard: arrows move between them and activate them.
    const campusesTab = page.getByRole('tab', { name: 'Recommended Campuses' })
    await expect(campusesTab).toHaveAttribute('aria-selected', 'true')
    await campusesTab.focus()
    await page.keyboard.press('ArrowRight')
    const insightsTab = page.getByRole('tab', { name: 'Brand Insights' })
    await expect(insightsTab).toBeFocused()
    await expect(insightsTab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'Strategic Brand Insights' })).toBeVisible()
    for (const list of [
      'Brand Strengths for Campus Marketing',
      'Suggested Messaging Approaches',
      'Strategic Considerations',
    ])
      await expect(page.getByRole('heading', { name: list })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('ArrowLeft')
    await expect(campusesTab).toHaveAttribute('aria-selected', 'true')
  })

  test('results have their own URL that reopens them; Create New Brand Profile resets to an empty form', async ({
    page,
    request,
  }) => {
    await ollamaMode(request, 'drop')
    const profile = await page.request.post('/api/brand/profiles', {
      data: {
        name: 'Reopen Co.',
        industry: 'Fintech',
        targetAudience: 'Students opening their first bank account',
        values: 'Clarity',
        marketingGoals: 'Sign-ups',
        budgetRange: '$50,000 - $100,000',
      },
    })
    const { data } = (await profile.json()) as { data: { id: string } }
    const started = await page.request.post(`/api/brand/profiles/${data.id}/recommendations`, {
      data: { count: 4 },
    })
    const { data: recommendation } = (await started.json()) as { data: { id: string } }

    await gotoHydrated(page, `/brand-matching/results/${recommendation.id}`)
    await expect(page).toHaveTitle('Campus Recommendations for Reopen Co. | CampusPulse')
    // Shareable by its link, never found through a search engine.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    const names = campusCards(page).getByRole('heading', { level: 3 })
    await expect(names).toHaveCount(4)
    const before = await names.allTextContents()
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(names).toHaveText(before)

    await page.getByRole('button', { name: 'Create New Brand Profile' }).click()
    await expect(page).toHaveURL(/\/brand-matching$/)
    await expect(page.getByLabel('Brand Name')).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Get Campus Recommendations' })).toBeEnabled()
  })

  test('a run with the (fake) local model: progress while it writes, then its text on real schools', async ({
    page,
    request,
  }) => {
    await ollamaMode(request, 'slow', 2500)
    await gotoHydrated(page, '/brand-matching')
    await fillProfile(page, {
      name: 'ByteForge',
      industry: 'Developer Tools',
      audience: 'Computer science students who build side projects',
    })
    const submit = page.getByRole('button', { name: /Get Campus Recommendations|Processing\.\.\./ })
    await submit.click()
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    await expect(page).toHaveURL(/\/brand-matching\/results\/[A-Za-z0-9_-]{22}$/)
    // The compare tray keeps its own (empty) live region on every page: take the one that speaks.
    await expect(page.getByRole('status').filter({ hasText: 'Writing your recommendations' })).toContainText(
      'Writing your recommendations with qwen2.5:3b',
    )
    await expect(page.getByTestId('results-skeleton')).toBeVisible()

    await expect(page.getByText(/Written by qwen2\.5:3b \(Ollama\)/)).toBeVisible({ timeout: 15_000 })
    const first = campusCards(page).first()
    await expect(first.getByText(/^Fake model matchReason for school [a-j]+,/)).toBeVisible()
    await expect(page.getByText('Invented University')).toHaveCount(0)
  })

  test('a brief limited to one state: only campuses there, the requirement shown; adjust it, rerun, keep the old link; CSV and a call about it', async ({
    page,
    request,
  }) => {
    await ollamaMode(request, 'valid')
    await gotoHydrated(page, '/brand-matching')
    await fillProfile(page, {
      name: 'Volt',
      industry: 'Energy drinks',
      audience: 'Students at universities in Texas only',
    })
    await page.getByRole('button', { name: 'Get Campus Recommendations' }).click()
    await expect(page).toHaveURL(/\/brand-matching\/results\/[A-Za-z0-9_-]{22}$/)
    const first = page.url()
    await expect(page.getByRole('region', { name: "Your brief's requirements" })).toContainText('In Texas')
    await expect(campusCards(page).first()).toBeVisible({ timeout: 15_000 })
    for (const card of await campusCards(page).all()) await expect(card).toContainText(', TX ·')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download shortlist (CSV)' }).click()
    expect((await download).suggestedFilename()).toBe('campus-shortlist-volt.csv')

    await page.getByRole('button', { name: 'Adjust this brief' }).click()
    await expect(page.getByLabel('Target Audience')).toHaveValue('Students at universities in Texas only')
    await page.getByLabel('Target Audience').fill('Students at universities in Florida only')
    await page.getByRole('button', { name: 'Get New Recommendations' }).click()
    await expect(page).not.toHaveURL(first)
    await expect(page).toHaveURL(/\/brand-matching\/results\/[A-Za-z0-9_-]{22}$/)
    await expect(page.getByRole('region', { name: "Your brief's requirements" })).toContainText('In Florida')

    await gotoHydrated(page, new URL(first).pathname)
    await expect(page.getByRole('region', { name: "Your brief's requirements" })).toContainText('In Texas')
    await page.getByRole('link', { name: 'Book a call about this shortlist' }).click()
    await expect(page).toHaveURL(/\/book-call\?shortlist=/)
    await expect(page.getByLabel('Preferred days and times')).toHaveValue(
      `I would like to talk about this campus shortlist: ${first}`,
    )
  })

  test('an unknown results URL shows the no-data state, and Try Again starts over', async ({ page }) => {
    // A number is not a results id (ADR 0053): /1 is as unknown as any guess, even with results stored.
    expect((await page.request.get('/brand-matching/results/1')).status()).toBe(404)
    const response = await gotoHydrated(page, '/brand-matching/results/999999')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('No recommendation data found')).toBeVisible()
    await expect(page.getByText('There was an error processing your request')).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page).toHaveURL(/\/brand-matching$/)
    await expect(page.getByRole('heading', { name: 'Brand Profile' })).toBeVisible()
  })
})
