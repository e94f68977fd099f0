import type { JobQueue } from '@/server/lib/jobs/job-queue'

/**
 * Reminders of a booked call (issue 38 point 4, ADR 0105): emails to the visitor 24 hours and 1 hour before, as
 * jobs on the call-email queue that start then (pg-boss `startAfter`), durable like every job. A reminder whose
 * moment has already passed when the call is booked (a call less than 24 hours ahead) is not scheduled.
 */
export const REMINDERS = [
  { kind: 'reminder-24h', beforeMs: 24 * 60 * 60_000 },
  { kind: 'reminder-1h', beforeMs: 60 * 60_000 },
] as const
export type ReminderKind = (typeof REMINDERS)[number]['kind']

export const isReminderKind = (kind: string): kind is ReminderKind => kind.startsWith('reminder-')

/** The reminders a call starting at `start` gets when booked or moved at `now`: those still ahead. */
export function remindersDue(start: Date, now: Date): { kind: ReminderKind; at: Date }[] {
  return REMINDERS.map(({ kind, beforeMs }) => ({ kind, at: new Date(start.getTime() - beforeMs) })).filter(
    ({ at }) => at.getTime() > now.getTime(),
  )
}

export interface ReminderJob {
  submissionId: number
  kind: ReminderKind
  sequence: number
}

/** Queues the call's reminders for this sequence of the call; the same key twice is one job (exclusive queue). */
export async function scheduleReminders(
  jobs: JobQueue,
  queue: string,
  call: { id: number; start: Date; sequence: number },
  now: Date,
) {
  for (const { kind, at } of remindersDue(call.start, now))
    await jobs.send(queue, { submissionId: call.id, kind, sequence: call.sequence } satisfies ReminderJob, {
      singletonKey: `${call.id}:${kind}:${call.sequence}`,
      startAfter: at,
    })
}

/**
 * Cancels the call's reminders still waiting (a move schedules new ones, a cancel none). A reminder that starts
 * anyway (queued before the change, cancelled a moment too late) finds the call's sequence changed and sends
 * nothing.
 */
export async function cancelReminders(jobs: JobQueue, queue: string, submissionId: number) {
  const waiting = await jobs.findJobs<{ kind: string }>(queue, { data: { submissionId }, queued: true })
  const ids = waiting.filter((job) => isReminderKind(job.data.kind)).map((job) => job.id)
  if (ids.length) await jobs.cancel(queue, ids)
}
