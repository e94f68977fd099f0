import type { Trpc } from '@/web/lib/trpc'
import type { Suggestion } from '@/web/components/layout/not-found-help'

/** Words too common to tell articles apart. */
const COMMON = new Set(['with', 'from', 'that', 'this', 'your', 'what', 'when', 'where', 'about', 'into'])

/**
 * The searches a mistyped article slug is turned into: its three longest distinctive words, each looked up
 * alone with the blog list's search (title, excerpt and body, case-insensitive). A typo spoils one word, not
 * the others, so an article sharing the remaining words is still found.
 */
export function articleSuggestionQueries(trpc: Trpc, slug: string) {
  const words = [...new Set(slug.toLowerCase().split(/[^a-z0-9]+/))]
    .filter((word) => word.length >= 4 && !COMMON.has(word))
    .sort((a, b) => b.length - a.length)
    .slice(0, 3)
  return words.map((word) => trpc.blog.list.queryOptions({ search: word, limit: 5 }))
}

/** Articles ranked by how many of the slug's words found them; the best three. */
export function rankArticleSuggestions(
  results: readonly ({ items: readonly { slug: string; title: string }[] } | undefined)[],
): Suggestion[] {
  const hits = new Map<string, { title: string; count: number; first: number }>()
  results.forEach((result, resultIndex) =>
    result?.items.forEach((article, index) => {
      const seen = hits.get(article.slug)
      if (seen) seen.count += 1
      else hits.set(article.slug, { title: article.title, count: 1, first: resultIndex * 100 + index })
    }),
  )
  return [...hits.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .slice(0, 3)
    .map(([slug, { title }]) => ({ label: title, href: `/blog/${encodeURIComponent(slug)}` }))
}
