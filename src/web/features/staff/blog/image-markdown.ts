/**
 * The markdown the editor's Insert image writes (ADR 0149): `![alt](url "caption")`, the caption carried as the
 * image's title, on a paragraph of its own so it renders as a figure.
 */

/** Text on one line: a newline in the alt or the caption would end the image's paragraph. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Alt text goes between `[` and `]` and is read as inline markdown: brackets, backslashes and the characters
 * that start emphasis, code or HTML are escaped, so the alt says exactly what was typed.
 */
const escapeAlt = (alt: string) => oneLine(alt).replace(/[\\[\]*_`<>]/g, '\\$&')

/** The caption is a quoted title: only backslashes, quotes and what would read as an entity (`&amp;`) matter. */
const escapeCaption = (caption: string) =>
  oneLine(caption)
    .replace(/[\\"]/g, '\\$&')
    .replace(/&(?=#?[a-z0-9]+;)/gi, '\\&')

export function imageMarkdown({ url, alt, caption }: { url: string; alt: string; caption: string }): string {
  const title = oneLine(caption) ? ` "${escapeCaption(caption)}"` : ''
  return `![${escapeAlt(alt)}](${url}${title})`
}

/**
 * `text` with `block` inserted at `at` as a paragraph of its own: a blank line before it (unless it starts the
 * text) and after it, adding only the newlines that are not there yet. Text after the cursor moves below the
 * block. Returns the new text and where the cursor goes: past the block and the blank line after it, where the
 * next paragraph starts.
 */
export function insertBlock(text: string, at: number, block: string): { text: string; cursor: number } {
  const before = text.slice(0, at)
  const after = text.slice(at)
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n'
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n'
  return {
    text: `${before}${lead}${block}${trail}${after}`,
    cursor: before.length + lead.length + block.length + '\n\n'.length,
  }
}
