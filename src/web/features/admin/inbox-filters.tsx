import { useNavigate } from '@tanstack/react-router'
import { useId, type FormEvent } from 'react'
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES } from '../../../shared/contact/contact-fields'
import { Button } from '../../components/ui/button'
import { SearchInput } from '../../components/ui/search-input'
import type { AdminSearch } from './admin-search'

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-ring-offset'

/**
 * The inbox's status filter and search. A plain GET form to /admin, so it works before the page is interactive;
 * once it is, the router takes over. A new filter starts again at the first page.
 */
export function InboxFilters({ search }: { search: AdminSearch }) {
  const navigate = useNavigate()
  const statusId = useId()
  const searchId = useId()
  const go = (next: Pick<AdminSearch, 'status' | 'q'>) => void navigate({ to: '/admin', search: next })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const q = String(form.get('q') ?? '').trim()
    go({ status: search.status, q: q || undefined })
  }

  return (
    <form
      role="search"
      action="/admin"
      method="get"
      onSubmit={onSubmit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className="text-sm font-medium">
          Status
        </label>
        <select
          id={statusId}
          name="status"
          value={search.status ?? ''}
          onChange={(event) =>
            go({ status: CONTACT_STATUSES.find((s) => s === event.target.value), q: search.q })
          }
          className={selectClass}
        >
          <option value="">All statuses</option>
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONTACT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search submissions
        </label>
        <div className="flex gap-2">
          <SearchInput
            // Remounted when the URL's search changes (Back, a link), so the box always shows it.
            key={search.q ?? ''}
            className="flex-1"
            id={searchId}
            name="q"
            placeholder="Name, email or company..."
            defaultValue={search.q ?? ''}
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </div>
      </div>
    </form>
  )
}
