import { describe, expect, it } from 'vitest'
import { parseConfig } from '@/server/config'
import { adminLinkOf, leadEmail, senderOf } from './lead-email'
import { leadNotificationsEnabled } from './lead-notifications'

describe('lead notification settings', () => {
  it('are off by default, and on only with both SMTP_URL and NOTIFY_EMAILS', () => {
    expect(leadNotificationsEnabled(parseConfig({}))).toBe(false)
    expect(leadNotificationsEnabled(parseConfig({ SMTP_URL: 'smtp://mail:25' }))).toBe(false)
    expect(leadNotificationsEnabled(parseConfig({ NOTIFY_EMAILS: 'a@example.com' }))).toBe(false)
    expect(
      leadNotificationsEnabled(parseConfig({ SMTP_URL: 'smtp://mail:25', NOTIFY_EMAILS: 'a@example.com' })),
    ).toBe(true)
  })

  it('read NOTIFY_EMAILS as a comma-separated list and accept smtp:// and smtps:// with credentials', () => {
    const config = parseConfig({
      SMTP_URL: 'smtps://user:p%40ss@smtp.example.com:465',
      NOTIFY_EMAILS: ' sales@example.com, ,owner@example.com ',
    })
    expect(config.NOTIFY_EMAILS).toEqual(['sales@example.com', 'owner@example.com'])
    expect(config.SMTP_URL).toBe('smtps://user:p%40ss@smtp.example.com:465')
  })

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL/],
    [{ SMTP_URL: 'smtp://mail.example.com/path' }, /SMTP_URL/],
    [{ NOTIFY_EMAILS: 'sales@example.com, not-an-address' }, /NOTIFY_EMAILS/],
    [{ NOTIFY_FROM: 'Sales <sales@example.com>\r\nBcc: x@example.com' }, /NOTIFY_FROM/],
  ])('refuse %o', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message)
  })
})

describe('the lead email', () => {
  const config = parseConfig({
    BRAND_NAME: 'Campus Co',
    PUBLIC_URL: 'https://campus.example.com/',
    NOTIFY_EMAILS: 'sales@example.com',
  })
  const lead = {
    id: 41,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    jobTitle: 'CMO',
    company: 'Engines',
    message: null,
    source: 'contact' as const,
    createdAt: new Date('2026-11-24T15:04:00Z'),
  }

  it('comes from the brand at no-reply@ the public host, unless NOTIFY_FROM says otherwise', () => {
    expect(senderOf(config)).toEqual({ name: 'Campus Co', address: 'no-reply@campus.example.com' })
    expect(senderOf({ ...config, NOTIFY_FROM: '"Leads Bot" <leads@example.com>' })).toEqual({
      name: 'Leads Bot',
      address: 'leads@example.com',
    })
    expect(senderOf({ ...config, NOTIFY_FROM: 'leads@example.com' })).toEqual({
      name: '',
      address: 'leads@example.com',
    })
  })

  it('links to the lead on /admin, says when no message was left, and keeps one Message-ID per lead', () => {
    const email = leadEmail(lead, config)
    expect(adminLinkOf(config.PUBLIC_URL, 41)).toBe('https://campus.example.com/admin?lead=41')
    expect(email.text).toContain('https://campus.example.com/admin?lead=41')
    expect(email.text).toContain('Message:\n(none)')
    expect(email.text).toContain('Submitted: 2026-11-24 15:04 UTC')
    expect(email.replyTo).toEqual({ name: 'Ada Lovelace', address: 'ada@example.com' })
    expect(email.messageId).toBe(leadEmail(lead, config).messageId)
    expect(email.messageId).toMatch(/^<lead-41-\d+@campus\.example\.com>$/)
  })

  it('says when a booked call is, on the office clock and in UTC, and which school page it came from', () => {
    const email = leadEmail(
      {
        ...lead,
        source: 'call-request',
        message: 'Three campuses in Texas',
        callStartsAt: new Date('2026-03-09T13:00:00Z'),
        school: { name: 'Watts School of Nursing' },
      },
      config,
    )
    expect(email.subject).toBe('New call booked: Ada Lovelace (Engines)')
    expect(email.text).toContain(
      'Call booked for: Monday, March 9, 2026 at 9:00 AM Eastern Time (2026-03-09 13:00 UTC)',
    )
    expect(email.text).toContain('School: Watts School of Nursing')
    expect(email.text).toContain('Note:\nThree campuses in Texas')
  })
})
