import { inviteOf, parseInvite } from '../support/ical'
import { E2E_STAFF, expect, expectAccessible, gotoHydrated, test } from './fixtures'
import { nthEmailFor } from './mailbox'

/**
 * /staff/calls in the browser (issue 38 point 3): a visitor books a call through the API, a sales staff member
 * finds it on the calls screen, moves it (the visitor is emailed the invite with SEQUENCE 1), cancels it (the
 * visitor is emailed METHOD:CANCEL), and makes and resets their calendar feed URL; axe-clean throughout.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

interface Slots {
  data: { days: { date: string; slots: { start: string }[] }[] }
}

test('staff see a booked call, move it, cancel it, and make their calendar feed', async ({ page }) => {
  test.slow()
  const email = `grace.${Date.now()}@example.com`
  const { data } = (await (await page.request.get('/api/booking/slots')).json()) as Slots
  // A day with at least two open times, from the end of the list (other tests book the first times).
  const day = [...data.days].reverse().find((candidate) => candidate.slots.length >= 3)!
  const [start, newStart] = [day.slots[0]!.start, day.slots[2]!.start]
  const booked = await page.request.post('/api/booking/calls', {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      jobTitle: 'VP Marketing',
      company: 'Compiler Cola',
      start,
    },
  })
  expect(booked.status()).toBe(201)
  const confirmation = await nthEmailFor(page, email, 1)
  const uid = parseInvite(inviteOf(confirmation).ics).events[0]!.uid

  const login = await page.request.post('/api/auth/login', { data: E2E_STAFF.sales })
  expect(login.status()).toBe(200)
  await gotoHydrated(page, '/staff')
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Calls' }).click()
  await expect(page).toHaveURL('/staff/calls')
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible()
  await expectAccessible(page)

  // The week holding the call, then its day.
  await page.getByRole('link', { name: 'Week' }).click()
  await expect(page.locator('section[aria-labelledby^="day-"]')).toHaveCount(7)
  await gotoHydrated(page, `/staff/calls?date=${day.date}`)
  const call = page.getByRole('listitem').filter({ hasText: 'Grace Hopper' }).filter({ hasText: email })
  await expect(call).toContainText('VP Marketing, Compiler Cola')
  await expect(call.getByRole('link', { name: 'Open the lead of Grace Hopper' })).toHaveAttribute(
    'href',
    /^\/admin\?lead=\d+$/,
  )
  // Not started: no outcome to mark yet.
  await expect(call.getByRole('group', { name: /^Outcome/ })).toHaveCount(0)

  await call.getByRole('button', { name: 'Move the call with Grace Hopper' }).click()
  const move = call.getByRole('form', { name: 'Move the call with Grace Hopper' })
  await move.getByLabel('New time').selectOption(newStart)
  await expectAccessible(page)
  await move.getByRole('button', { name: 'Move the call' }).click()
  await expect(call.getByRole('status')).toContainText('The visitor has been emailed the new time.')
  await expectAccessible(page)

  const moved = await nthEmailFor(page, email, 2)
  expect(moved.headers.subject).toMatch(/^Your strategy call has moved: /)
  const update = parseInvite(inviteOf(moved).ics)
  expect(update.events[0]).toMatchObject({ uid, sequence: 1 })
  expect(update.events[0]!.start.toISOString()).toBe(newStart)

  await call.getByRole('button', { name: 'Cancel the call with Grace Hopper' }).click()
  const cancel = call.getByRole('form', { name: 'Cancel the call with Grace Hopper' })
  await cancel.getByLabel(/Reason/).fill('She asked by phone.')
  await cancel.getByRole('button', { name: 'Cancel the call' }).click()
  await expect(call.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(call).toContainText('She asked by phone.')
  await expectAccessible(page)

  const cancelled = await nthEmailFor(page, email, 3)
  const removal = parseInvite(inviteOf(cancelled).ics)
  expect(removal.method).toBe('CANCEL')
  expect(removal.events[0]).toMatchObject({ uid, sequence: 2, status: 'CANCELLED' })
  // The freed times are offered again.
  const after = (await (await page.request.get('/api/booking/slots')).json()) as Slots
  expect(after.data.days.flatMap((d) => d.slots.map((slot) => slot.start))).toEqual(
    expect.arrayContaining([start, newStart]),
  )

  // The calendar feed: made, copied, read without the session, reset.
  await page.getByRole('button', { name: /Make my feed URL|Reset the feed URL/ }).click()
  const url = (await page.getByTestId('shown-once').textContent())!
  expect(url).toMatch(/\/api\/calendar\/[\w-]{43}\/calls\.ics$/)
  await page.getByRole('button', { name: 'Copy URL' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  await expectAccessible(page)
  const feed = await page.request.get(new URL(url).pathname, { headers: { cookie: '' } })
  expect(feed.status()).toBe(200)
  expect(feed.headers()['cache-control']).toBe('no-store')
  parseInvite(await feed.text())

  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByText(/You made your feed URL on/)).toBeVisible()
  await page.getByRole('button', { name: 'Reset the feed URL' }).click()
  const next = (await page.getByTestId('shown-once').textContent())!
  expect(next).not.toBe(url)
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404)
  expect((await page.request.get(new URL(next).pathname)).status()).toBe(200)
})
