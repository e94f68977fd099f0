import { Link, useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import type { BlogCategoryDto } from '@/shared/blog/taxonomy.schema'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { cn } from '@/web/lib/cn'
import { withCategory, withSearchText, type BlogSearch } from './blog-search'

const categoryLink =
  'block rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground'

/** Search box with its button, and the category list ('All Categories' plus each category). */
export function BlogSidebar({ search, categories }: { search: BlogSearch; categories: BlogCategoryDto[] }) {
  const headingId = useId()
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
        placeholder="Search articles..."
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  )
}
