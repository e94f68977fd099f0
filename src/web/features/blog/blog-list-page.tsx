import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { X } from '@/web/components/icons/icons'
import type { ReactNode } from 'react'
import { useSite } from '@/web/lib/site'
import { useTrpc } from '@/web/lib/trpc'
import { ArticleCard } from './article-card'
import { BlogPagination } from './blog-pagination'
import { blogListInput, pageCount, withCategory, withTag, type BlogSearch } from './blog-search'
import { BlogSidebar } from './blog-sidebar'
import { Spinner } from '@/web/components/ui/spinner'

export const BLOG_LIST_ERROR = 'Failed to load articles. Please try again later.'

/** /blog: the public list, its state in the URL (decision D11). */
export function BlogListPage() {
  const site = useSite()
  const trpc = useTrpc()
  const search = useSearch({ from: '/blog/' })
  const articles = useQuery(trpc.blog.list.queryOptions(blogListInput(search)))
  const categories = useQuery(trpc.blog.categories.list.queryOptions())
  const tags = useQuery(trpc.blog.tags.list.queryOptions())

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight">{`${site.brandName} Blog`}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Campus marketing strategy, ambassador programs and event playbooks from the team behind them.
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <BlogSidebar search={search} categories={categories.data ?? []} tags={tags.data ?? []} />
        <section aria-labelledby="blog-articles" aria-busy={articles.isPending}>
          <h2 id="blog-articles" className="sr-only">
            Articles
          </h2>
          <ActiveFilters
            search={search}
            categoryName={categories.data?.find((c) => c.id === search.category)?.name}
            tagName={tags.data?.find((tag) => tag.id === search.tag)?.name}
          />
          {articles.isPending ? (
            <Spinner label="Loading articles..." />
          ) : articles.isError ? (
            <p role="alert" className="py-16 text-center text-destructive">
              {BLOG_LIST_ERROR}
            </p>
          ) : articles.data.items.length === 0 ? (
            <div className="py-16 text-center text-muted-foreground">
              <p>No articles found. Try adjusting your search.</p>
              {search.category && search.tag ? (
                <p className="mt-2 text-sm">
                  No article has both this category and this tag: remove one of them above.
                </p>
              ) : null}
            </div>
          ) : (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {articles.data.items.map((article) => (
                  <li key={article.id} className="flex">
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
              {pageCount(articles.data.total) > 1 ? (
                <BlogPagination search={search} totalPages={pageCount(articles.data.total)} />
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  )
}

/**
 * What the list is narrowed to (search text, category, tag: they compose, ADR 0044), each with a link that
 * removes only it, and a way back to everything.
 */
function ActiveFilters({
  search,
  categoryName,
  tagName,
}: {
  search: BlogSearch
  categoryName?: string
  tagName?: string
}) {
  if (!search.q && !search.category && !search.tag) return null
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <p>
        Showing articles
        {search.q ? <> matching “{search.q}”</> : null}
        {search.category ? <> in {categoryName ?? 'this category'}</> : null}
        {search.tag ? <> tagged {tagName ?? 'with this tag'}</> : null}
      </p>
      {search.category && (search.q || search.tag) ? (
        <RemoveFilter search={withCategory(search, undefined)}>
          Remove category {categoryName ?? ''}
        </RemoveFilter>
      ) : null}
      {search.tag && (search.q || search.category) ? (
        <RemoveFilter search={withTag(search, undefined)}>Remove tag {tagName ?? ''}</RemoveFilter>
      ) : null}
      <RemoveFilter search={{}}>Clear filters</RemoveFilter>
    </div>
  )
}

function RemoveFilter({ search, children }: { search: BlogSearch; children: ReactNode }) {
  return (
    <Link
      to="/blog"
      search={search}
      className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
    >
      <X aria-hidden="true" className="size-4" />
      {children}
    </Link>
  )
}
