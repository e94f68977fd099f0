import { createHash, randomBytes } from 'node:crypto'
import { SIGN_IN_FAILED } from '@/shared/auth/auth.schema'
import type { Role } from '@/shared/auth/roles'
import type { Config } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { AppError } from '@/server/errors'
import { currentUserOf, type CurrentUser } from './current-user'
import { TWO_FACTOR_REQUIRED_KEY } from '@/server/features/auth/two-factor/policy'
import { SessionEntity } from './session.entity'
import { UserEntity } from './user.entity'

/**
 * Server-side sessions (decision D5). The browser holds a random 256-bit token; the database holds its SHA-256.
 * A session ends at the first of: logout, `SESSION_IDLE_MINUTES` without a request, `SESSION_MAX_HOURS` after
 * sign-in.
 */
export type SessionSettings = Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS'>

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
/** A session's row id: the SHA-256 of its cookie's token. */
export const sessionIdOf = hashToken

/** Where a session was opened from, for the list of one's sessions (issue 35). */
export interface SessionClient {
  ip?: string
  userAgent?: string
}

/** Writing lastSeenAt on every request would turn reads into writes; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000

export async function createSession(
  em: Em,
  userId: number,
  settings: SessionSettings,
  now = new Date(),
  client: SessionClient = {},
) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + settings.SESSION_MAX_HOURS * 3_600_000)
  em.create(SessionEntity, {
    id: hashToken(token),
    user: em.getReference(UserEntity, userId),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip?.slice(0, 100) ?? null,
  })
  await em.flush()
  await recordSignIn(em, userId, hashToken(token), now)
  return { token, expiresAt }
}

/**
 * Notes the sign-in on the account (the team screen's "last sign-in"), and undoes the session if the account was
 * deactivated meanwhile: deactivating locks the user's row while it ends their sessions, so a sign-in that read
 * the account just before either is ended by it or finds it deactivated here (issue 35).
 */
async function recordSignIn(em: Em, userId: number, sessionId: string, now: Date) {
  const active = await em.nativeUpdate(UserEntity, { id: userId, deactivatedAt: null }, { lastSignInAt: now })
  if (active) return
  await em.nativeDelete(SessionEntity, { id: sessionId })
  throw new AppError('UNAUTHORIZED', SIGN_IN_FAILED)
}

interface SessionUserRow {
  last_seen_at: string
  expires_at: string
  id: number
  username: string
  display_name: string
  email: string | null
  first_name: string | null
  last_name: string | null
  bio: string | null
  role: Role | null
  two_factor_setup_required: boolean
}

/**
 * A staff account must still set up two-factor sign-in when an admin requires it and it has none (ADR 0115).
 * Two primary-key lookups beside the session's; `u` is the user.
 */
const TWO_FACTOR_SETUP_REQUIRED_SQL = `(u.role is not null
    and coalesce((select a.value = 'true'::jsonb from app_settings a where a.key = '${TWO_FACTOR_REQUIRED_KEY}'), false)
    and not exists (select 1 from two_factor_secrets t where t.user_id = u.id and t.enabled_at is not null))`

/**
 * The session and its user in one statement, read without the entity manager: every signed-in request runs it,
 * and the ORM's findOne with the user populated cost ~1.5 ms of CPU a request (issue 19's staff-page profile).
 * Times come as ISO 8601 through to_json, as in blog-article-rows.ts.
 */
const SESSION_USER_SQL = `
  select to_json(s.last_seen_at) as last_seen_at, to_json(s.expires_at) as expires_at,
    u.id, u.username, u.display_name, u.email, u.first_name, u.last_name, u.bio, u.role,
    ${TWO_FACTOR_SETUP_REQUIRED_SQL} as two_factor_setup_required
  from sessions s join users u on u.id = s.user_id
  where s.id = ?`

/** The user behind a cookie token, or null when the session is unknown, idle too long or past its end. */
export async function findSessionUser(
  em: Em,
  token: string,
  settings: SessionSettings,
  now = new Date(),
): Promise<CurrentUser | null> {
  if (!token || token.length > 100) return null
  const id = hashToken(token)
  const [row] = await em.execute<SessionUserRow[]>(SESSION_USER_SQL, [id])
  if (!row) return null
  const idleSince = now.getTime() - Date.parse(row.last_seen_at)
  if (Date.parse(row.expires_at) <= now.getTime() || idleSince > settings.SESSION_IDLE_MINUTES * 60_000) {
    await em.nativeDelete(SessionEntity, { id })
    return null
  }
  if (idleSince > TOUCH_INTERVAL_MS) {
    await em.nativeUpdate(SessionEntity, { id }, { lastSeenAt: now })
  }
  return currentUserOf({
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    bio: row.bio,
    role: row.role,
    twoFactorSetupRequired: row.two_factor_setup_required,
  })
}

export async function deleteSession(em: Em, token: string): Promise<void> {
  await em.nativeDelete(SessionEntity, { id: hashToken(token) })
}

/** Sign-out everywhere, e.g. after a password change. */
export async function deleteUserSessions(em: Em, userId: number): Promise<void> {
  await em.nativeDelete(SessionEntity, { user: userId })
}

/**
 * Every session of the user but the one holding `keepToken`: after a password change, whoever else had the old
 * password is signed out, while the staff member who changed it stays signed in. Answers how many ended.
 */
export async function deleteOtherSessions(
  em: Em,
  userId: number,
  keepToken: string | undefined,
): Promise<number> {
  return em.nativeDelete(SessionEntity, {
    user: userId,
    ...(keepToken ? { id: { $ne: hashToken(keepToken) } } : {}),
  })
}
