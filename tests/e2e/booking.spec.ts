import { expect, expectAccessible, gotoHydrated, signInAsAdmin, test } from './fixtures'
import { emailTo } from './mailbox'

/**
 * Booking a call without a scheduler (issue 18, ADR 0066), in the browser against the production build: the
 * office hours' times on /book-call (the e2e server runs the default Mon-Fri 09:00-17:00, America/New_York),
 * picked with the keyboard, booked, the .ics invite downloaded from the confirmation's link, the lead emailed to
 * staff and shown in the inbox with its time and school; and a time someone else has just taken.
 */

// The visitor here is in the office's zone, so times show on its clock alone (booking-visitor.spec.ts: elsewhere).
test.use({ timezoneId: 'America/New_York' })

/** 2026-03-09T13:00:00.000Z → 20260309T130000Z, as DTSTART writes it. */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')

test('a visitor books a time with the keyboard, downloads the .ics, and staff see the call', async ({
  page,
}) => {
  const email = `ines.${Date.now()}@example.com`
  await gotoHydrated(page, '/book-call?school=watts-school-of-nursing')
  const form = page.getByRole('form', { name: 'Book a call' })

  // The second day with open times, by its link (the address keeps the school).
  const day = page.getByRole('navigation', { name: 'Days with open times' }).getByRole('link').nth(1)
  await day.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/book-call\?school=watts-school-of-nursing&day=\d{4}-\d{2}-\d{2}$/)
  await expect(day).toHaveAttribute('aria-current', 'page')

  // Its times are one radio group named with the day and the office's time zone: Space picks, arrows move.
  const times = form.getByRole('group', {
    name: /^Times on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2} \(Eastern Time\)$/,
  })
  await times.getByRole('radio').first().focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  const chosen = times.getByRole('radio').nth(1)
  await expect(chosen).toBeChecked()
  await expect(chosen).toBeFocused()
  const start = (await chosen.getAttribute('value'))!
  const timeLabel = (await chosen.locator('xpath=..').textContent())!.trim()
  expect(timeLabel).toMatch(/^\d{1,2}:[03]0 (AM|PM)$/)
  await expect(form.getByText(/^Your call:/)).toContainText(`at ${timeLabel} Eastern Time, 30 minutes`)

  await form.getByLabel('First name', { exact: true }).fill('Ines')
  await form.getByLabel('Last name', { exact: true }).fill('Moreau')
  await form.getByLabel('Work email', { exact: true }).fill(email)
  await form.getByLabel('Job title', { exact: true }).fill('Brand Director')
  await form.getByLabel('Company', { exact: true }).fill('Quad Coffee')
  // The school the visitor came from starts the note.
  await expect(form.getByLabel(/Anything we should prepare/)).toHaveValue(
    /Watts School of Nursing \(Durham, NC\)/,
  )
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Book this call' }).click()

  const confirmation = page.getByRole('status').filter({ hasText: 'You are booked, Ines!' })
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toBeFocused()
  await expect(confirmation).toContainText(`at ${timeLabel} Eastern Time`)
  await expect(confirmation).toContainText(`A strategist will contact you at ${email}`)
  await expectAccessible(page)

  // The invite: an unguessable link, an RFC 5545 file with the call in UTC.
  const invite = confirmation.getByRole('link', { name: 'Add to calendar (.ics)' })
  const href = (await invite.getAttribute('href'))!
  expect(href).toMatch(/\/api\/booking\/calls\/[A-Za-z0-9_-]{22}\/invite\.ics$/)
  const download = page.waitForEvent('download')
  await invite.click()
  expect((await download).suggestedFilename()).toBe('strategy-call.ics')
  const file = await page.request.get(href)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const ics = (await file.text()).replace(/\r\n /g, '')
  expect(ics).toContain(`DTSTART:${icsTime(start)}\r\n`)
  expect(ics).toContain('SUMMARY:Strategy call with CampusPulse\r\n')

  // The time is no longer offered, to anyone.
  const dayParam = new URL(page.url()).searchParams.get('day')!
  await gotoHydrated(page, `/book-call?day=${dayParam}`)
  await expect(page.locator('input[type="radio"]').first()).toBeVisible()
  await expect(page.locator(`input[value="${start}"]`)).toHaveCount(0)

  // Staff: the lead email says when, and its link opens the lead in the inbox with the call and the school.
  const sent = await emailTo(page, email)
  expect(sent.headers.subject).toBe('New call booked: Ines Moreau (Quad Coffee)')
  expect(sent.text).toMatch(new RegExp(`Call booked for: [^\\n]* at ${timeLabel} Eastern Time \\(`))
  expect(sent.text).toContain('School: Watts School of Nursing')
  const link = /(http:\/\/\S+\/admin\?lead=\d+)/.exec(sent.text)![1]!
  await signInAsAdmin(page)
  await gotoHydrated(page, new URL(link).pathname + new URL(link).search)
  const lead = page.getByRole('article').filter({ hasText: 'Ines Moreau' })
  await expect(lead.getByText('Call booked', { exact: true })).toBeVisible()
  await expect(lead.locator(`time[datetime="${start}"]`)).toContainText(`at ${timeLabel} Eastern Time`)
  await expect(lead.getByRole('link', { name: 'Watts School of Nursing' })).toHaveAttribute(
    'href',
    '/schools/name/watts-school-of-nursing',
  )
})

