import { Link } from '@tanstack/react-router'
import type { ArticleCard as ArticleCardData } from '@/shared/blog/article.schema'
import { Button } from '@/web/components/ui/button'
import { useFromHere } from '@/web/lib/back-to-list'
import { FeaturedImage } from './featured-image'
import { isoOf } from './format'
import { formatLongDate } from '@/shared/us-format'

/** One card of the list: image if any, title link, date, excerpt (or its fallback), 'Read More'. */
export function ArticleCard({ article }: { article: ArticleCardData }) {
  const from = useFromHere()
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      {article.imageUrl ? (
        <FeaturedImage
          url={article.imageUrl}
          sizes="(min-width: 1280px) 320px, (min-width: 640px) 50vw, 100vw"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-lg leading-snug font-semibold">
          <Link
            to="/blog/$slug"
            params={{ slug: article.slug }}
            search={{ from }}
            className="hover:text-primary hover:underline"
          >
            {article.title}
          </Link>
        </h3>
        {article.publishedAt ? (
          <p className="text-sm text-muted-foreground">
            <time dateTime={isoOf(article.publishedAt)}>{formatLongDate(article.publishedAt)}</time>
          </p>
        ) : null}
        <p className="flex-1 text-sm leading-6 text-muted-foreground">{article.summary}</p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/blog/$slug" params={{ slug: article.slug }} search={{ from }}>
            Read More<span className="sr-only">: {article.title}</span>
          </Link>
        </Button>
      </div>
    </article>
  )
}
