import { createHash, randomBytes } from 'node:crypto'
import { SCREEN_ROLES, hasRole } from '@/shared/auth/roles'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { notFound } from '@/server/errors'
import { ContactSubmissionEntity } from '@/server/features/contact/public'
import { callLabel } from '@/server/lib/time/labels'
import { CalendarFeedEntity } from './calendar-feed.entity'
import { CallOutcomeEntity } from './call-outcome.entity'
import { callUid } from './call-invite'
import { icsFeedOf } from './ics'

/**
 * Each staff member's calendar feed of booked calls (issue 38 point 3, ADR 0125): a read-only .ics a calendar
 * app subscribes to by a secret URL, since calendar apps cannot sign in. The secret is 32 random bytes; only its
 * SHA-256 is kept (a fast hash is enough for 256 random bits), so the URL is shown once, when made or reset.
 */
type FeedConfig = Pick<Config, 'PUBLIC_URL' | 'BRAND_NAME' | 'BOOKING_TIMEZONE'>

/** The feed holds the calls of the last 30 days and every call ahead, at most this many. */
export const FEED_PAST_DAYS = 30
const FEED_MAX_EVENTS = 500
/** How often a calendar app is asked to fetch it again. */
const FEED_REFRESH_MINUTES = 15

/** Who may have a feed: whoever may open the calls screen; the feed of an account that loses the role stops. */
export const FEED_ROLES = SCREEN_ROLES.calls

const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

export const feedUrlOf = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}/calls.ics`

/** Whether the signed-in staff member has a feed URL, and since when. */
export async function calendarFeedStatus(em: Em, userId: number) {
  const feed = await em.findOne(CalendarFeedEntity, { user: userId })
  return { createdAt: feed?.createdAt ?? null }
}

/** Makes the staff member's feed URL, or a new one in place of the old, which stops working at once. */
export async function resetCalendarFeed(
  em: Em,
  userId: number,
  config: Pick<Config, 'PUBLIC_URL'>,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url')
  await em.upsert(
    CalendarFeedEntity,
    { user: userId, tokenHash: hashOf(token), createdAt: now },
    {
      onConflictFields: ['user'],
      onConflictAction: 'merge',
      onConflictMergeFields: ['tokenHash', 'createdAt'],
    },
  )
  return { url: feedUrlOf(config.PUBLIC_URL, token), createdAt: now }
}

/** Ends the staff member's feed (no URL works until a new one is made). */
export async function removeCalendarFeed(em: Em, userId: number) {
  await em.nativeDelete(CalendarFeedEntity, { user: userId })
}

/**
 * The feed by its secret: 404 for anything but a current secret of an active account that may see calls. Each call is
 * one event whose UID is the visitor's invite's (the same call, the same event), with only what the calls screen
 * shows staff and less: the name, company and job title, and the lead's link; no email address, no note.
 */
export async function calendarFeed(em: Em, token: string, config: FeedConfig, now = new Date()) {
  const missing = notFound('Calendar feed')
  if (!FEED_TOKEN.test(token)) throw missing
  const feed = await em.findOne(CalendarFeedEntity, { tokenHash: hashOf(token) }, { populate: ['user'] })
  // A deactivated account's feed stops with its sessions (issue 35), and starts again if it is reactivated.
  if (!feed || feed.user.deactivatedAt || !hasRole({ role: feed.user.role ?? null }, FEED_ROLES))
    throw missing
  const from = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60_000)
  const calls = await em.find(
    ContactSubmissionEntity,
    {
      callStartsAt: { $gte: from },
      callEndsAt: { $ne: null },
      callCancelledAt: null,
      inviteToken: { $ne: null },
    },
    { orderBy: { callStartsAt: 'asc', id: 'asc' }, limit: FEED_MAX_EVENTS },
  )
  const outcomes = calls.length
    ? await em.find(CallOutcomeEntity, { submission: { $in: calls.map((call) => call.id) } })
    : []
  const outcomeOf = new Map(outcomes.map((row) => [row.submission.id, row.outcome]))
  const body = icsFeedOf(
    {
      productId: `-//${config.BRAND_NAME}//Staff calls feed//EN`,
      name: `${config.BRAND_NAME} calls`,
      refreshMinutes: FEED_REFRESH_MINUTES,
    },
    calls.map((call) => {
      const outcome = outcomeOf.get(call.id)
      return {
        uid: callUid(call.inviteToken!, config.PUBLIC_URL),
        stamp: now,
        start: call.callStartsAt!,
        end: call.callEndsAt!,
        summary: `Call: ${call.firstName} ${call.lastName} (${call.company})`,
        description: [
          `${call.firstName} ${call.lastName}, ${call.jobTitle}, ${call.company}`,
          `When: ${callLabel(call.callStartsAt!, config.BOOKING_TIMEZONE)}`,
          ...(outcome ? [`Outcome: ${outcome === 'held' ? 'held' : 'no-show'}`] : []),
          `Lead: ${config.PUBLIC_URL}/admin?lead=${call.id}`,
        ].join('\n'),
        url: `${config.PUBLIC_URL}/staff/calls`,
        sequence: call.callSequence,
      }
    }),
  )
  return { filename: 'calls.ics', contentType: 'text/calendar; charset=utf-8', body }
}
