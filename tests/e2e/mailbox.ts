import type { Page } from '@playwright/test'
import { currentStack, expect } from './fixtures'

/** A message as the SMTP sink beside the e2e server keeps it (tests/support/smtp-sink-server.ts). */
export interface Email {
  envelope: { to: string[] }
  headers: Record<string, string>
  text: string
  parts: { headers: Record<string, string>; text: string }[]
}

/** Every email sent to `address` so far, oldest first. */
export async function emailsFor(page: Page, address: string): Promise<Email[]> {
  const emails = (await (await page.request.get(`${currentStack().mailboxURL}/messages`)).json()) as Email[]
  return emails.filter((email) => email.envelope.to.includes(address))
}

/** The `count`th email to `address` (1 = the first), waiting up to 15 s for the job queue to send it. */
export async function nthEmailFor(page: Page, address: string, count = 1): Promise<Email> {
  await expect
    .poll(async () => (await emailsFor(page, address)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count)
  return (await emailsFor(page, address))[count - 1]!
}

/** The lead email whose Reply-To names `replyTo`, waiting up to 15 s for the job queue to send it. */
export async function emailTo(page: Page, replyTo: string): Promise<Email> {
  let found: Email | undefined
  await expect
    .poll(
      async () => {
        const emails = (await (
          await page.request.get(`${currentStack().mailboxURL}/messages`)
        ).json()) as Email[]
        found = emails.find((email) => email.headers['reply-to']?.includes(replyTo))
        return Boolean(found)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found!
}
