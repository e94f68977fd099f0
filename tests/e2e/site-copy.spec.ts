import type { APIRequestContext } from '@playwright/test'
import { defaultAboutCopy } from '../../src/shared/site-copy/about-copy.defaults'
import { defaultHomeCopy } from '../../src/shared/site-copy/home-copy.defaults'
import { defaultServicesCopy } from '../../src/shared/site-copy/services-copy.defaults'
import { defaultServicePageCopy } from '../../src/shared/site-copy/service-page-copy.defaults'
import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'

/**
 * /staff/pages in the browser (issue 36 point 1, ADR 0155): an admin changes the home page's hero, a team
 * member on the about page, a service page's title and the services FAQ, and the public pages say the new words
 * after a reload. Each part is put back to its demo copy whatever happens: the other browser tests read it.
 */
const DEMO = {
  home: defaultHomeCopy,
  about: defaultAboutCopy,
  services: defaultServicesCopy,
  'street-teams': defaultServicePageCopy['street-teams'],
}

async function putBack(request: APIRequestContext, part: keyof typeof DEMO) {
  const stored = await request.get(`/api/site/pages/${part}/staff`)
  expect(stored.status()).toBe(200)
  const { data } = (await stored.json()) as { data: { version: number } }
  const response = await request.put(`/api/site/pages/${part}`, {
    data: { copy: DEMO[part], expectedVersion: data.version },
  })
  expect(response.status(), await response.text()).toBe(200)
}

test('staff change the home hero and an about team member, and the public pages say them', async ({
  page,
}) => {
  test.slow()
  await signInAsAdmin(page)
  try {
    await gotoHydrated(page, '/')
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Page copy' }).click()
    await expect(page).toHaveURL('/staff/pages')
    await expect(page.getByRole('heading', { level: 1, name: 'Page copy' })).toBeVisible()
    const hero = page.getByRole('group', { name: 'Hero' })
    await expect(hero.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      defaultHomeCopy.hero.title,
    )
    await expectAccessible(page)

    await hero
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill('Your brand, on {network.colleges} campuses')
    await page.getByRole('button', { name: 'Save the home page' }).click()
    await expect(page.getByText('Saved by', { exact: false })).toBeVisible()

    await page.goto('/')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Your brand, on \S+ campuses$/)

    // The about page's part, its first team member renamed and confirmed.
    await gotoHydrated(page, '/staff/pages?part=about')
    await expect(page.getByRole('link', { name: 'About page' })).toHaveAttribute('aria-current', 'page')
    const member = page.getByRole('group', { name: 'Team member 1' })
    await expect(member.getByRole('textbox', { name: 'Name' })).toHaveValue(
      defaultAboutCopy.team.members[0]!.name,
    )
    await member.getByRole('textbox', { name: 'Name' }).fill('Dana Whitfield')
    await member.getByRole('textbox', { name: 'Role', exact: true }).fill('Managing director')
    await member.getByRole('checkbox', { name: /Confirmed as ours/ }).check()
    // Reordered and shortened: Dana moves down one place (her fields go with her), the last member leaves.
    const members = defaultAboutCopy.team.members
    await page.getByRole('button', { name: 'Move team member 1 down' }).click()
    await expect(
      page.getByRole('group', { name: 'Team member 2' }).getByRole('textbox', { name: 'Name' }),
    ).toHaveValue('Dana Whitfield')
    await expect(member.getByRole('textbox', { name: 'Name' })).toHaveValue(members[1]!.name)
    await page.getByRole('button', { name: `Remove team member ${members.length}` }).click()
    await expect(page.getByRole('group', { name: /^Team member \d+$/ })).toHaveCount(members.length - 1)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Save the about page' }).click()
    await expect(page.getByText('Saved by', { exact: false })).toBeVisible()

    await page.goto('/about')
    await page.reload()
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Dana Whitfield' }) })
    await expect(card).toContainText('Managing director')
    // Confirmed: no example tag on this person; the other demo members keep theirs.
    await expect(card).not.toContainText('Example')
    await expect(page.locator('main')).not.toContainText(defaultAboutCopy.team.members[0]!.name)
    const team = page.getByRole('list').filter({ has: card })
    await expect(team.getByRole('listitem').nth(1)).toContainText('Dana Whitfield')
    await expect(team.getByRole('listitem')).toHaveCount(defaultAboutCopy.team.members.length - 1)
    await expect(page.locator('main')).not.toContainText(defaultAboutCopy.team.members.at(-1)!.name)
    await expect(
      page.getByRole('listitem').filter({ hasText: defaultAboutCopy.team.members[1]!.name }),
    ).toContainText('Example')
  } finally {
    await putBack(page.request, 'home')
    await putBack(page.request, 'about')
  }
  await gotoHydrated(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Put your brand on campus/)
})

test('staff change a service page’s title and a services FAQ question, and the public pages say them', async ({
  page,
}) => {
  test.slow()
  await signInAsAdmin(page)
  const questions = defaultServicesCopy.faq.items
  try {
    await gotoHydrated(page, '/staff/pages?part=street-teams')
    await expect(page.getByRole('link', { name: 'Street teams page' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const hero = page.getByRole('group', { name: 'Hero' })
    const title = hero.getByRole('textbox', { name: 'Title', exact: true })
    await expect(title).toHaveValue(defaultServicePageCopy['street-teams'].hero.title)
    await title.fill('Street teams, live in {figure.launch}')
    await page.getByRole('button', { name: 'Save the street teams page' }).click()
    await expect(page.getByText('Saved by', { exact: false })).toBeVisible()

    // The services part: the first question reworded and moved down, the last one removed.
    await page.getByRole('link', { name: 'Services page' }).click()
    await expect(page).toHaveURL('/staff/pages?part=services')
    const faq = page.getByRole('group', { name: 'FAQ' })
    const first = faq.getByRole('textbox', { name: 'Question 1', exact: true })
    await expect(first).toHaveValue(questions[0]!.question)
    await first.fill('What does a campaign on one campus cost?')
    await page.getByRole('button', { name: 'Move question 1 down' }).click()
    await expect(faq.getByRole('textbox', { name: 'Question 2', exact: true })).toHaveValue(
      'What does a campaign on one campus cost?',
    )
    await page.getByRole('button', { name: `Remove question ${questions.length}` }).click()
    await expect(faq.getByRole('textbox', { name: /^Question \d+$/ })).toHaveCount(questions.length - 1)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Save the services page' }).click()
    await expect(page.getByText('Saved by', { exact: false })).toBeVisible()

    await page.goto('/services/street-teams')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Street teams, live in \S+/)

    await gotoHydrated(page, '/services')
    const list = page.locator('#faq summary')
    await expect(list).toHaveCount(questions.length - 1)
    await expect(list.nth(0)).toHaveText(questions[1]!.question)
    await expect(list.nth(1)).toHaveText('What does a campaign on one campus cost?')
    await expect(page.locator('#faq')).not.toContainText(questions.at(-1)!.question)
    await list.nth(1).click()
    await expect(page.locator('#faq').getByText('one campus starts at', { exact: false })).toBeVisible()
    await expectAccessible(page)
  } finally {
    await putBack(page.request, 'street-teams')
    await putBack(page.request, 'services')
  }
  await gotoHydrated(page, '/services')
  await expect(page.locator('#faq summary').first()).toHaveText(questions[0]!.question)
})
