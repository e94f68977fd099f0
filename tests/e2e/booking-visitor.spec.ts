import { inviteOf, parseInvite } from '../support/ical'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures'
import { nthEmailFor } from './mailbox'

/**
 * A visitor in another time zone than the office (issue 38, ADR 0103): the times on their clock with the
 * office's beside, a zone they can change, and a confirmation email in both zones with an invite calendars read.
 */
test.use({ timezoneId: 'America/Los_Angeles' })

const pacific = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/\u202f/g, ' ')
const chicago = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/\u202f/g, ' ')

test('a visitor on Pacific time sees their own times beside the office’s, books, and is emailed', async ({
  page,
}) => {
  const email = `kai.${Date.now()}@example.com`
  await gotoHydrated(page, '/book-call')
  const form = page.getByRole('form', { name: 'Book a call' })
  const zone = form.getByLabel('Show times in')
  await expect(zone).toHaveValue('America/Los_Angeles')

  const times = form.getByRole('group', { name: /^Times on .+ \(Pacific Time, with Eastern Time beside\)$/ })
  const first = times.getByRole('radio').first()
  const start = (await first.getAttribute('value'))!
  // By its value, so it is the same time whichever zone names the group.
  const label = form.locator(`input[value="${start}"]`).locator('xpath=..')
  await expect(label).toContainText(pacific(start))
  await expect(label).toContainText(/\d{1,2}:[03]0 (AM|PM) office$/)

  // Another zone, picked by hand: the times follow.
  await zone.selectOption('America/Chicago')
  await expect(form.getByRole('group', { name: /\(Central Time, with Eastern Time beside\)$/ })).toBeVisible()
  await expect(label).toContainText(chicago(start))
  await zone.selectOption('America/Los_Angeles')

  await label.click()
  await expect(form.getByText(/^Your call:/)).toContainText(`at ${pacific(start)} Pacific Time`)
  await form.getByLabel('First name', { exact: true }).fill('Kai')
  await form.getByLabel('Last name', { exact: true }).fill('Nakamura')
  await form.getByLabel('Work email', { exact: true }).fill(email)
  await form.getByLabel('Job title', { exact: true }).fill('Growth Lead')
  await form.getByLabel('Company', { exact: true }).fill('Pacific Tea')
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Book this call' }).click()

  const confirmation = page.getByRole('status').filter({ hasText: 'You are booked, Kai!' })
  await expect(confirmation).toContainText(`at ${pacific(start)} Pacific Time`)
  await expect(confirmation).toContainText('Eastern Time at our office')
  await expect(confirmation).toContainText('We have emailed you a confirmation')
  await expectAccessible(page)

  const sent = await nthEmailFor(page, email)
  expect(sent.headers.subject).toMatch(/^Your strategy call is booked: /)
  expect(sent.text).toContain(`at ${pacific(start)} Pacific Time (your time)`)
  expect(sent.text).toMatch(/ Eastern Time \(our office\)/)
  expect(sent.text).toMatch(/\/book-call\/change\/[A-Za-z0-9_-]{22}\n/)
  expect(sent.text).toMatch(/\/book-call\/cancel\/[A-Za-z0-9_-]{22}\n/)
  const invite = parseInvite(inviteOf(sent).ics)
  expect(invite.method).toBe('REQUEST')
  expect(invite.events[0]!.start.toISOString()).toBe(start)
  expect(invite.events[0]!.sequence).toBe(0)
})

test('the email’s links: opening changes nothing, the button moves the call, then cancels it; spent links say so', async ({
  page,
}) => {
  const email = `noor.${Date.now()}@example.com`
  const slots = (await (await page.request.get('/api/booking/slots')).json()) as {
    data: { days: { slots: { start: string }[] }[] }
  }
  const starts = slots.data.days.flatMap((day) => day.slots.map((slot) => slot.start))
  const start = starts[starts.length - 1]!
  const booked = await page.request.post('/api/booking/calls', {
    data: {
      firstName: 'Noor',
      lastName: 'Haddad',
      email,
      jobTitle: 'Brand Lead',
      company: 'Desert Bloom',
      start,
      timeZone: 'America/Los_Angeles',
    },
  })
  expect(booked.status()).toBe(201)
  const confirmation = await nthEmailFor(page, email, 1)
  const changeLink = /(http:\/\/\S+\/book-call\/change\/[\w-]{22})\n/.exec(confirmation.text)![1]!

  // Opening the link (twice, as a scanner then the visitor would) only shows the call.
  await gotoHydrated(page, new URL(changeLink).pathname)
  await gotoHydrated(page, new URL(changeLink).pathname)
  await expect(page.getByRole('heading', { name: 'Move your strategy call' })).toBeVisible()
  await expect(page.getByText(/Your call is booked for/)).toContainText(`${pacific(start)} Pacific Time`)
  await expectAccessible(page)
  const form = page.getByRole('form', { name: 'Move my call' })
  const next = form.getByRole('radio').first()
  const newStart = (await next.getAttribute('value'))!
  await next.check()
  await form.getByRole('button', { name: 'Move my call' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toContainText(`Your call has moved to`)
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toContainText(
    `${pacific(newStart)} Pacific Time`,
  )
  await expectAccessible(page)

  const moved = await nthEmailFor(page, email, 2)
  expect(moved.headers.subject).toMatch(/^Your strategy call has moved: /)
  expect(parseInvite(inviteOf(moved).ics).events[0]).toMatchObject({ sequence: 1 })

  // The first link is spent.
  await gotoHydrated(page, new URL(changeLink).pathname)
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible()
  await expectAccessible(page)

  const cancelLink = /(http:\/\/\S+\/book-call\/cancel\/[\w-]{22})\n/.exec(moved.text)![1]!
  await gotoHydrated(page, new URL(cancelLink).pathname)
  const cancel = page.getByRole('form', { name: 'Cancel my call' })
  await cancel.getByLabel(/Anything we should know/).fill('Budget moved to next year.')
  await expectAccessible(page)
  await cancel.getByRole('button', { name: 'Cancel my call' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toContainText('Your call is cancelled.')

  const cancelled = await nthEmailFor(page, email, 3)
  const invite = parseInvite(inviteOf(cancelled).ics)
  expect(invite.method).toBe('CANCEL')
  expect(invite.events[0]).toMatchObject({ sequence: 2, status: 'CANCELLED' })
  // The freed time is offered again.
  const after = (await (await page.request.get('/api/booking/slots')).json()) as typeof slots
  expect(after.data.days.flatMap((day) => day.slots.map((slot) => slot.start))).toContain(newStart)
})
