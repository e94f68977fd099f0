import sanitize from 'sanitize-html'

/** Video hosts whose embeds articles may carry (decision D10); any other iframe is dropped. */
const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.loom.com']

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

/**
 * Heading ids survive only in the plain anchor form authors write (`why-it-works`). Free-form ids could shadow
 * the page's own globals (DOM clobbering: `<h2 id="plausible">` becomes `window.plausible`) or its own ids.
 */
const headingIds: sanitize.Transformer = (tagName, attribs) => {
  const { id, ...rest } = attribs
  return { tagName, attribs: id && /^[a-z][a-z0-9-]{0,63}$/.test(id) ? { ...rest, id } : rest }
}

const options: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'iframe',
    'del',
    'ins',
    'sup',
    'sub',
    'details',
    'summary',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'type', 'media'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    th: ['align', 'scope'],
    td: ['align'],
    // Anchors for "jump to section" links; other elements get no id (see headingIds).
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
  },
  // Only code blocks keep a class (markdown's language-*): content must not borrow the site's utility classes
  // to restyle or overlay the page around it.
  allowedClasses: { code: ['language-*'] },
  // No javascript:, data: or vbscript: anywhere; images may also be relative; embeds only over HTTPS.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  // Links that leave the site cannot reach back through window.opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, headingIds])),
  },
  // An iframe whose source was refused is dropped whole rather than left empty.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  // Dropped elements take their text with them when it is code, never a half-tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
}

/**
 * The one sanitizer for HTML that reaches pages from content (decision D10): rendered markdown of articles and
 * FAQ answers. Leaves formatting, links, images and allow-listed video embeds; removes scripts, event handlers,
 * styles, forms, SVG, classes and free-form ids, and every URL scheme but http(s), mailto and tel.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options)
}