test('a time someone else has just booked is refused plainly, and leaves the list', async ({
  page,
  pageErrors,
}) => {
  await gotoHydrated(page, '/book-call')
  const form = page.getByRole('form', { name: 'Book a call' })
  const first = form.getByRole('radio').first()
  await first.check()
  const start = (await first.getAttribute('value'))!

  // Meanwhile, another visitor books the same time.
  const other = await page.request.post('/api/booking/calls', {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      jobTitle: 'CMO',
      company: 'Compilers Inc',
      start,
    },
  })
  expect(other.status()).toBe(201)

  await form.getByLabel('First name', { exact: true }).fill('Alan')
  await form.getByLabel('Last name', { exact: true }).fill('Turing')
  await form.getByLabel('Work email', { exact: true }).fill('alan@example.com')
  await form.getByLabel('Job title', { exact: true }).fill('Founder')
  await form.getByLabel('Company', { exact: true }).fill('Bletchley Ltd')
  await form.getByRole('button', { name: 'Book this call' }).click()

  await expect(page.getByRole('alert')).toHaveText(
    'That time has just been booked by someone else. Please pick another time.',
  )
  await expect(page.locator(`input[value="${start}"]`)).toHaveCount(0)
  await expect(form.getByText('Pick a day and a time above.')).toBeVisible()
  // What was typed is kept for the next try.
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Alan')
  // Chromium logs the refused request; the test expects exactly that one.
  const index = pageErrors.findIndex((error) => error.includes('status of 409'))
  expect(index, 'a logged 409').toBeGreaterThanOrEqual(0)
  pageErrors.splice(index, 1)
})

test('pressing Book twice while the form’s checks are still loading books once', async ({ page }) => {
  // The shared schema is fetched on first use; hold it, so both presses come before either is checked.
  let releaseSchema!: () => void
  const schemaHeld = new Promise<void>((resolve) => (releaseSchema = resolve))
  let schemaRequested = false
  await page.route(/\/assets\/booking\.schema-[\w-]+\.js$/, async (route) => {
    schemaRequested = true
    await schemaHeld
    await route.continue()
  })
  const booked: string[] = []
  page.on('request', (request) => {
    // Calls made together may share one batched request: count the procedure in each request's path.
    const calls = new URL(request.url()).pathname.match(/booking\.book\b/g)
    if (calls) booked.push(...calls)
  })

  await gotoHydrated(page, '/book-call')
  const form = page.getByRole('form', { name: 'Book a call' })
  await form.getByRole('radio').last().check()
  await form.getByLabel('First name', { exact: true }).fill('Ada')
  await form.getByLabel('Last name', { exact: true }).fill('Lovelace')
  await form.getByLabel('Work email', { exact: true }).fill(`ada.${Date.now()}@example.com`)
  await form.getByLabel('Job title', { exact: true }).fill('Analyst')
  await form.getByLabel('Company', { exact: true }).fill('Engines Ltd')
  const book = form.getByRole('button', { name: 'Book this call' })
  await book.click()
  await book.click()
  expect(schemaRequested, 'the schema chunk was held').toBe(true)
  releaseSchema()

  await expect(page.getByRole('status').filter({ hasText: 'You are booked, Ada!' })).toBeVisible()
  expect(booked).toEqual(['booking.book'])
})
