import type { ActiveSession } from '@/shared/auth/sessions.schema'
import type { Em } from '@/server/db/orm'
import { deviceNameOf } from './device-name'
import { SessionEntity } from './session.entity'
import { deleteOtherSessions, sessionIdOf, type SessionSettings } from './session.service'

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
  const rows = await em.find(
    SessionEntity,
    { user: userId, expiresAt: { $gt: now }, lastSeenAt: { $gte: idleSince } },
    { orderBy: { lastSeenAt: 'desc' } },
  )
  const current = currentToken ? sessionIdOf(currentToken) : undefined
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
