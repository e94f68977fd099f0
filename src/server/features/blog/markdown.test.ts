import { describe, expect, it } from 'vitest'
import { expectNothingExecutable, htmlPayloads, markdownPayloads } from '../../../../tests/server/xss-corpus'
import { renderMarkdown } from './markdown'

describe('renderMarkdown', () => {
  it('renders headings, lists, links, images and code', () => {
    const html = renderMarkdown(
      [
        '## Plan the week',
        '',
        '- Book the quad',
        '- Brief the team',
        '',
        'See [the guide](https://example.com/guide).',
        '',
        '![Calendar](/images/blog/calendar.svg)',
        '',
        '```ts',
        'const reach = 1',
        '```',
      ].join('\n'),
    )
    expect(html).toContain('<h2>Plan the week</h2>')
    expect(html).toContain('<ul>\n<li>Book the quad</li>\n<li>Brief the team</li>\n</ul>')
    expect(html).toContain('<a href="https://example.com/guide">the guide</a>')
    expect(html).toContain('<img src="/images/blog/calendar.svg" alt="Calendar" loading="lazy" />')
    expect(html).toContain('<pre><code class="language-ts">const reach = 1\n</code></pre>')
  })

  it('allows raw HTML that is safe', () => {
    expect(renderMarkdown('<details><summary>More</summary>\n\nHidden *text*\n\n</details>')).toContain(
      '<details><summary>More</summary>',
    )
    expect(renderMarkdown('H<sub>2</sub>O')).toBe('<p>H<sub>2</sub>O</p>\n')
  })

  it('turns bare URLs into links (linkify)', () => {
    expect(renderMarkdown('Visit https://example.com today')).toBe(
      '<p>Visit <a href="https://example.com">https://example.com</a> today</p>\n',
    )
  })

  it('applies typographic replacements', () => {
    expect(renderMarkdown('"Campus" -- it\'s (c) 2026...')).toBe('<p>“Campus” – it’s © 2026…</p>\n')
  })

  describe.each(Object.entries(htmlPayloads))(
    'raw HTML payloads leave nothing executable: %s',
    (_t, payloads) => {
      it.each(payloads)('%s', (payload) => {
        expectNothingExecutable(renderMarkdown(payload))
        expectNothingExecutable(renderMarkdown(`Some text\n\n${payload}\n\nMore text`))
      })
    },
  )

  it.each(markdownPayloads)('markdown payload %s leaves nothing executable', (payload) => {
    expectNothingExecutable(renderMarkdown(payload))
  })

  it('keeps the text of a refused link', () => {
    expect(renderMarkdown('[click me](javascript:alert(1))')).toContain('click me')
  })
})
