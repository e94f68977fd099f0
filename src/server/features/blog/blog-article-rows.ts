import type { Article, ArticleCard, ArticleTableRow } from '@/shared/blog/article.schema'
import type { Em } from '@/server/db/orm'
import { byTagName, toArticleCard } from './blog-article.dto'

interface ArticleRow {
  id: number
  slug: string
  title: string
  excerpt: string | null
  content: string
  image_url: string | null
  image_alt: string | null
  image_caption: string | null
  meta_title: string | null
  meta_description: string | null
  social_image_url: string | null
  published: boolean
  published_at: string | null
  review_requested_at: string | null
  created_at: string
  updated_at: string
  version: number
  author: Article['author']
  category: Article['category']
  tags: Article['tags']
}

/**
 * Every article column, the byline, the category and the tags, in one statement (json built by the database).
 * Times come as ISO 8601 through to_json: the PostgreSQL driver hands raw timestamps over as text in its own
 * format, PGlite as Dates, and only the ORM's hydration evens that out. `content` is the content column's
 * expression: the whole text, or only what a card needs.
 */
const articleRows = (content: string) => `
  select a.id, a.slug, a.title, a.excerpt, ${content} as content, a.image_url,
    a.image_alt, a.image_caption, a.meta_title, a.meta_description, a.social_image_url, a.published,
    to_json(a.published_at) as published_at, to_json(a.review_requested_at) as review_requested_at,
    to_json(a.created_at) as created_at, to_json(a.updated_at) as updated_at, a.version,
    case when u.id is null then null else json_build_object(
      'id', u.id, 'username', u.username, 'displayName', u.display_name, 'firstName', u.first_name,
      'lastName', u.last_name, 'bio', u.bio) end as author,
    case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end as category,
    coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name))
      from blog_articles_tags bt join blog_tags t on t.id = bt.tag_id where bt.article_id = a.id), '[]'::json) as tags
  from blog_articles a
  left join users u on u.id = a.author_id
  left join blog_categories c on c.id = a.category_id`

/**
 * A card's summary is its excerpt whenever the excerpt has text (`articleSummary`), so cards read the content
 * only for articles without one: a list then moves a few hundred bytes per article out of the database, not
 * the whole text. An excerpt with a letter or a digit is one `trim()` cannot empty; any other excerpt (none,
 * blank, punctuation alone) comes with its content, as before.
 */
const CONTENT_FOR_SUMMARY = `case when a.excerpt ~ '[[:alnum:]]' then '' else a.content end`

/**
 * A page of articles as a statement that selects their ids in the page's order (the ORM composes its filters,
 * `articlePage` in the service). The rows are read with it, in one statement: on PGlite each statement costs the
 * request's own thread half a millisecond or more before its first row.
 */
export interface ArticleIdQuery {
  sql: string
  params: readonly unknown[]
}

/**
 * The page's articles, as `toArticle` shapes them. Lists (the blog, its API, the feed, the staff table's rows)
 * read in SQL like this: hydrating entities with their author, category and tags through the ORM cost four
 * times the query on a page of fifteen (issue 19). Single reads and writes keep using the entities.
 */
export const articlesOfPage = (em: Em, page: ArticleIdQuery): Promise<Article[]> =>
  rowsOfPage(em, page, 'a.content')

/** The page's cards: what the blog list and the feed show. */
export async function articleCardsOfPage(em: Em, page: ArticleIdQuery): Promise<ArticleCard[]> {
  return (await rowsOfPage(em, page, CONTENT_FOR_SUMMARY)).map(toArticleCard)
}

/**
 * The page's rows of the staff table: its own columns only. Cards for it cost a byline, a summary and the tags
 * per article (a correlated aggregate per row), about a fifth of the page's dehydrated data.
 */
export const articleTableRowsOfPage = (em: Em, page: ArticleIdQuery): Promise<ArticleTableRow[]> =>
  selectPage<TableRow, ArticleTableRow>(
    em,
    `select a.id, a.slug, a.title, a.excerpt, a.published,
       to_json(a.published_at) as published_at, to_json(a.review_requested_at) as review_requested_at,
       to_json(a.created_at) as created_at,
       case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end as category
     from blog_articles a left join blog_categories c on c.id = a.category_id`,
    page,
    toTableRow,
  )

type TableRow = Pick<
  ArticleRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'published'
  | 'published_at'
  | 'review_requested_at'
  | 'created_at'
  | 'category'
>

const toTableRow = (row: TableRow): ArticleTableRow => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  published: row.published,
  publishedAt: row.published_at === null ? null : new Date(row.published_at),
  reviewRequestedAt: row.review_requested_at === null ? null : new Date(row.review_requested_at),
  createdAt: new Date(row.created_at),
  category: row.category,
})

const rowsOfPage = (em: Em, page: ArticleIdQuery, content: string): Promise<Article[]> =>
  selectPage(em, articleRows(content), page, toArticleFromRow)

/**
 * The rows of `select` (which reads `blog_articles a`) whose id the page's statement selects, shaped, in the
 * page's order: an array built from an ordered subquery keeps its order, and each row's place in it sorts them.
 */
async function selectPage<Row, Shape>(
  em: Em,
  select: string,
  page: ArticleIdQuery,
  shape: (row: Row) => Shape,
): Promise<Shape[]> {
  const rows = await em.execute<Row[]>(
    `with page as (select array(${page.sql}) as ids)
     ${select} join page on a.id = any(page.ids)
     order by array_position(page.ids, a.id)`,
    [...page.params],
  )
  return rows.map(shape)
}

function toArticleFromRow(row: ArticleRow): Article {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    imageCaption: row.image_caption,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    socialImageUrl: row.social_image_url,
    published: row.published,
    publishedAt: row.published_at === null ? null : new Date(row.published_at),
    reviewRequestedAt: row.review_requested_at === null ? null : new Date(row.review_requested_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    version: row.version,
    author: row.author,
    category: row.category,
    // As toArticle sorts them, so both read paths list a card's tags alike.
    tags: [...row.tags].sort(byTagName),
  }
}
