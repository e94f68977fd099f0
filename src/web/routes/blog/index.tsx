import { createFileRoute } from '@tanstack/react-router'
import { BLOG_LIST_ERROR, BlogListPage } from '@/web/features/blog/blog-list-page'
import { blogListHead } from '@/web/features/blog/blog-list-head'
import { blogListInput, parseBlogSearch } from '@/web/features/blog/blog-search'
import { awaitOnServer } from '@/web/lib/load'

export const Route = createFileRoute('/blog/')({
  validateSearch: parseBlogSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    await awaitOnServer(
      Promise.all([
        queryClient.ensureQueryData(trpc.blog.list.queryOptions(blogListInput(deps))),
        queryClient.ensureQueryData(trpc.blog.categories.list.queryOptions()),
        queryClient.ensureQueryData(trpc.blog.tags.list.queryOptions()),
      ]),
    )
    // The head is worded here, in the route's chunk, not in the route tree every page's first load carries.
    return { head: blogListHead(await queryClient.ensureQueryData(trpc.site.config.queryOptions()), deps) }
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: BlogListPage,
  errorComponent: () => (
    <p role="alert" className="mx-auto max-w-7xl px-4 py-24 text-center text-destructive">
      {BLOG_LIST_ERROR}
    </p>
  ),
})
