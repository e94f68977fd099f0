/** Characters of content shown on a card when an article has no excerpt (product §9). */
export const EXCERPT_FALLBACK_LENGTH = 120

/** Words a reader gets through in a minute of reading on screen. */
export const WORDS_PER_MINUTE = 200

/**
 * Markdown as a reader sees it, on one line: no markup, HTML tags, image syntax or link targets. Good enough for
 * card previews, descriptions and word counts; the article itself is rendered by markdown-it on the server.
 */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*([-*_]\s*){3,}$/gm, ' ')
    .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The spec's truncate: cut to the limit and append an ellipsis; text within the limit is left as is. */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text
  return `${text.slice(0, limit).trimEnd()}...`
}

/** What a card or a description shows: the excerpt, or else the first 120 characters of the content. */
export function articleSummary(article: { excerpt?: string | null; content: string }): string {
  const excerpt = article.excerpt?.trim()
  return excerpt || truncate(plainTextOf(article.content), EXCERPT_FALLBACK_LENGTH)
}

/** Whole minutes to read the content at 200 words a minute; at least one. */
export function readingMinutes(markdown: string): number {
  const words = plainTextOf(markdown).split(' ').filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/**
 * The byline: the author's display name (issue 16), which staff choose on /staff/profile. It replaces the spec's
 * rule (full name when both names exist, otherwise the username), which the migration used to fill it in.
 */
export function authorName(author: { displayName: string }): string {
  return author.displayName
}
