import MarkdownIt, { type StateCore } from 'markdown-it'
import { responsiveImageOf } from '@/shared/media/uploaded-image'
import { sanitizeHtml } from '@/server/lib/sanitize-html'

/**
 * Article markdown → safe HTML (decision D10): raw HTML allowed, bare URLs become links, typographic quotes and
 * dashes; then the shared sanitizer removes anything executable. Runs on the server only, so neither library
 * reaches a browser bundle.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true })

/**
 * How wide an image in the article column is drawn, for the browser's choice among an upload's variants: the
 * article page's column (max-w-3xl less its padding), as for its featured image.
 */
const ARTICLE_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw'

/**
 * An image with a title alone in its paragraph is a figure, its title the caption (ADR 0149): `![alt](url
 * "caption")` on a line of its own. The paragraph becomes the <figure> (a figure may not sit inside a <p>), and
 * the image renders its <figcaption> after it.
 */
function figuresOfCaptionedImages(state: StateCore) {
  const tokens = state.tokens
  for (let index = 1; index + 1 < tokens.length; index++) {
    const [open, inline, close] = [tokens[index - 1]!, tokens[index]!, tokens[index + 1]!]
    if (open.type !== 'paragraph_open' || inline.type !== 'inline' || close.type !== 'paragraph_close')
      continue
    const image = inline.children?.length === 1 ? inline.children[0]! : null
    const caption = image?.type === 'image' ? image.attrGet('title') : null
    if (!image || !caption) continue
    // Hidden paragraphs (in tight lists) print no tag; a figure always does.
    for (const [token, type] of [
      [open, 'figure_open'],
      [close, 'figure_close'],
    ] as const) {
      token.type = type
      token.tag = 'figure'
      token.hidden = false
    }
    image.meta = { ...(image.meta as object | null), caption }
  }
}
markdown.core.ruler.push('figures', figuresOfCaptionedImages)

/**
 * A backslash-escaped character in alt text (`![A \[poster\]](…)`) is kept. markdown-it's text_join turns
 * escaped characters into text only in a paragraph's own tokens, not in an image's alt tokens, and the alt renderer
 * skips what is left: the `[` of `\[` was dropped from the alt.
 */
function escapedCharactersInAltText(state: StateCore) {
  for (const block of state.tokens) {
    for (const token of block.children ?? []) {
      if (token.type !== 'image') continue
      for (const child of token.children ?? []) if (child.type === 'text_special') child.type = 'text'
    }
  }
}
markdown.core.ruler.push('alt_text_escapes', escapedCharactersInAltText)

// Images in articles load lazily: long posts stay quick to open. An uploaded
// image (ADR 0043) brings its variants and size, as the featured image does, so the browser picks the smallest
// file and reserves the space before it loads.
const renderImage = markdown.renderer.rules.image!
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const image = tokens[index]!
  image.attrSet('loading', 'lazy')
  const responsive = responsiveImageOf(image.attrGet('src') ?? '')
  if (responsive.srcSet && responsive.width && responsive.height) {
    image.attrSet('srcset', responsive.srcSet)
    image.attrSet('sizes', ARTICLE_IMAGE_SIZES)
    image.attrSet('width', String(responsive.width))
    image.attrSet('height', String(responsive.height))
  }
  const caption = (image.meta as { caption?: string } | null)?.caption
  if (!caption) return renderImage(tokens, index, options, env, self)
  // The caption is on the page: a title as well would be read twice and shown again as a tooltip.
  image.attrs = image.attrs?.filter(([name]) => name !== 'title') ?? null
  const figcaption = `<figcaption>${markdown.utils.escapeHtml(caption)}</figcaption>`
  return renderImage(tokens, index, options, env, self) + figcaption
}

export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source))
}

/**
 * Short page copy in markdown (a FAQ's answer, ADR 0155) → safe HTML: emphasis, links and lists, but no raw HTML
 * (a `<` is text: the brand or a figure put in a slot can never become markup) and quotes kept as written.
 */
const copyMarkdown = new MarkdownIt({ html: false, linkify: false, typographer: false })

export function renderCopyMarkdown(source: string): string {
  return sanitizeHtml(copyMarkdown.render(source).trim())
}
