import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { asCookie, jsonRequest } from '@/server/features/blog/blog.test-helpers'
import { defaultTermsCopy } from '@/shared/site-copy/terms-copy.defaults'
import { POLICIES_REVIEWED } from '@/shared/site-copy/legal-copy.schema'
import { formatLongDate } from '@/shared/us-format'

/**
 * The terms of service as staff's markdown (issue 36 point 1, ADR 0155): rendered and sanitized by the server
 * with the articles' renderer, so a script or a javascript: link never reaches the page.
 */
const t = useTestApp()
let editor: { user: CurrentUser; cookie: string }

beforeAll(async () => {
  editor = await t.current.signIn({ role: 'editor' })
})

const put = (body: unknown) =>
  t.current.request('/api/site/pages/terms', jsonRequest('PUT', body, editor.cookie))
const termsHtml = async () => {
  const response = await t.current.request('/terms')
  expect(response.status).toBe(200)
  return response.text()
}
const shownTerms = async () =>
  (
    (await (await t.current.request('/api/site/pages/terms')).json()) as {
      data: { html: string; updated: string }
    }
  ).data
const shown = async () => (await shownTerms()).html

describe('the terms', () => {
  it('show the demo markdown as HTML, its sections as headings and its slots filled', async () => {
    const html = await termsHtml()
    expect(html).toContain('<h2>Using the site</h2>')
    expect(html).toContain('<a href="/brand-matching">campus matching tool</a>')
    expect(html).toContain('These terms cover your use of the CampusPulse website')
    expect(defaultTermsCopy.markdown).toContain('{brand}')
    expect(html).not.toContain('{brand}')
    // Never saved: the date of the code's last review of the wording.
    expect((await shownTerms()).updated).toBe(formatLongDate(POLICIES_REVIEWED))
  })

  it('show staff’s markdown after a save, sanitized like an article', async () => {
    const markdown = [
      'Short terms for **{brand}**.',
      '## Be kind',
      '<script>alert(1)</script>[a link](javascript:alert(1)) <img src=x onerror="alert(2)">',
    ].join('\n\n')
    const saved = await put({ copy: { markdown }, expectedVersion: 0 })
    expect(saved.status).toBe(200)
    const html = await shown()
    expect(html).toContain('<strong>CampusPulse</strong>')
    expect(html).toContain('<h2>Be kind</h2>')
    expect(html).not.toContain('<script')
    // The refused link stays as its words; no address runs script.
    expect(html).not.toMatch(/href="javascript:/i)
    expect(html).not.toContain('onerror')
    const staff = await t.current.request('/api/site/pages/terms/staff', asCookie(editor.cookie))
    const { updatedAt } = ((await staff.json()) as { data: { updatedAt: string } }).data
    // Saved after the code's review: the page dates itself by the save.
    expect(new Date(updatedAt) > new Date(POLICIES_REVIEWED)).toBe(true)
    expect((await shownTerms()).updated).toBe(formatLongDate(updatedAt))
    const page = await termsHtml()
    expect(page).toContain(`Last updated <!-- -->${formatLongDate(updatedAt)}`)
    expect(page).toContain('<h2>Be kind</h2>')
    expect(page).not.toContain('Using the site')
  })

  it('refuse empty markdown and a slot the page cannot fill with 400 naming the field', async () => {
    for (const markdown of ['  ', 'Terms of {figure.nope}']) {
      const answer = await put({ copy: { markdown }, expectedVersion: 1 })
      expect(answer.status, markdown).toBe(400)
      expect(((await answer.json()) as { fields: Record<string, string> }).fields).toHaveProperty([
        'copy.markdown',
      ])
    }
  })
})
