import { createFileRoute, notFound } from '@tanstack/react-router'
import { ArticlePreviewPage, PreviewLinkGone } from '@/web/features/blog/article-preview-page'
import { isMissingError } from '@/web/lib/load'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

/** A preview link (ADR 0148): the article for whoever holds the link, never indexed, never in the sitemap. */
export const Route = createFileRoute('/blog/preview/$token')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    try {
      const preview = await queryClient.ensureQueryData(
        trpc.blog.previewLinks.read.queryOptions({ token: params.token }),
      )
      return { title: preview.article.title }
    } catch (error) {
      if (isMissingError(error)) throw notFound()
      throw error
    }
  },
  head: ({ matches, loaderData }) =>
    pageHead(siteOf(matches), {
      title: loaderData ? `Preview: ${loaderData.title}` : 'Preview Not Available',
      description: 'A preview of an article, shared by its link.',
      path: '/blog',
      noindex: true,
    }),
  component: ArticlePreviewPage,
  notFoundComponent: PreviewLinkGone,
  errorComponent: PreviewLinkGone,
})
