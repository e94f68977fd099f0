import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import {
  CONTACT_SOURCE_LABELS,
  LEAD_NOTIFICATION_LABELS,
  type LeadNotificationState,
} from '@/shared/contact/contact-fields'
import type { ContactSubmission } from '@/shared/contact/contact.schema'
import { schoolPath } from '@/shared/schools/slug'
import { Badge } from '@/web/components/ui/badge'
import { formatSubmittedAt } from './format'

/** The spec's screen states for the submissions, shared by the API-key card and the signed-in view. */
export function SubmissionsState({
  status,
  submissions,
  errorText,
  actions,
  highlight,
  select,
  linkNames = false,
  total = submissions?.length,
  filtered = false,
}: {
  status: 'pending' | 'error' | 'success'
  submissions: ContactSubmission[] | undefined
  /** How many there are in all, when `submissions` is one page of them. */
  total?: number
  /** A status or search narrows the list: an empty one says so. */
  filtered?: boolean
  errorText: string
  actions?: (submission: ContactSubmission) => ReactNode
  /** The id of the submission a notification email linked to, marked out from the others. */
  highlight?: number
  /** A control before each entry (the inbox's bulk selection). */
  select?: (submission: ContactSubmission) => ReactNode
  /** Staff open each lead's own page from its name (ADR 0130). */
  linkNames?: boolean
}) {
  if (status === 'pending') return <p role="status">Loading submissions...</p>
  if (status === 'error')
    return (
      <p role="alert" className="text-destructive">
        {errorText}
      </p>
    )
  if (!submissions?.length)
    return <p>{filtered ? 'No submissions match these filters.' : 'No contact submissions found.'}</p>
  return (
    <section aria-labelledby="submissions-heading">
      <h3 id="submissions-heading" className="text-lg font-semibold">
        Contact Submissions ({total ?? submissions.length})
      </h3>
      <ul className="mt-4 flex flex-col gap-4">
        {submissions.map((submission) => (
          <li key={submission.id} className="flex items-start gap-3">
            {select?.(submission)}
            <SubmissionEntry
              linkName={linkNames}
              submission={submission}
              actions={actions?.(submission)}
              highlighted={submission.id === highlight}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** One submission with the spec's fields and formats. */
function SubmissionEntry({
  submission,
  actions,
  highlighted = false,
  linkName = false,
}: {
  submission: ContactSubmission
  actions?: ReactNode
  highlighted?: boolean
  linkName?: boolean
}) {
  const s = submission
  return (
    <article
      id={`submission-${s.id}`}
      className={`min-w-0 flex-1 rounded-lg border bg-background p-4 ${highlighted ? 'ring-2 ring-primary' : ''}`}
      aria-labelledby={`submission-${s.id}-name`}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 id={`submission-${s.id}-name`} className="font-semibold">
            {linkName ? (
              <Link
                to="/staff/leads/$id"
                params={{ id: String(s.id) }}
                className="text-primary underline-offset-4 hover:underline"
              >
                {s.firstName} {s.lastName}
              </Link>
            ) : (
              <>
                {s.firstName} {s.lastName}
              </>
            )}
          </h4>
          <p className="text-sm text-muted-foreground">
            <time dateTime={s.createdAt.toISOString()}>{formatSubmittedAt(s.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {s.call ? (
            <Badge variant="secondary">{s.call.cancelled ? 'Call cancelled' : 'Call booked'}</Badge>
          ) : (
            s.source === 'call-request' && (
              <Badge variant="secondary">{CONTACT_SOURCE_LABELS[s.source]}</Badge>
            )
          )}
          {s.notification && <NotificationBadge state={s.notification} />}
          {s.owner && <Badge variant="outline">Owner: {s.owner.name}</Badge>}
          {s.furtherMessages > 0 && (
            <Badge variant="outline">
              +{s.furtherMessages} {s.furtherMessages === 1 ? 'message' : 'messages'}
            </Badge>
          )}
          {actions}
        </div>
      </div>
      <dl className="mt-3 grid gap-1 text-sm">
        <div>
          <dt className="sr-only">Email</dt>
          <dd>
            <a href={`mailto:${s.email}`} className="text-primary underline-offset-4 hover:underline">
              {s.email}
            </a>
          </dd>
        </div>
        {s.call && (
          <div className="font-medium">
            <dt className="inline">Call: </dt>
            <dd className="inline">
              <time dateTime={s.call.startsAt.toISOString()}>{s.call.label}</time>
            </dd>
          </div>
        )}
        {s.school && (
          <div>
            <dt className="inline">School: </dt>
            <dd className="inline">
              <a href={schoolPath(s.school.slug)} className="text-primary underline-offset-4 hover:underline">
                {s.school.name}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">Job title and company</dt>
          <dd>
            {s.jobTitle} at {s.company}
          </dd>
        </div>
        <div className="mt-2">
          <dt className="sr-only">Message</dt>
          <dd className="whitespace-pre-line">
            {s.message ? s.message : <em className="text-muted-foreground">No message provided</em>}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">
        Submission ID: {s.id}
        {s.userId !== null && <> · User ID: {s.userId}</>}
      </p>
    </article>
  )
}

/** Whether staff were emailed about it (ADR 0015): a failed email is the one thing here that needs a look. */
function NotificationBadge({ state }: { state: LeadNotificationState }) {
  return (
    <Badge variant={state === 'failed' ? 'destructive' : 'outline'}>{LEAD_NOTIFICATION_LABELS[state]}</Badge>
  )
}
