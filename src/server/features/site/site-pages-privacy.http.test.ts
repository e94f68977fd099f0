import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { asCookie, jsonRequest } from '@/server/features/blog/blog.test-helpers'
import { defaultPrivacyCopy } from '@/shared/site-copy/privacy-copy.defaults'
import type { ShownPrivacyCopy } from '@/shared/site-copy/privacy-copy.schema'
import { POLICIES_REVIEWED } from '@/shared/site-copy/legal-copy.schema'
import { formatLongDate } from '@/shared/us-format'

/**
 * The privacy policy (issue 36 points 1 and 5, ADR 0156): staff edit its prose as markdown, sanitized like an
 * article, while what the installation stores, for how long and how erasure works is written by the code from
 * the configuration at `{privacy.facts}`: no save can remove it, reword it or hide it.
 */
const t = useTestApp({ LEAD_RETENTION_DAYS: '400', SESSION_IDLE_MINUTES: '45', AUDIT_RETENTION_DAYS: '90' })
let editor: { user: CurrentUser; cookie: string }

beforeAll(async () => {
  editor = await t.current.signIn({ role: 'editor' })
})

const put = (markdown: string, expectedVersion: number) =>
  t.current.request(
    '/api/site/pages/privacy',
    jsonRequest('PUT', { copy: { markdown }, expectedVersion }, editor.cookie),
  )
const privacyHtml = async () => {
  const response = await t.current.request('/privacy')
  expect(response.status).toBe(200)
  return response.text()
}
const shown = async () =>
  ((await (await t.current.request('/api/site/pages/privacy')).json()) as { data: ShownPrivacyCopy }).data
const staffVersion = async () =>
  (
    (await (await t.current.request('/api/site/pages/privacy/staff', asCookie(editor.cookie))).json()) as {
      data: { version: number; copy: { markdown: string }; updatedAt: string }
    }
  ).data

/** The page's words, without its tags (React separates a text's parts with comments). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

/** What the configuration makes the page state, whatever the prose says. */
const GENERATED = [
  'Each submission and booked call is kept for 400 days after its last activity',
  'after 45 minutes without use',
  'each entry is deleted after 90 days',
  'To limit how many messages one address sends: your IP address, kept for up to 1 hour.',
  'Erasing what we hold Erasing removes, at once and everywhere on this site, every submission',
]
/** Fails with the missing sentence, not the whole page. */
const expectFacts = (html: string) => {
  const text = textOf(html)
  expect(GENERATED.filter((fact) => !text.includes(fact))).toEqual([])
  expect(html).toContain('data-counter="contact:submissions"')
}

describe('the privacy policy', () => {
  it('shows the demo prose around the facts written from the configuration, its slots filled', async () => {
    expect(defaultPrivacyCopy.markdown).toContain('{brand}')
    const copy = await shown()
    expect(copy.beforeFacts).toContain('<p>CampusPulse is a website for brands')
    expect(copy.afterFacts).toContain('<h2>Your choices and rights</h2>')
    expect(JSON.stringify(copy)).not.toMatch(/\{brand\}|\{privacy\.facts\}/)
    expect(copy.updated).toBe(formatLongDate(POLICIES_REVIEWED))
    const html = await privacyHtml()
    expectFacts(html)
    // The prose's halves sit on either side of the facts.
    const [intro, facts, rights] = [
      html.indexOf('is a website for brands'),
      html.indexOf('data-privacy-facts'),
      html.indexOf('<h2>Your choices and rights</h2>'),
    ]
    expect(intro).toBeGreaterThan(0)
    expect(facts).toBeGreaterThan(intro)
    expect(rights).toBeGreaterThan(facts)
  })

  it('shows staff’s prose after a save, sanitized like an article, with the facts still from the configuration', async () => {
    const markdown = [
      'A short policy for **{brand}**.',
      '<script>alert(1)</script>[a link](javascript:alert(1)) <img src=x onerror="alert(2)">',
      '{privacy.facts}',
      '## Ask us anything',
    ].join('\n\n')
    expect((await put(markdown, 0)).status).toBe(200)
    const copy = await shown()
    expect(copy.beforeFacts).toContain('<strong>CampusPulse</strong>')
    expect(copy.afterFacts).toBe('<h2>Ask us anything</h2>\n')
    const all = copy.beforeFacts + copy.afterFacts
    expect(all).not.toContain('<script')
    expect(all).not.toMatch(/href="javascript:/i)
    expect(all).not.toContain('onerror')
    // The date at the top is the save's, which is later than the code's review.
    expect(copy.updated).toBe(formatLongDate((await staffVersion()).updatedAt))
    expect(new Date((await staffVersion()).updatedAt) > new Date(POLICIES_REVIEWED)).toBe(true)
    const html = await privacyHtml()
    expect(textOf(html)).toContain(`Last updated ${copy.updated}`)
    expect(html).toContain('<h2>Ask us anything</h2>')
    expect(html).not.toContain('Your choices and rights')
    expectFacts(html)
  })

  it('refuses a save that drops the facts, repeats them or writes them inside a line, with 400 naming the field', async () => {
    const { version, copy } = await staffVersion()
    for (const markdown of [
      'We store nothing at all.',
      'Before\n\n{privacy.facts}\n\nand again\n\n{privacy.facts}',
      'See {privacy.facts} here.',
    ]) {
      const answer = await put(markdown, version)
      expect(answer.status, markdown).toBe(400)
      const body = (await answer.json()) as { fields: Record<string, string> }
      expect(body.fields['copy.markdown'], markdown).toContain('{privacy.facts}')
    }
    // Nothing was lost: the saved prose and the facts are as they were.
    expect((await staffVersion()).copy.markdown).toBe(copy.markdown)
    expectFacts(await privacyHtml())
  })

  it('keeps the facts on the page when the prose before them opens a comment, a fence or a tag', async () => {
    const { version } = await staffVersion()
    const markdown = [
      'Intro.',
      '<!-- hide what follows',
      '```',
      '<div hidden>',
      '{privacy.facts}',
      'The end.',
    ].join('\n\n')
    expect((await put(markdown, version)).status).toBe(200)
    const html = await privacyHtml()
    expectFacts(html)
    expect(html).toContain('<p>The end.</p>')
  })

  it('keeps a revision of each save with the prose it wrote', async () => {
    const answer = await t.current.request('/api/site/revisions/page/privacy', asCookie(editor.cookie))
    expect(answer.status).toBe(200)
    const revisions = ((await answer.json()) as { data: { version: number }[] }).data
    expect(revisions.map((revision) => revision.version)).toEqual([2, 1])
  })
})
