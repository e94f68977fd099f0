import { describe, expect, it } from 'vitest'
import { articleSummary, authorName, plainTextOf, readingMinutes, truncate } from './text'

describe('plainTextOf', () => {
  it('drops markdown and HTML markup but keeps the words', () => {
    const markdown = [
      '## Why it *works*',
      '',
      'Read **the guide** and [our checklist](https://example.com/x) first.',
      '',
      '- one',
      '1. two',
      '> quoted',
      '![Chart](/images/blog/chart.svg)',
      '<div class="x">html</div>',
      '```js',
      'const hidden = true',
      '```',
    ].join('\n')
    expect(plainTextOf(markdown)).toBe(
      'Why it works Read the guide and our checklist first. one two quoted html',
    )
  })

  it('drops scripts and styles with their text', () => {
    expect(plainTextOf('Before <script>alert(1)</script> <STYLE>p{}</STYLE> after')).toBe('Before after')
  })
})

describe('truncate', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncate('short', 120)).toBe('short')
    expect(truncate('x'.repeat(120), 120)).toBe('x'.repeat(120))
  })

  it('cuts to the limit and appends an ellipsis', () => {
    expect(truncate('abcdef', 3)).toBe('abc...')
    expect(truncate('ab cdef', 3)).toBe('ab...')
  })
})

describe('articleSummary (excerpt fallback)', () => {
  const content = `# Heading\n\n${'Campus marketing works when it is useful. '.repeat(10)}`

  it('uses the excerpt when there is one', () => {
    expect(articleSummary({ excerpt: 'A short excerpt.', content })).toBe('A short excerpt.')
  })

  it.each([null, undefined, '', '   '])(
    'falls back to the first 120 characters of content (excerpt %o)',
    (excerpt) => {
      const summary = articleSummary({ excerpt, content })
      expect(summary.endsWith('...')).toBe(true)
      expect(summary.slice(0, -3)).toBe(plainTextOf(content).slice(0, 120).trimEnd())
      expect(summary.startsWith('Heading Campus marketing works')).toBe(true)
    },
  )

  it('shows short content whole, without an ellipsis', () => {
    expect(articleSummary({ excerpt: null, content: 'Just **twenty** characters here.' })).toBe(
      'Just twenty characters here.',
    )
  })
})

describe('readingMinutes', () => {
  it('is at least one minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('a few words')).toBe(1)
  })

  it('rounds up at 200 words a minute', () => {
    expect(readingMinutes('word '.repeat(200))).toBe(1)
    expect(readingMinutes('word '.repeat(201))).toBe(2)
    expect(readingMinutes('word '.repeat(1000))).toBe(5)
  })

  it('does not count markup or link targets as words', () => {
    const links = '[a](https://example.com/a/very/long/path) '.repeat(200)
    expect(readingMinutes(links)).toBe(1)
  })
})

describe('authorName', () => {
  it('is the display name, whatever the login name and the other names', () => {
    expect(
      authorName({ displayName: 'Jane D.', username: 'jdoe', firstName: 'Jane', lastName: 'Doe' } as never),
    ).toBe('Jane D.')
  })
})
