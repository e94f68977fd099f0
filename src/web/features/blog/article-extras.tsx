import { Link } from '@tanstack/react-router'
import type { ArticleAuthor, ArticleCard } from '@/shared/blog/article.schema'
import { authorName } from '@/shared/blog/text'
import { isoOf } from './format'
import { formatLongDate } from '@/shared/us-format'

/** Under the article: who wrote it, by display name, and their bio when they wrote one (issue 18). */
export function AuthorBio({ author }: { author: ArticleAuthor }) {
  const name = authorName(author)
  return (
    <section aria-labelledby="article-author" className="mt-12 flex gap-4 border-t pt-6">
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <div>
        <h2 id="article-author" className="text-base font-semibold">
          {`About the author: ${name}`}
        </h2>
        {author.bio ? <p className="mt-1 text-muted-foreground">{author.bio}</p> : null}
      </div>
    </section>
  )
}

/** Up to three live articles that share tags or the category with this one, else the newest. */
export function RelatedArticles({ articles }: { articles: ArticleCard[] }) {
  if (articles.length === 0) return null
  return (
    <section aria-labelledby="related-articles" className="mt-12">
      <h2 id="related-articles" className="text-xl font-semibold">
        Related articles
      </h2>
      <ul className="mt-4 grid gap-4">
        {articles.map((article) => (
          <li key={article.id} className="rounded-xl border bg-card p-5 shadow-sm">
            <h3 className="font-semibold">
              <Link
                to="/blog/$slug"
                params={{ slug: article.slug }}
                className="hover:text-primary hover:underline"
              >
                {article.title}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {article.publishedAt ? (
                <time dateTime={isoOf(article.publishedAt)}>{formatLongDate(article.publishedAt)}</time>
              ) : null}
              {article.category ? <>{` · ${article.category.name}`}</> : null}
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{article.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
