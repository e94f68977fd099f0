import { Link, useNavigate } from '@tanstack/react-router'
import { Search } from '@/web/components/icons/icons'
import { useId, useState, type FormEvent } from 'react'
import type { BlogCategoryDto, BlogTagListItem } from '@/shared/blog/taxonomy.schema'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { cn } from '@/web/lib/cn'
import { withCategory, withSearchText, withTag, type BlogSearch } from './blog-search'

const categoryLink =
  'block rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground'
const tagLink =
  'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm transition-colors hover:bg-accent hover:text-accent-foreground'

/**
 * Search box with its button, the category list ('All Categories' plus each category) and the tag list. A
 * category and a tag compose (ADR 0044): each link keeps the other filter, and the active tag links to its
 * removal.
 */
export function BlogSidebar({
  search,
  categories,
  tags,
}: {
  search: BlogSearch
  categories: BlogCategoryDto[]
  tags: BlogTagListItem[]
}) {
  const headingId = useId()
  const usedTags = tags.filter((tag) => tag.articleCount > 0 || tag.id === search.tag)
  return (
    <aside className="flex flex-col gap-8">
      <section aria-labelledby={`${headingId}-search`}>
        <h2 id={`${headingId}-search`} className="mb-3 text-lg font-semibold">
          Search
        </h2>
        {/* Keyed by the URL's text: the back button or "Clear filters" resets what the box shows. */}
        <SearchForm key={search.q ?? ''} search={search} />
      </section>

      <nav aria-labelledby={`${headingId}-categories`}>
        <h2 id={`${headingId}-categories`} className="mb-3 text-lg font-semibold">
          Categories
        </h2>
        <ul className="flex flex-col gap-1">
          {[{ id: undefined, name: 'All Categories' }, ...categories].map((category) => {
            const active = search.category === category.id
            return (
              <li key={category.id ?? 'all'}>
                <Link
                  to="/blog"
                  search={withCategory(search, category.id)}
                  aria-current={active ? 'page' : undefined}
                  className={cn(categoryLink, active && 'bg-accent font-semibold text-accent-foreground')}
                >
                  {category.name}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      {usedTags.length ? (
        <nav aria-labelledby={`${headingId}-tags`}>
          <h2 id={`${headingId}-tags`} className="mb-3 text-lg font-semibold">
            Tags
          </h2>
          <ul className="flex flex-wrap gap-2">
            {usedTags.map((tag) => {
              const active = search.tag === tag.id
              return (
                <li key={tag.id}>
                  <Link
                    to="/blog"
                    search={withTag(search, active ? undefined : tag.id)}
                    aria-current={active ? 'page' : undefined}
                    className={cn(tagLink, active && 'border-primary bg-accent font-semibold')}
                  >
                    {tag.name}
                    <span className="text-muted-foreground">
                      <span className="sr-only">, </span>
                      {tag.articleCount}
                      <span className="sr-only"> {tag.articleCount === 1 ? 'article' : 'articles'}</span>
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}
    </aside>
  )
}

function SearchForm({ search }: { search: BlogSearch }) {
  const navigate = useNavigate()
  const inputId = useId()
  const [text, setText] = useState(search.q ?? '')

  function submit(event: FormEvent) {
    event.preventDefault()
    void navigate({ to: '/blog', search: withSearchText(search, text) })
  }

  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        Search articles
      </label>
      <Input
        id={inputId}
        type="search"
        value={text}
        placeholder="Search articles…"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  )
}
