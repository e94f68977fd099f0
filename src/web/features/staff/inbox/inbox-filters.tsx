import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES } from '@/shared/contact/contact-fields'
import { SearchForm } from '@/web/features/staff/kit/list-frame'
import type { AdminSearch } from './admin-search'

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-ring-offset'

/**
 * The inbox's status filter and search: the staff lists' search form, with the status before it. A new filter
 * starts again at the first page.
 */
export function InboxFilters({ search }: { search: AdminSearch }) {
  const navigate = useNavigate()
  const statusId = useId()
  const folderId = useId()
  const mineId = useId()
  const kept = { folder: search.folder, owner: search.owner }
  const go = (next: Pick<AdminSearch, 'status' | 'q' | 'folder' | 'owner'>) =>
    void navigate({ to: '/admin', search: { ...kept, ...next } })

  return (
    <SearchForm
      action="/admin"
      label="Search submissions"
      placeholder="Name, email or company..."
      q={search.q}
      onSearch={(q) => go({ status: search.status, q })}
    >
      <div className="flex flex-col gap-2">
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
      <div className="flex flex-col gap-2">
        <label htmlFor={folderId} className="text-sm font-medium">
          Folder
        </label>
        <select
          id={folderId}
          name="folder"
          value={search.folder ?? ''}
          onChange={(event) =>
            go({
              status: search.status,
              q: search.q,
              folder: event.target.value === 'spam' ? 'spam' : undefined,
            })
          }
          className={selectClass}
        >
          <option value="">Leads</option>
          <option value="spam">Spam</option>
        </select>
      </div>
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id={mineId}
          type="checkbox"
          name="owner"
          value="me"
          checked={search.owner === 'me'}
          onChange={(event) =>
            go({ status: search.status, q: search.q, owner: event.target.checked ? 'me' : undefined })
          }
          className="size-4"
        />
        <label htmlFor={mineId} className="text-sm font-medium">
          Mine
        </label>
      </div>
    </SearchForm>
  )
}
