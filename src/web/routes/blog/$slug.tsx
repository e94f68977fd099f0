import { createFileRoute, notFound } from '@tanstack/react-router'
import { ArticleNotFound } from '@/web/features/blog/article-not-found'
import { ArticlePage } from '@/web/features/blog/article-page'
import { articleSuggestionQueries } from '@/web/features/blog/article-suggestions'
import { articleHead } from '@/web/features/blog/article-seo'
import { isMissingError } from '@/web/lib/load'
import { pageHead } from '@/web/lib/seo'
import { fromSearch } from '@/web/lib/back-to-list'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/blog/$slug')({
  validateSearch: fromSearch,
  loader: async ({ context: { queryClient, trpc }, params }) => {
    try {
      return {
        article: await queryClient.ensureQueryData(trpc.blog.bySlug.queryOptions({ slug: params.slug })),
      }
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
      ? articleHead(siteOf(matches), loaderData.article)
      : pageHead(siteOf(matches), {
          title: 'Article Not Found',
          description: "Sorry, the article you're looking for doesn't exist or has been removed.",
          path: `/blog/${params.slug}`,
          noindex: true,
        }),
  component: ArticlePage,
  notFoundComponent: ArticleNotFound,
  // A failed load reads the same as a missing article (spec "Article view": "Error or missing").
  errorComponent: ArticleNotFound,
})
