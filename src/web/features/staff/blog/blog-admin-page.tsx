import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/web/components/ui/button'
import { SearchInput } from '@/web/components/ui/search-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select'
import { useTrpc } from '@/web/lib/trpc'
import { Spinner } from '../../../components/ui/spinner'
import { ArticlesTable } from './articles-table'
import { INITIAL_SORT, nextSort, tableRows, type ArticleFilter } from './article-table.state'
import { TaxonomyCards } from './taxonomy-cards'

/** /blog/admin (staff): every article with search, filter and sort, row actions, categories and tags. */
export function BlogAdminPage() {
  const trpc = useTrpc()
  const articles = useQuery(trpc.blog.adminList.queryOptions({}))
  const categories = useQuery(trpc.blog.categories.list.queryOptions())
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<ArticleFilter>('all')
  const [sort, setSort] = useState(INITIAL_SORT)
  const searchId = useId()
  const filterId = useId()
  const rows = articles.data ? tableRows(articles.data.items, search, filter, sort) : []

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Blog Management</h1>
        <Button asChild>
          <Link to="/blog/new">
            <Plus aria-hidden="true" />
            New Article
          </Link>
        </Button>
      </div>

      <section aria-labelledby="articles-title" className="flex flex-col gap-4">
        <h2 id="articles-title" className="sr-only">
          Articles
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <label htmlFor={searchId} className="text-sm font-medium">
              Search articles
            </label>
            <SearchInput
              id={searchId}
              placeholder="Search by title or excerpt..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor={filterId} className="text-sm font-medium">
              Show
            </label>
            <Select value={filter} onValueChange={(value) => setFilter(value as ArticleFilter)}>
              <SelectTrigger id={filterId} className="w-full sm:w-56">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All Articles</SelectItem>
                <SelectItem value="published">Published</SelectItem>
                <SelectItem value="drafts">Drafts</SelectItem>
                {(categories.data ?? []).map((category) => (
                  <SelectItem key={category.id} value={`category:${category.id}`}>
                    {category.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        <div className="rounded-xl border bg-card">
          {articles.isPending ? (
            <Spinner label="Loading articles..." />
          ) : articles.isError ? (
            <p role="alert" className="px-6 py-16 text-center text-destructive">
              Failed to load articles. Please try again later.
            </p>
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
              <p className="text-muted-foreground">
                No articles found. Try adjusting your search or create a new article.
              </p>
              <Button asChild variant="outline">
                <Link to="/blog/new">Create New Article</Link>
              </Button>
            </div>
          ) : (
            <ArticlesTable rows={rows} sort={sort} onSort={(field) => setSort(nextSort(sort, field))} />
          )}
        </div>
      </section>

      <TaxonomyCards />
    </div>
  )
}
