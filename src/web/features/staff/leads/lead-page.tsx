import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { CONTACT_STATUS_LABELS } from '@/shared/contact/contact-fields'
import type { LeadRecord } from '@/shared/contact/lead-record.schema'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card'
import { notify } from '@/web/components/ui/sonner'
import { Textarea } from '@/web/components/ui/textarea'
import { useTrpc } from '@/web/lib/trpc'
import { formatSubmittedAt } from '@/web/features/staff/inbox/format'
import { StatusControl } from '@/web/features/staff/inbox/status-control'
import { ConfirmAction } from './confirm-action'

const sideLabel = (side: LeadRecord['history'][number]['from']) =>
  side === 'spam' ? 'Spam' : CONTACT_STATUS_LABELS[side]

const EMAIL_LABELS: Record<string, string> = {
  'lead-notification': 'Staff notification',
}
const emailLabel = (kind: string) => EMAIL_LABELS[kind] ?? `Call email: ${kind.replace(/-/g, ' ')}`

/**
 * A lead as one record (issue 38 point 5, ADR 0130): the submission and what followed it, notes, owner, status
 * and its history, the spam folder and erase.
 */
export function LeadPage({ id }: { id: number }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const record = useQuery(trpc.contact.lead.queryOptions({ id }))
  const refresh = async (saved?: LeadRecord) => {
    if (saved) queryClient.setQueryData(trpc.contact.lead.queryKey({ id }), saved)
    await queryClient.invalidateQueries(trpc.contact.list.queryFilter())
    await queryClient.invalidateQueries(trpc.contact.lead.queryFilter({ id }))
  }
  const failed = () =>
    notify({ title: 'Error', description: 'That did not save. Please try again.', variant: 'destructive' })
  if (record.status === 'pending') return <p role="status">Loading the lead...</p>
  if (record.status === 'error')
    return (
      <p role="alert" className="text-destructive">
        This lead could not be loaded: it may have been deleted.
      </p>
    )
  const { lead } = record.data
  const name = `${lead.firstName} ${lead.lastName}`
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <StatusControl submission={lead} onSaved={() => refresh()} />
          <SpamButton record={record.data} onSaved={refresh} onError={failed} />
          <EraseButton id={lead.id} name={name} onError={failed} />
        </div>
      </div>
      {lead.spam && (
        <p role="note" className="rounded-md border bg-muted/50 p-3 text-sm">
          In the spam folder ({lead.spam === 'honeypot' ? 'caught by the form’s bot trap' : 'marked by staff'}
          ).
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">Submission</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <p>
            <a href={`mailto:${lead.email}`} className="text-primary underline-offset-4 hover:underline">
              {lead.email}
            </a>{' '}
            · {lead.jobTitle} at {lead.company}
          </p>
          <p className="text-muted-foreground">
            Sent <time dateTime={lead.createdAt.toISOString()}>{formatSubmittedAt(lead.createdAt)}</time>
          </p>
          <p className="whitespace-pre-line">{lead.message ?? <em>No message provided</em>}</p>
          {record.data.messages.map((m) => (
            <div key={m.id} className="border-t pt-2">
              <p className="text-muted-foreground">
                Further message,{' '}
                <time dateTime={m.createdAt.toISOString()}>{formatSubmittedAt(m.createdAt)}</time>
              </p>
              <p className="whitespace-pre-line">{m.message ?? <em>No message provided</em>}</p>
            </div>
          ))}
        </CardContent>
      </Card>
      <OwnerControl record={record.data} onSaved={refresh} onError={failed} />
      <Section title="Calls" empty="No calls booked from this address.">
        {record.data.calls.map((call) => (
          <li key={call.id}>
            <time dateTime={call.startsAt.toISOString()}>{call.label}</time>
            {call.cancelled && ' (cancelled)'}
          </li>
        ))}
      </Section>
      <Section title="Emails sent" empty="No emails about this lead.">
        {record.data.emails.map((email, index) => (
          <li key={index}>
            {emailLabel(email.kind)}: {email.state}
            {email.at && (
              <>
                , <time dateTime={email.at.toISOString()}>{formatSubmittedAt(email.at)}</time>
              </>
            )}
          </li>
        ))}
      </Section>
      <Notes record={record.data} onSaved={refresh} onError={failed} />
      <Section title="Status history" empty="The status has not changed yet.">
        {record.data.history.map((change) => (
          <li key={change.id}>
            {change.actor?.name ?? 'Someone'} changed {sideLabel(change.from)} → {sideLabel(change.to)},{' '}
            <time dateTime={change.createdAt.toISOString()}>{formatSubmittedAt(change.createdAt)}</time>
          </li>
        ))}
      </Section>
    </div>
  )
}

function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children.length ? (
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">{children}</ul>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  )
}

interface Editor {
  record: LeadRecord
  onSaved: (saved: LeadRecord) => Promise<void>
  onError: () => void
}

function OwnerControl({ record, onSaved, onError }: Editor) {
  const trpc = useTrpc()
  const { data: me } = useQuery(trpc.auth.me.queryOptions())
  const id = useId()
  const assign = useMutation(trpc.contact.assign.mutationOptions({ onSuccess: onSaved, onError }))
  const owner = record.lead.owner
  return (
    <section aria-label="Owner" className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        Owner
      </label>
      <select
        id={id}
        value={owner?.id ?? ''}
        disabled={assign.isPending}
        onChange={(event) =>
          assign.mutate({
            id: record.lead.id,
            ownerId: event.target.value ? Number(event.target.value) : null,
          })
        }
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
      >
        <option value="">Nobody</option>
        {record.assignable.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </select>
      {me && owner?.id !== me.id && (
        <Button
          variant="outline"
          size="sm"
          disabled={assign.isPending}
          onClick={() => assign.mutate({ id: record.lead.id, ownerId: me.id })}
        >
          Assign to me
        </Button>
      )}
    </section>
  )
}

function Notes({ record, onSaved, onError }: Editor) {
  const trpc = useTrpc()
  const id = useId()
  const [body, setBody] = useState('')
  const add = useMutation(
    trpc.contact.addNote.mutationOptions({
      onSuccess: async (saved) => {
        setBody('')
        await onSaved(saved)
      },
      onError,
    }),
  )
  return (
    <section aria-label="Notes">
      <h2 className="text-xl font-semibold">Notes</h2>
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {record.notes.map((note) => (
          <li key={note.id} className="rounded-md border p-3">
            <p className="whitespace-pre-line">{note.body}</p>
            <p className="mt-1 text-muted-foreground">
              {note.author?.name ?? 'A former staff member'},{' '}
              <time dateTime={note.createdAt.toISOString()}>{formatSubmittedAt(note.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (body.trim()) add.mutate({ id: record.lead.id, body })
        }}
      >
        <label htmlFor={id} className="text-sm font-medium">
          New note
        </label>
        <Textarea id={id} value={body} onChange={(event) => setBody(event.target.value)} rows={3} />
        <Button type="submit" size="sm" className="self-start" disabled={add.isPending || !body.trim()}>
          Add note
        </Button>
      </form>
    </section>
  )
}

function SpamButton({ record, onSaved, onError }: Editor) {
  const trpc = useTrpc()
  const mark = useMutation(trpc.contact.markSpam.mutationOptions({ onSuccess: onSaved, onError }))
  const spam = Boolean(record.lead.spam)
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={mark.isPending}
      onClick={() => mark.mutate({ id: record.lead.id, spam: !spam })}
    >
      {spam ? 'Not spam' : 'Mark as spam'}
    </Button>
  )
}

function EraseButton({ id, name, onError }: { id: number; name: string; onError: () => void }) {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const erase = useMutation(
    trpc.contact.erase.mutationOptions({
      onSuccess: async ({ erased }) => {
        notify({ title: 'Erased', description: `${erased} ${erased === 1 ? 'lead' : 'leads'} erased.` })
        queryClient.removeQueries(trpc.contact.lead.queryFilter({ id }))
        await queryClient.invalidateQueries(trpc.contact.list.queryFilter())
        await navigate({ to: '/admin' })
      },
      onError,
    }),
  )
  return (
    <ConfirmAction
      label="Erase this person"
      title={`Erase ${name}?`}
      description="Every lead and call from this email address goes, with its notes, history, queued emails and webhook deliveries. This cannot be undone."
      confirmLabel="Erase"
      disabled={erase.isPending}
      onConfirm={() => erase.mutate({ id })}
    />
  )
}

/** Back to the inbox, from the lead page. */
export function BackToInbox() {
  return (
    <Link to="/admin" className="text-sm text-primary underline underline-offset-4">
      ← All submissions
    </Link>
  )
}
