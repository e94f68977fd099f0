import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ArticlePageView } from '@/shared/blog/article.schema'
import { Link, useParams } from '@tanstack/react-router'
import { ArrowLeft, Clock } from '@/web/components/icons/icons'
import { authorName } from '@/shared/blog/text'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { BackToListLink } from '@/web/lib/back-to-list'
import { useTrpc } from '@/web/lib/trpc'
import { ArticleContent } from './article-content'
import { AuthorBio, RelatedArticles } from './article-extras'
import { FeaturedImage } from './featured-image'
import { isLive, isoOf } from './format'
import { formatLongDate } from '@/shared/us-format'

/** /blog/{slug}: the article as the spec lists it, with reading time (decision D11). */
export function ArticlePage() {
  const { slug } = useParams({ from: '/blog/$slug' })
  const trpc = useTrpc()
  const { data: article } = useSuspenseQuery(trpc.blog.bySlug.queryOptions({ slug }))

  return (
    <ArticleView
      article={article}
      top={
        <Button asChild variant="ghost" className="-ml-3">
          <BackToListLink list="/blog">
            <ArrowLeft aria-hidden="true" />
            Back to blog
          </BackToListLink>
        </Button>
      }
      notice={
        isLive(article)
          ? null
          : article.published
            ? 'Scheduled: only staff can see this article until its publication date.'
            : 'Draft: only staff can see this article.'
      }
    />
  )
}

/** A note above the article: what only some can see (a draft, a scheduled article, a preview link). */
export function ArticleNotice({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="mt-6 rounded-lg border border-brand bg-accent px-4 py-3 text-sm">
      {children}
    </p>
  )
}

/** The article as readers see it: its page and a preview link's (ADR 0148) show it alike. */
export function ArticleView({
  article,
  top,
  notice,
}: {
  article: ArticlePageView
  top?: ReactNode
  notice?: ReactNode
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {top}

      {notice ? <ArticleNotice>{notice}</ArticleNotice> : null}

      {article.imageUrl ? (
        <figure className="mt-6">
          <FeaturedImage
            url={article.imageUrl}
            alt={article.imageAlt ?? ''}
            sizes="(min-width: 768px) 720px, 100vw"
            priority
            className="rounded-xl border"
          />
          {article.imageCaption ? (
            <figcaption className="mt-2 text-center text-sm text-muted-foreground">
              {article.imageCaption}
            </figcaption>
          ) : null}
        </figure>
      ) : null}

      <header className="mt-8">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
          {article.publishedAt ? (
            <time dateTime={isoOf(article.publishedAt)}>{formatLongDate(article.publishedAt)}</time>
          ) : null}
          {article.author ? <span>{`By ${authorName(article.author)}`}</span> : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {`${article.readingMinutes} min read`}
          </span>
          {article.category ? (
            <Badge asChild variant="secondary">
              <Link to="/blog" search={{ category: article.category.id }}>
                {article.category.name}
              </Link>
            </Badge>
          ) : null}
        </p>
      </header>

      {article.excerpt ? (
        <blockquote className="mt-8 border-l-4 border-primary pl-5 text-lg text-muted-foreground italic">
          {article.excerpt}
        </blockquote>
      ) : null}

      <ArticleContent html={article.html} className="mt-8" />

      {article.tags.length ? (
        <section aria-labelledby="article-tags" className="mt-12 border-t pt-6">
          <h2 id="article-tags" className="text-sm font-semibold">
            Tags
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag.id}>
                <Badge asChild variant="outline">
                  <Link to="/blog" search={{ tag: tag.id }}>
                    {tag.name}
                  </Link>
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {article.author ? <AuthorBio author={article.author} /> : null}
      <RelatedArticles articles={article.related} />

      <section aria-labelledby="continue-reading" className="mt-12 rounded-xl bg-muted p-6 sm:p-8">
        <h2 id="continue-reading" className="text-xl font-semibold">
          Continue reading
        </h2>
        <p className="mt-2 text-muted-foreground">
          More campus marketing strategy, ambassador programs and event playbooks on the blog.
        </p>
        <Button asChild className="mt-4">
          <Link to="/blog">Browse all articles</Link>
        </Button>
      </section>
    </article>
  )
}

/** Unknown, hidden or failed: the spec's 'Article Not Found' state. */
