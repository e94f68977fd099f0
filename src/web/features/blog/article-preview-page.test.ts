import { describe, expect, it } from 'vitest'
import { previewNotice, utcDateTime } from './article-preview-page'

const expiresAt = new Date('2026-11-30T14:05:00Z')

describe('the preview banner (ADR 0148)', () => {
  it('writes times in UTC, on a 12-hour clock', () => {
    expect(utcDateTime(expiresAt)).toBe('November 30, 2026 at 2:05 PM UTC')
    expect(utcDateTime('2026-12-01T00:00:00Z')).toBe('December 1, 2026 at 12:00 AM UTC')
  })

  it('says whether visitors can read the article, and when the link expires', () => {
    const now = Date.now()
    const draft = { published: false, publishedAt: null }
    const scheduled = { published: true, publishedAt: new Date(now + 86_400_000 * 400) }
    const live = { published: true, publishedAt: new Date(now - 60_000) }
    expect(previewNotice(draft, expiresAt)).toBe(
      'Preview of a draft: visitors cannot see it yet. This link expires November 30, 2026 at 2:05 PM UTC.',
    )
    expect(previewNotice(scheduled, expiresAt)).toMatch(
      /^Preview of a scheduled article: visitors can read it from .+ UTC\. This link expires/,
    )
    expect(previewNotice(live, expiresAt)).toMatch(
      /^This article is published: visitors can read it on the blog\./,
    )
  })
})
