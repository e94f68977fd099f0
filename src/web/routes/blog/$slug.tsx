import { createFileRoute, notFound } from '@tanstack/react-router'
import { ArticleNotFound } from '@/web/features/blog/article-not-found'
import { ArticlePage } from '@/web/features/blog/article-page'
import { articleSuggestionQueries } from '@/web/features/blog/article-suggestions'
import { articleHead } from '@/web/features/blog/article-seo'
import { isMissingError } from '@/web/lib/load'
import { privateHead } from '@/web/lib/seo'
import { fromSearch } from '@/web/lib/back-to-list'

export const Route = createFileRoute('/blog/$slug')({
  // One chunk for the page and its not-found page: the server's HTML preloads both for every article, and one
  // compresses smaller than two (ADR 0082's budgets).
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent', 'errorComponent']],
  validateSearch: fromSearch,
  loader: async ({ context: { queryClient, trpc }, params }) => {
    try {
      const [site, article] = await Promise.all([
        queryClient.ensureQueryData(trpc.site.config.queryOptions()),
        queryClient.ensureQueryData(trpc.blog.bySlug.queryOptions({ slug: params.slug })),
      ])
      // The head is computed here, in the route's chunk: head() in the route tree, which every page's first
      // load carries, then holds none of the article's head code.
      return { article, head: articleHead(site, article) }
    } catch (error) {
      if (isMissingError(error)) {
        // The closest articles for the not-found page, in this render's data (a failure leaves the plain 404).
        await Promise.all(
          articleSuggestionQueries(trpc, params.slug).map((query) => queryClient.ensureQueryData(query)),
        ).catch(() => undefined)
        throw notFound()
      }
      throw error
    }
  },
  head: ({ matches, loaderData, params }) =>
    loaderData
      ? loaderData.head
      : privateHead(
          'Article Not Found',
          "Sorry, the article you're looking for doesn't exist or has been removed.",
          `/blog/${params.slug}`,
        )({ matches }),
  component: ArticlePage,
  notFoundComponent: ArticleNotFound,
  // A failed load reads the same as a missing article (spec "Article view": "Error or missing").
  errorComponent: ArticleNotFound,
})
