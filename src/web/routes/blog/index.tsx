import { createFileRoute } from '@tanstack/react-router'
import { BLOG_LIST_ERROR, BlogListPage } from '@/web/features/blog/blog-list-page'
import { blogListInput, parseBlogSearch } from '@/web/features/blog/blog-search'
import { awaitOnServer } from '@/web/lib/load'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/blog/')({
  validateSearch: parseBlogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    awaitOnServer(
      Promise.all([
        queryClient.ensureQueryData(trpc.blog.list.queryOptions(blogListInput(deps))),
        queryClient.ensureQueryData(trpc.blog.categories.list.queryOptions()),
        queryClient.ensureQueryData(trpc.blog.tags.list.queryOptions()),
      ]),
    ),
  head: ({ matches, match }) => {
    const site = siteOf(matches)
    const { category, tag, page } = match.search
    const query = new URLSearchParams({
      ...(category ? { category: String(category) } : {}),
      ...(tag ? { tag: String(tag) } : {}),
      ...(page ? { page: String(page) } : {}),
    }).toString()
    const head = pageHead(site, {
      title: 'Blog',
      description:
        'Campus marketing strategy, brand ambassador programs, sampling and event playbooks, and how to measure ROI on campus.',
      path: `/blog${query ? `?${query}` : ''}`,
      keywords: ['campus marketing blog', 'college marketing strategy', 'brand ambassadors', 'street teams'],
      // Search results are thin, ever-changing pages: keep them out of search engines.
      noindex: Boolean(match.search.q),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: `${site.brandName} Blog`,
          url: `${site.publicUrl}/blog`,
          publisher: { '@type': 'Organization', name: site.brandName, url: site.publicUrl },
        },
      ],
    })
    return {
      ...head,
      links: [
        ...head.links,
        {
          rel: 'alternate',
          type: 'application/rss+xml',
          title: `${site.brandName} Blog`,
          href: '/blog/rss.xml',
        },
      ],
    }
  },
  component: BlogListPage,
  errorComponent: () => (
    <p role="alert" className="mx-auto max-w-7xl px-4 py-24 text-center text-destructive">
      {BLOG_LIST_ERROR}
    </p>
  ),
})
