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

  describe('images', () => {
    const id = '0123456789abcdef0123456789abcdef'
    const uploaded = `/images/uploads/${id}-1600x840.webp`
    const variants =
      `/images/uploads/${id}-480x252.webp 480w, /images/uploads/${id}-960x504.webp 960w, ` +
      `${uploaded} 1600w`

    it('makes an image with a caption alone in its paragraph a figure, not a figure inside a <p>', () => {
      expect(
        renderMarkdown('Before.\n\n![A street team](/images/blog/team.svg "Welcome week")\n\nAfter.'),
      ).toBe(
        '<p>Before.</p>\n' +
          '<figure><img src="/images/blog/team.svg" alt="A street team" loading="lazy" />' +
          '<figcaption>Welcome week</figcaption></figure>\n' +
          '<p>After.</p>\n',
      )
    })

    it('leaves an image without a caption, or with text beside it, a plain image with its alt', () => {
      expect(renderMarkdown('![A street team](/images/blog/team.svg)')).toBe(
        '<p><img src="/images/blog/team.svg" alt="A street team" loading="lazy" /></p>\n',
      )
      expect(renderMarkdown('See ![A street team](/images/blog/team.svg "Welcome week") here')).toBe(
        '<p>See <img src="/images/blog/team.svg" alt="A street team" title="Welcome week" loading="lazy" /> here</p>\n',
      )
    })

    it('keeps the empty alt of a decorative image, with or without a caption', () => {
      expect(renderMarkdown('![](/images/blog/team.svg)')).toContain('alt=""')
      expect(renderMarkdown('![](/images/blog/team.svg "Welcome week")')).toBe(
        '<figure><img src="/images/blog/team.svg" alt="" loading="lazy" /><figcaption>Welcome week</figcaption></figure>\n',
      )
    })

    it('gives an uploaded image its variants, sizes, width and height', () => {
      expect(renderMarkdown(`![A street team](${uploaded} "Welcome week")`)).toBe(
        `<figure><img src="${uploaded}" alt="A street team" loading="lazy" srcset="${variants}" ` +
          'sizes="(min-width: 768px) 720px, 100vw" width="1600" height="840" />' +
          '<figcaption>Welcome week</figcaption></figure>\n',
      )
      expect(renderMarkdown(`![A street team](${uploaded})`)).toContain(`srcset="${variants}"`)
    })

    it("gives an image elsewhere, even at a path like an upload's, no variants", () => {
      for (const url of [`https://example.com${uploaded}`, '/images/blog/team.svg']) {
        const html = renderMarkdown(`![A street team](${url} "Welcome week")`)
        expect(html).toContain(`<img src="${url}" alt="A street team" loading="lazy" />`)
        expect(html).not.toMatch(/srcset|sizes|width|height/)
      }
    })

    it('escapes the caption and the alt text', () => {
      const html = renderMarkdown(
        '![Fries & <b>"dip"</b>](/images/blog/team.svg "<script>alert(1)</script> & \\"more\\"")',
      )
      expect(html).toBe(
        '<figure><img src="/images/blog/team.svg" alt="Fries &amp; &lt;b&gt;&quot;dip&quot;&lt;/b&gt;" loading="lazy" />' +
          '<figcaption>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "more"</figcaption></figure>\n',
      )
    })

    it('keeps backslash-escaped characters in the alt text', () => {
      expect(renderMarkdown('![A \\[poster\\] with \\*stars\\*](/a.png)')).toBe(
        '<p><img src="/a.png" alt="A [poster] with *stars*" loading="lazy" /></p>\n',
      )
    })

    it('refuses hostile image URLs and keeps nothing executable from a figure', () => {
      expect(renderMarkdown('![x](javascript:alert(1) "caption")')).not.toContain('<img')
      const hostile = renderMarkdown(
        '<figure onclick="alert(1)" style="position:fixed"><img src="/a.png" srcset="javascript:alert(1) 1x" ' +
          'sizes="100vw" onerror="alert(1)"><figcaption onmouseover="alert(1)">c</figcaption></figure>',
      )
      expect(hostile).toBe('<figure><img src="/a.png" sizes="100vw" /><figcaption>c</figcaption></figure>')
      expectNothingExecutable(hostile)
    })
  })

  it('keeps the text of a refused link', () => {
    expect(renderMarkdown('[click me](javascript:alert(1))')).toContain('click me')
  })
})
