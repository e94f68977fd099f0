import type { ActiveSession } from '@/shared/auth/sessions.schema'
import type { Em } from '@/server/db/orm'
import { deviceNameOf } from './device-name'
import { SessionEntity } from './session.entity'
import { deleteOtherSessions, sessionIdOf, type SessionSettings } from './session.service'

/**
 * The most sessions listed, the most recently seen first (the current one always among them). A staff member has a
 * few; a script that signs in on every run leaves one more each time, and each answer read and carried them all
 * (the fault suite's admin: 1,000 lists took 63-129 s). "End all other sessions" ends every one, listed or not.
 */
export const LISTED_SESSIONS = 50

/**
 * A staff member's own sessions (issue 35): each browser signed in as them, with where and when, and the means to
 * end any of them. A session ended here is gone from the database, so its next request is a visitor's, on every
 * replica. Sessions past their end (idle or absolute) are left out: they no longer sign anyone in.
 */
export async function listSessions(
  em: Em,
  userId: number,
  currentToken: string | undefined,
  settings: SessionSettings,
  now = new Date(),
): Promise<{ sessions: ActiveSession[] }> {
  const idleSince = new Date(now.getTime() - settings.SESSION_IDLE_MINUTES * 60_000)
  const alive = { user: userId, expiresAt: { $gt: now }, lastSeenAt: { $gte: idleSince } }
  const current = currentToken ? sessionIdOf(currentToken) : undefined
  const rows = await em.find(SessionEntity, alive, {
    orderBy: { lastSeenAt: 'desc', id: 'asc' },
    limit: LISTED_SESSIONS,
  })
  if (current && rows.length === LISTED_SESSIONS && !rows.some((row) => row.id === current)) {
    const own = await em.findOne(SessionEntity, { ...alive, id: current })
    if (own) rows.splice(LISTED_SESSIONS - 1, 1, own)
  }
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceNameOf(row.userAgent),
      ip: row.ip ?? null,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      current: row.id === current,
    })),
  }
}

/** Ends one of the staff member's own sessions (another's id ends nothing). */
export async function endSession(em: Em, userId: number, id: string) {
  return { ended: (await em.nativeDelete(SessionEntity, { id, user: userId })) > 0 }
}

/** Ends every session of the staff member but this one. */
export async function endOtherSessions(em: Em, userId: number, currentToken: string | undefined) {
  return { ended: await deleteOtherSessions(em, userId, currentToken) }
}
