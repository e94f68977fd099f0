import MarkdownIt from 'markdown-it'
import { sanitizeHtml } from '@/server/lib/sanitize-html'

/**
 * Article markdown → safe HTML (decision D10): raw HTML allowed, bare URLs become links, typographic quotes and
 * dashes; then the shared sanitizer removes anything executable. Runs on the server only, so neither library
 * reaches a browser bundle.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true })

// Images in articles load lazily and decode off the main thread: long posts stay quick to open.
const renderImage = markdown.renderer.rules.image!
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index]!.attrSet('loading', 'lazy')
  return renderImage(tokens, index, options, env, self)
}

export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source))
}
