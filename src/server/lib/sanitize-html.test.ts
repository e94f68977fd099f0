import { describe, expect, it } from 'vitest'
import { expectNothingExecutable, htmlPayloads } from '../../../tests/server/xss-corpus'
import { sanitizeHtml } from './sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps the formatting articles and FAQ answers use', () => {
    const html =
      '<h2 id="why">Why</h2><p>Read <a href="https://example.com">this</a> and <strong>that</strong>.</p>' +
      '<ul><li>One</li></ul><img src="https://example.com/a.png" alt="A">'
    expect(sanitizeHtml(html)).toBe(html.replace('alt="A">', 'alt="A" />'))
  })

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<svg onload="alert(1)"><circle /></svg>', ''],
    ['<iframe src="https://evil.example/x"></iframe>', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<form action="https://evil.example"><input name="a"></form>', ''],
    // Tightened for the blog's corpus: plain-HTTP embeds, utility classes and free-form ids are dropped.
    ['<iframe src="http://www.youtube.com/embed/x"></iframe>', ''],
    ['<div class="fixed inset-0 z-50">overlay</div>', '<div>overlay</div>'],
    ['<a id="cookie" name="x">clobber</a>', '<a>clobber</a>'],
    ['<h2 id="Not An Anchor">x</h2>', '<h2>x</h2>'],
    [
      '<img srcset="javascript:alert(1) 1x, https://ok.example/a.png 2x">',
      '<img srcset="https://ok.example/a.png 2x" />',
    ],
  ])('neutralises %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean)
  })

  describe.each(Object.entries(htmlPayloads))('leaves nothing executable: %s', (_technique, payloads) => {
    it.each(payloads)('%s', (payload) => {
      expectNothingExecutable(sanitizeHtml(payload))
      // Wrapped in ordinary content, the payload must not take the content with it or escape it.
      const wrapped = sanitizeHtml(`<p>before</p>${payload}<p>after</p>`)
      expectNothingExecutable(wrapped)
      expect(wrapped.startsWith('<p>before</p>')).toBe(true)
    })
  })

  it('keeps the figures and responsive images articles render (ADR 0149)', () => {
    const figure =
      '<figure><img src="/images/uploads/a-1600x840.webp" alt="" loading="lazy" ' +
      'srcset="/images/uploads/a-480x252.webp 480w, /images/uploads/a-1600x840.webp 1600w" ' +
      'sizes="(min-width: 768px) 720px, 100vw" width="1600" height="840" />' +
      '<figcaption>Welcome week</figcaption></figure>'
    expect(sanitizeHtml(figure)).toBe(figure)
  })

  it.each([
    ['<img src="/a.png" srcset="javascript:alert(1) 480w">', '<img src="/a.png" />'],
    [
      '<img src="/a.png" srcset="data:image/png;base64,iVBORw0KGgo= 1x, /b.png 2x">',
      '<img src="/a.png" srcset="/b.png 2x" />',
    ],
    ['<img src="/a.png" srcset="//evil.example/a.png 1x">', '<img src="/a.png" />'],
    [
      '<img src="/a.png" sizes="&quot;><script>alert(1)</script>">',
      '<img src="/a.png" sizes="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    ],
    [
      '<img src="/a.png" width="1" height="1" onload="alert(1)">',
      '<img src="/a.png" width="1" height="1" />',
    ],
    [
      '<figure onclick="alert(1)" class="fixed" id="x"><figcaption style="x" onfocus="alert(1)">c</figcaption></figure>',
      '<figure><figcaption>c</figcaption></figure>',
    ],
    ['<figcaption><script>alert(1)</script>c</figcaption>', '<figcaption>c</figcaption>'],
  ])('neutralises hostile figures and image attributes: %s', (dirty, clean) => {
    const html = sanitizeHtml(dirty)
    expect(html).toBe(clean)
    expectNothingExecutable(html)
  })

  it('keeps embeds from allow-listed video hosts only', () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/abc" title="Demo"></iframe>'
    expect(sanitizeHtml(youtube)).toBe(youtube)
  })

  it('keeps the language class markdown puts on code blocks', () => {
    const code = '<pre><code class="language-ts">const a = 1</code></pre>'
    expect(sanitizeHtml(code)).toBe(code)
  })

  it('adds noopener to links that open a new window', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})

describe('the XSS corpus checker', () => {
  it('flags every payload before sanitizing, so passing it means something', () => {
    const unflagged = Object.values(htmlPayloads)
      .flat()
      .filter((payload) => {
        try {
          expectNothingExecutable(payload)
          return true
        } catch {
          return false
        }
      })
    expect(unflagged).toEqual([])
  })
})
