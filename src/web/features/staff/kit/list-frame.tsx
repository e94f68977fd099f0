import { Link } from '@tanstack/react-router'
import { Plus } from '@/web/components/icons/icons'
import { useId, type FormEvent, type ReactElement, type ReactNode } from 'react'
import { Button } from '@/web/components/ui/button'
import { PageLinks, type PageLinkProps } from '@/web/components/ui/page-links'
import { SearchInput } from '@/web/components/ui/search-input'
import { Spinner } from '@/web/components/ui/spinner'

/** The screens a list's "New …" button opens. */
type NewRecordPath = '/staff/programs/new' | '/staff/schools/new' | '/blog/new'

/**
 * A staff list screen: its title (the page's h1), an optional "New …" button beside it, then the list. The
 * search, the status line, the list body and its pages go in `children`, in that order, through the pieces below.
 */
export function StaffListPage({
  title,
  newRecord,
  listLabel,
  children,
  after,
}: {
  title: string
  newRecord?: { to: NewRecordPath; label: string }
  /** The list's name for screen readers (a hidden h2 the section is labelled by). */
  listLabel: string
  children: ReactNode
  /** What follows the list on the same screen (the blog's categories and tags). */
  after?: ReactNode
}) {
  const headingId = useId()
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {newRecord && (
          <Button asChild>
            <Link to={newRecord.to}>
              <Plus aria-hidden="true" />
              {newRecord.label}
            </Link>
          </Button>
        )}
      </div>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="sr-only">
          {listLabel}
        </h2>
        {children}
      </section>
      {after}
    </div>
  )
}

/**
 * A search kept in the URL: a plain GET form to `action`, so it works before the page is interactive; once it is,
 * `onSearch` (a router navigation) takes over. `children` are more fields before the search (the inbox's status).
 */
export function SearchForm({
  action,
  label,
  placeholder,
  q,
  onSearch,
  children,
}: {
  action: string
  label: string
  placeholder: string
  q: string | undefined
  onSearch: (q: string | undefined) => void
  children?: ReactNode
}) {
  const id = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    onSearch(text || undefined)
  }
  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={onSubmit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {children}
      <div className="flex flex-1 flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <div className="flex gap-2">
          <SearchInput
            // Remounted when the URL's search changes (Back, a link), so the box always shows it.
            key={q ?? ''}
            className="flex-1"
            id={id}
            name="q"
            placeholder={placeholder}
            defaultValue={q ?? ''}
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </div>
      </div>
    </form>
  )
}

/** A search that filters as you type (a list already loaded whole); `children` are filters beside it. */
export function LiveSearch({
  label,
  placeholder,
  value,
  onChange,
  children,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  children?: ReactNode
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <SearchInput
          id={id}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {children}
    </div>
  )
}

/** How many the list holds (or matches): announced to screen readers as it changes. */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {children}
    </p>
  )
}

/**
 * The list's body in its states: a spinner while loading, the error, an empty list with its way forward, or
 * the rows (`children`). `empty` is given only when there is nothing to show.
 */
export function ListBody({
  status,
  loadingLabel,
  errorText,
  empty,
  children,
}: {
  status: 'pending' | 'error' | 'success'
  loadingLabel: string
  errorText: string
  empty?: { text: string; action: ReactNode }
  children?: ReactNode
}) {
  return (
    <div className="rounded-xl border bg-card">
      {status === 'pending' ? (
        <Spinner label={loadingLabel} />
      ) : status === 'error' ? (
        <p role="alert" className="px-6 py-16 text-center text-destructive">
          {errorText}
        </p>
      ) : empty ? (
        <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
          <p className="text-muted-foreground">{empty.text}</p>
          <Button asChild variant="outline">
            {empty.action}
          </Button>
        </div>
      ) : (
        children
      )}
    </div>
  )
}

/** The list's pages, each a real link built by `linkTo`; nothing when everything fits on one page. */
export function ListPages({
  label,
  page,
  totalPages,
  linkTo,
}: {
  label?: string
  page: number
  totalPages: number
  linkTo: (page: number, props: PageLinkProps) => ReactElement
}) {
  if (totalPages <= 1) return null
  return (
    <PageLinks
      label={label}
      page={Math.min(page, totalPages)}
      totalPages={totalPages}
      siblings={1}
      linkTo={linkTo}
    />
  )
}
