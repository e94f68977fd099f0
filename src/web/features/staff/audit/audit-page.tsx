import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'
import { ListPages } from '@/web/features/staff/kit/list-frame'
import { useTrpc } from '@/web/lib/trpc'
import type { AuditEntry } from '@/shared/audit/audit.schema'
import { formatWholeNumber } from '@/shared/us-format'
import { AUDIT_FILTERS, type AuditFilter, type AuditSearch } from './audit-search'

const FILTER_LABELS: Record<AuditFilter, string> = {
  actor: 'Actor (username or key name)',
  action: 'Action (e.g. contact.setStatus, or contact)',
  recordKind: 'Record kind (e.g. lead)',
  recordId: 'Record id',
  from: 'From day (UTC)',
  to: 'To day (UTC)',
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
})

/**
 * /staff/audit (ADR 0120): every staff write, newest first, fifty a page, with the filters in the URL so a
 * filtered view can be linked. Codes and ids only: the record's own screen says what it holds.
 */
export function AuditPage({ search }: { search: AuditSearch }) {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const page = search.page ?? 1
  const entries = useQuery({
    ...trpc.audit.list.queryOptions({ ...search, page }),
    placeholderData: keepPreviousData,
  })
  const data = entries.data
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next: AuditSearch = {}
    for (const key of AUDIT_FILTERS) {
      const value = String(form.get(key) ?? '').trim()
      if (value) next[key] = value
    }
    void navigate({ to: '/staff/audit', search: next })
  }
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Audit trail</h1>
        <p className="mt-1 text-muted-foreground">
          {data
            ? `${formatWholeNumber(data.total)} staff write${data.total === 1 ? '' : 's'}, newest first.`
            : 'Loading…'}
        </p>
      </div>
      <form
        key={JSON.stringify(search)}
        onSubmit={submit}
        aria-label="Filter the audit trail"
        className="grid gap-4 sm:grid-cols-3"
      >
        {AUDIT_FILTERS.map((key) => (
          <div key={key} className="flex flex-col gap-1.5">
            <label htmlFor={`audit-${key}`} className="text-sm font-medium leading-none">
              {FILTER_LABELS[key]}
            </label>
            <Input
              id={`audit-${key}`}
              name={key}
              type={key === 'from' || key === 'to' ? 'date' : 'text'}
              defaultValue={search[key] ?? ''}
            />
          </div>
        ))}
        <div className="flex gap-2 sm:col-span-3">
          <Button type="submit">Filter</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => void navigate({ to: '/staff/audit', search: {} })}
          >
            Clear filters
          </Button>
        </div>
      </form>
      {entries.isError ? (
        <p role="alert" className="text-destructive">
          {entries.error.message || 'The audit trail could not be loaded. Please reload the page.'}
        </p>
      ) : data ? (
        <AuditTable entries={data.entries} />
      ) : null}
      <ListPages
        page={page}
        totalPages={totalPages}
        linkTo={(target, props) => (
          <Link to="/staff/audit" search={{ ...search, page: target > 1 ? target : undefined }} {...props} />
        )}
      />
    </div>
  )
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  if (!entries.length) return <p className="text-muted-foreground">No staff writes match.</p>
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>When (UTC)</TableHead>
          <TableHead>Actor</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Record</TableHead>
          <TableHead>Change</TableHead>
          <TableHead>From address</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="whitespace-nowrap">{dateTime.format(entry.at)}</TableCell>
            <TableCell>
              {entry.actor.name}
              {entry.actor.kind === 'apiKey' && (
                <span className="block text-xs text-muted-foreground">API key</span>
              )}
            </TableCell>
            <TableCell>
              <code>{entry.action}</code>
              <span className="block text-xs text-muted-foreground">via {entry.via}</span>
            </TableCell>
            <TableCell>{entry.record ? `${entry.record.kind} ${entry.record.id}` : '—'}</TableCell>
            <TableCell>
              {entry.change
                ? `${entry.change.field}: ${entry.change.from ?? '—'} → ${entry.change.to ?? '—'}`
                : '—'}
            </TableCell>
            <TableCell>{entry.ip}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
