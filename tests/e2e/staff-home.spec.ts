import { E2E_ADMIN, expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/**
 * The staff home (ADR 0009): staff who sign in without a destination land on /staff, which shows new leads,
 * scheduled articles, active programs and recent matching results from the real database, and every staff screen
 * is reachable from the one staff navigation, the blog included.
 */
const stamp = Date.now()
const lead = { firstName: 'Noor', lastName: `Haddad${stamp}`, company: 'Kettle Labs' }
const articleTitle = `Orientation Week Checklist ${stamp}`
const brandName = `Home Brand ${stamp}`

test.beforeAll(async ({ request }) => {
  // What the home should show, made through the app's own API: a visitor's lead and brief, a staff article.
  const contact = await request.post('/api/contact', {
    data: { ...lead, email: `noor.${stamp}@example.com`, jobTitle: 'Brand Manager' },
  })
  expect(contact.status(), await contact.text()).toBe(201)
  const profile = await request.post('/api/brand/profiles', {
    data: {
      name: brandName,
      industry: 'Beverages',
      targetAudience: 'First-year students',
      values: 'Warmth',
      marketingGoals: 'Trial',
      budgetRange: '$50,000 - $100,000',
    },
  })
  const { data } = (await profile.json()) as { data: { id: string } }
  expect(
    (await request.post(`/api/brand/profiles/${data.id}/recommendations`, { data: { count: 3 } })).status(),
  ).toBe(202)
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200)
  const article = await request.post('/api/blog/articles', {
    data: {
      title: articleTitle,
      slug: `orientation-week-checklist-${stamp}`,
      excerpt: 'What to bring to move-in.',
      content: 'Everything a brand needs for orientation week, in one list.',
      published: true,
      // Sooner than any seeded scheduled article, so it heads the list.
      publishedAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    },
  })
  expect(article.status(), await article.text()).toBe(201)
  await request.post('/api/auth/logout')
})

test('staff sign in, land on /staff with each section, and reach every staff screen from one navigation', async ({
  page,
}) => {
  await gotoHydrated(page, '/login')
  await page.getByLabel('Username or email').fill(E2E_ADMIN.username)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/staff$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff home' })).toBeVisible()

  const leads = page.getByRole('region', { name: 'New leads' })
  await expect(leads.getByRole('link', { name: `${lead.firstName} ${lead.lastName}` })).toHaveAttribute(
    'href',
    /^\/admin\?lead=\d+$/,
  )
  const articles = page.getByRole('region', { name: 'Scheduled articles' })
  await expect(articles.getByRole('listitem').first()).toContainText(articleTitle)
  const results = page.getByRole('region', { name: 'Recent matching results' })
  await expect(results.getByRole('listitem').first()).toContainText(brandName)

  // The counts are the screens' own: the same numbers the API gives staff.
  const programs = (await (await page.request.get('/api/campus-programs')).json()) as {
    data: { status: string; name: string }[]
  }
  const active = programs.data.filter((program) => program.status === 'active')
  const programSection = page.getByRole('region', { name: 'Active programs' })
  await expect(programSection).toContainText(`${active.length} active program`)
  await expect(programSection.getByRole('listitem')).toHaveCount(Math.min(active.length, 5))
  const inbox = (await (await page.request.get('/api/staff/overview')).json()) as {
    data: { newLeads: { total: number } }
  }
  await expect(leads).toContainText(`${inbox.data.newLeads.total} new lead`)

  const nav = page.getByRole('navigation', { name: 'Staff' })
  await expect(nav.getByRole('link', { name: 'Staff home' })).toHaveAttribute('aria-current', 'page')
  const screens: [string, RegExp, string][] = [
    ['Contact submissions', /\/admin$/, 'Admin Dashboard'],
    ['Blog', /\/blog\/admin$/, 'Blog Management'],
    ['Campus programs', /\/staff\/programs$/, 'Campus Programs'],
    ['Schools', /\/staff\/schools$/, 'Schools'],
    ['Matching results', /\/staff\/matching$/, 'Campus matching results'],
    ['Integrations', /\/staff\/integrations$/, 'Integrations'],
    ['Team', /\/staff\/team$/, 'Team'],
    ['Your profile', /\/staff\/profile$/, 'Your profile'],
    ['Staff home', /\/staff$/, 'Staff home'],
  ]
  for (const [label, url, heading] of screens) {
    await nav.getByRole('link', { name: new RegExp(`^${label}`) }).click()
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute(
      'aria-current',
      'page',
    )
  }

  // From a section into its screen: the lead opens in the inbox.
  await leads.getByRole('link', { name: `${lead.firstName} ${lead.lastName}` }).click()
  await expect(page).toHaveURL(/\/admin\?lead=\d+$/)
  await expect(page.getByRole('heading', { name: `${lead.firstName} ${lead.lastName}` })).toBeVisible()
})

test('/staff sends visitors to sign in and back', async ({ page }) => {
  const response = await page.request.get('/staff', { maxRedirects: 0 })
  expect(response.status()).toBeGreaterThanOrEqual(300)
  expect(response.headers().location).toBe('/login?redirect=%2Fstaff')
})

test('/staff has no serious or critical axe violations', async ({ page }) => {
  await signInAsAdmin(page)
  await gotoHydrated(page, '/staff')
  await expect(page.getByRole('region', { name: 'New leads' })).toBeVisible()
  await expectAccessible(page)
})
