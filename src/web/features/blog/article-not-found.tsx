import { useQueries } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { NotFoundHelp } from '@/web/components/layout/not-found-help'
import { Button } from '@/web/components/ui/button'
import { useTrpc } from '@/web/lib/trpc'
import { articleSuggestionQueries, rankArticleSuggestions } from './article-suggestions'

/**
 * A missing article, or one that failed to load (spec "Article view"), with the closest articles for a
 * mistyped slug: the loader has run those searches, so they are in the server render's data.
 */
export function ArticleNotFound() {
  const slug = useParams({ strict: false, select: (params) => params.slug }) ?? ''
  const results = useQueries({ queries: articleSuggestionQueries(useTrpc(), slug) })
  return (
    <NotFoundHelp
      title="Article Not Found"
      suggestions={rankArticleSuggestions(results.map((result) => result.data))}
      action={
        <Button asChild>
          <Link to="/blog">Browse All Articles</Link>
        </Button>
      }
    >
      Sorry, the article you're looking for doesn't exist or has been removed.
    </NotFoundHelp>
  )
}
