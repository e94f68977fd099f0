import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select'
import { useTrpc } from '@/web/lib/trpc'
import { ListBody, LiveSearch, StaffListPage } from '@/web/features/staff/kit/list-frame'
import { ArticlesTable } from './articles-table'
import { INITIAL_SORT, nextSort, tableRows, type ArticleFilter } from './article-table.state'
import { TaxonomyCards } from './taxonomy-cards'
import { useCanPublish } from './use-can-publish'

/** /blog/admin (staff): every article with search, filter and sort, row actions, categories and tags. */
export function BlogAdminPage() {
  const trpc = useTrpc()
  const articles = useQuery(trpc.blog.adminList.queryOptions({}))
  const categories = useQuery(trpc.blog.categories.list.queryOptions())
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<ArticleFilter>('all')
  const [sort, setSort] = useState(INITIAL_SORT)
  const filterId = useId()
  // Authors manage their own articles only, and not the categories and tags (ADR 0091).
  const canPublish = useCanPublish()
  const rows = articles.data ? tableRows(articles.data.items, search, filter, sort) : []

  return (
    <StaffListPage
      title={canPublish ? 'Blog Management' : 'Your Articles'}
      newRecord={{ to: '/blog/new', label: 'New Article' }}
      listLabel="Articles"
      after={canPublish ? <TaxonomyCards /> : undefined}
    >
      <LiveSearch
        label="Search articles"
        placeholder="Search by title or excerpt..."
        value={search}
        onChange={setSearch}
      >
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
      </LiveSearch>

      <ListBody
        status={articles.status}
        loadingLabel="Loading articles..."
        errorText="Failed to load articles. Please try again later."
        empty={
          articles.isSuccess && rows.length === 0
            ? {
                text: 'No articles found. Try adjusting your search or create a new article.',
                action: <Link to="/blog/new">Create New Article</Link>,
              }
            : undefined
        }
      >
        <ArticlesTable rows={rows} sort={sort} onSort={(field) => setSort(nextSort(sort, field))} />
      </ListBody>
    </StaffListPage>
  )
}
