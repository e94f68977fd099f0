import { createFileRoute, notFound } from '@tanstack/react-router'
import { ArticlePreviewPage, PreviewLinkGone } from '@/web/features/blog/article-preview-page'
import { isMissingError } from '@/web/lib/load'
import { privateHead } from '@/web/lib/seo'

/**
 * A preview link (ADR 0148): the article for whoever holds the link, never indexed, never in the sitemap. Kept
 * lean: a route's loader and head are in every page's first load.
 */
export const Route = createFileRoute('/blog/preview/$token')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient.ensureQueryData(trpc.blog.previewLinks.read.queryOptions(params)).then(
      (preview) => preview.article.title,
      (error) => {
        throw isMissingError(error) ? notFound() : error
      },
    ),
  head: ({ matches, loaderData: title }) =>
    privateHead(
      title ? `Preview: ${title}` : 'Preview Not Available',
      'An article preview',
      '/blog',
    )({ matches }),
  component: ArticlePreviewPage,
  notFoundComponent: PreviewLinkGone,
  errorComponent: PreviewLinkGone,
})
