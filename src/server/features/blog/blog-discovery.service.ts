import type { FilterQuery } from '@mikro-orm/core'
import type { Article } from '@/shared/blog/article.schema'
import type { BlogTagListItem } from '@/shared/blog/taxonomy.schema'
import type { Em } from '@/server/db/orm'
import { ARTICLE_POPULATE, toArticle } from './blog-article.dto'
import { BlogArticleEntity, type BlogArticle } from './blog-article.entity'

/**
 * How readers find articles beyond the list (issue 18, ADR 0044): typo-tolerant search, related articles and
 * the tag list with counts. Only published articles whose date has come ever count or appear.
 */

const MAX_TOKENS = 8
/** Trigram similarity a known word needs to stand for a mistyped one ("ambasador" ~ "ambassador": 0.75). */
const TYPO_SIMILARITY = 0.5
const ALTERNATIVES = 3

/** Escapes LIKE wildcards so a search for "100%" means the text "100%". */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

const liveSql = `a.published = true and a.published_at <= ?`

/**
 * The search as a filter: the text as typed occurs in the title, excerpt or content (as before, wildcards
 * literal), or, when some of its words are mistyped, the text with each such word replaced by the known word it
 * most resembles (for a one-word search, any of its three closest). A word of four letters or more that begins
 * no known word is looked up in blog_search_words (pg_trgm `%` through its trigram index, then similarity
 * ≥ 0.5), as the directory does.
 */
export async function searchFilter(em: Em, search: string): Promise<FilterQuery<BlogArticle> | undefined> {
  const tokens = search.split(/\s+/).filter(Boolean)
  if (tokens.length === 0) return undefined
  const corrections = await correctionsOf(em, tokens.slice(0, MAX_TOKENS))
  const phrases = [tokens.join(' ')]
  if (corrections.size && tokens.length === 1) phrases.push(...corrections.get(tokens[0]!.toLowerCase())!)
  else if (corrections.size)
    phrases.push(tokens.map((token) => corrections.get(token.toLowerCase())?.[0] ?? token).join(' '))
  return {
    $or: phrases.flatMap((phrase) => {
      const pattern = containing(phrase)
      return [
        { title: { $ilike: pattern } },
        { excerpt: { $ilike: pattern } },
        { content: { $ilike: pattern } },
      ]
    }),
  }
}

async function correctionsOf(em: Em, tokens: string[]): Promise<Map<string, string[]>> {
  const candidates = [...new Set(tokens.map((token) => token.toLowerCase()))].filter((token) =>
    /^\p{L}{4,}$/u.test(token),
  )
  const corrections = new Map<string, string[]>()
  if (candidates.length === 0) return corrections
  const rows = await em.execute<{ token: string; known: boolean; alternatives: string[] | null }[]>(
    `select t.token,
       exists (select 1 from blog_search_words w where w.word like t.token || '%') as known,
       array(select w.word from blog_search_words w
             where w.word % t.token and similarity(w.word, t.token) >= ?
             order by similarity(w.word, t.token) desc, w.word limit ?) as alternatives
     from unnest(?::text[]) as t(token)`,
    [TYPO_SIMILARITY, ALTERNATIVES, `{${candidates.map((token) => `"${token}"`).join(',')}}`],
  )
  for (const row of rows)
    if (!row.known && row.alternatives?.length) corrections.set(row.token, row.alternatives)
  return corrections
}

/**
 * Up to `limit` other live articles for the end of an article: most shared tags first (two points a tag), then
 * the same category (one point), then the newest. With nothing in common, simply the newest.
 */
export async function relatedArticles(
  em: Em,
  article: Article,
  limit = 3,
  now = new Date(),
): Promise<Article[]> {
  const tagIds = article.tags.map((tag) => tag.id)
  const rows = await em.execute<{ id: number }[]>(
    `select a.id from blog_articles a
     where ${liveSql} and a.id <> ?
     order by (
         2 * (select count(*) from blog_articles_tags t
              where t.article_id = a.id and t.tag_id = any(?::int[]))
       + (case when a.category_id = ? then 1 else 0 end)
     ) desc, a.published_at desc, a.id desc
     limit ?`,
    [now, article.id, `{${tagIds.join(',')}}`, article.category?.id ?? 0, limit],
  )
  const ids = rows.map((row) => Number(row.id))
  if (ids.length === 0) return []
  const found = await em.find(BlogArticleEntity, { id: { $in: ids } }, { populate: ARTICLE_POPULATE })
  const byId = new Map(found.map((entity) => [entity.id, entity]))
  return ids.flatMap((id) => {
    const entity = byId.get(id)
    return entity ? [toArticle(entity)] : []
  })
}

/** Every tag with the number of live articles that carry it (the /blog tag list), A to Z. */
export async function listTagsWithCounts(em: Em, now = new Date()): Promise<BlogTagListItem[]> {
  const rows = await em.execute<{ id: number; name: string; slug: string; article_count: number | string }[]>(
    `select g.id, g.name, g.slug,
       (select count(*) from blog_articles_tags t join blog_articles a on a.id = t.article_id
        where t.tag_id = g.id and ${liveSql}) as article_count
     from blog_tags g order by g.name, g.id`,
    [now],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    articleCount: Number(row.article_count),
  }))
}
