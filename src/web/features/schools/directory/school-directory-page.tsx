import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import {
  Download as DownloadIcon,
  LayoutGrid as LayoutGridIcon,
  List as ListIcon,
} from '@/web/components/icons/icons'
import type { ReactNode } from 'react'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { cn } from '@/web/lib/cn'
import { useTrpc } from '@/web/lib/trpc'
import { DirectoryHeading } from './directory-heading'
import { exportHrefOf, listQueryOf, type DirectorySearch } from './directory-search'
import { SchoolCard } from './school-card'
import { SchoolFilters } from './school-filters'
import { SchoolPagination } from './school-pagination'
import { SortSelect } from './sort-select'
import { formatWholeNumber } from '@/shared/us-format'

/** The directory's frame: heading, subtitle, search and filters; the list, its loading or its error inside. */
export function DirectoryFrame({
  search,
  toolbar,
  children,
}: {
  search: DirectorySearch
  toolbar?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <DirectoryHeading />
      <SchoolFilters search={search} />
      <div className="mt-8 mb-4 flex flex-wrap items-center justify-between gap-3">{toolbar}</div>
      {children}
    </div>
  )
}

export function SchoolDirectoryPage({ search }: { search: DirectorySearch }) {
  const { data } = useSuspenseQuery(useTrpc().schools.list.queryOptions(listQueryOf(search)))
  const view = search.view ?? 'list'
  const { total, totalPages } = data.meta
  return (
    <DirectoryFrame
      search={search}
      toolbar={
        <>
          <Badge variant="outline" className="px-3 py-1 text-sm" aria-live="polite">
            {formatWholeNumber(total)} {total === 1 ? 'School' : 'Schools'}
          </Badge>
          <div className="flex flex-wrap items-center gap-3">
            {/* A plain link: the browser downloads the file; the router has no page there. */}
            <Button asChild size="sm" variant="outline">
              <a href={exportHrefOf(search)} download>
                <DownloadIcon aria-hidden="true" />
                Download CSV
              </a>
            </Button>
            <SortSelect search={search} />
            <ViewToggle view={view} />
          </div>
        </>
      }
    >
      {data.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-12 text-center text-muted-foreground">
          No schools found. Try adjusting your search.
        </p>
      ) : (
        <ul
          className={cn('grid gap-4', view === 'grid' && 'sm:grid-cols-2 lg:grid-cols-3')}
          aria-label="Schools"
        >
          {data.data.map((school, index) => (
            <li key={school.id} className="flex">
              <SchoolCard school={school} view={view} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
      <SchoolPagination page={search.page ?? 1} totalPages={totalPages} />
    </DirectoryFrame>
  )
}

export function SchoolDirectoryError({ search }: { search: DirectorySearch }) {
  return (
    <DirectoryFrame search={search}>
      <p role="alert" className="rounded-lg border border-destructive/40 p-12 text-center text-destructive">
        Failed to load school data. Please try again later.
      </p>
    </DirectoryFrame>
  )
}

function ViewToggle({ view }: { view: 'list' | 'grid' }) {
  const navigate = useNavigate({ from: '/schools/' })
  const option = (value: 'list' | 'grid', label: string, icon: ReactNode) => (
    <Button
      size="sm"
      variant={view === value ? 'default' : 'outline'}
      aria-pressed={view === value}
      onClick={() =>
        navigate({
          search: (previous) => ({ ...previous, view: value === 'list' ? undefined : value }),
          replace: true,
          resetScroll: false,
        })
      }
    >
      {icon}
      {label}
    </Button>
  )
  return (
    <div role="group" aria-label="View" className="flex gap-1">
      {option('list', 'List', <ListIcon aria-hidden="true" />)}
      {option('grid', 'Grid', <LayoutGridIcon aria-hidden="true" />)}
    </div>
  )
}
