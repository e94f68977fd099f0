import type { ReactNode } from 'react'
import { CONTACT_SOURCE_LABELS } from '../../../shared/contact/contact-fields'
import type { ContactSubmission } from '../../../shared/contact/contact.schema'
import { Badge } from '../../components/ui/badge'
import { formatSubmittedAt } from './format'

/** The spec's screen states for the submissions, shared by the API-key card and the signed-in view. */
export function SubmissionsState({
  status,
  submissions,
  errorText,
  actions,
}: {
  status: 'pending' | 'error' | 'success'
  submissions: ContactSubmission[] | undefined
  errorText: string
  actions?: (submission: ContactSubmission) => ReactNode
}) {
  if (status === 'pending') return <p role="status">Loading submissions...</p>
  if (status === 'error')
    return (
      <p role="alert" className="text-destructive">
        {errorText}
      </p>
    )
  if (!submissions?.length) return <p>No contact submissions found.</p>
  return (
    <section aria-labelledby="submissions-heading">
      <h3 id="submissions-heading" className="text-lg font-semibold">
        Contact Submissions ({submissions.length})
      </h3>
      <ul className="mt-4 flex flex-col gap-4">
        {submissions.map((submission) => (
          <li key={submission.id}>
            <SubmissionEntry submission={submission} actions={actions?.(submission)} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** One submission with the spec's fields and formats. */
function SubmissionEntry({ submission, actions }: { submission: ContactSubmission; actions?: ReactNode }) {
  const s = submission
  return (
    <article className="rounded-lg border bg-background p-4" aria-labelledby={`submission-${s.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 id={`submission-${s.id}`} className="font-semibold">
            {s.firstName} {s.lastName}
          </h4>
          <p className="text-sm text-muted-foreground">
            <time dateTime={s.createdAt.toISOString()}>{formatSubmittedAt(s.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {s.source === 'call-request' && (
            <Badge variant="secondary">{CONTACT_SOURCE_LABELS[s.source]}</Badge>
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
