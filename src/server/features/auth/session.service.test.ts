import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { SessionEntity } from './session.entity'
import { createSession, deleteSession, deleteUserSessions, findSessionUser } from './session.service'
import { createUser } from './user.factory'

const t = useTestApp()
const settings = { SESSION_IDLE_MINUTES: 30, SESSION_MAX_HOURS: 24 }
const at = (iso: string) => new Date(iso)

async function newUser(username: string) {
  return createUser(t.current.em(), { username, password: 'a long enough password', isAdmin: true })
}

describe('sessions', () => {
  it('store only a hash of the 256-bit token and resolve it to the user', async () => {
    const user = await newUser('ada')
    const { token } = await createSession(t.current.em(), user.id, settings)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const rows = await t.current.em().find(SessionEntity, { user: user.id })
    expect(rows).toHaveLength(1)
    expect(rows[0]!.id).not.toContain(token)
    expect(await findSessionUser(t.current.em(), token, settings)).toEqual({
      id: user.id,
      username: 'ada',
      displayName: 'ada',
      email: null,
      firstName: null,
      lastName: null,
      bio: null,
      role: 'admin',
      isAdmin: true,
      // Two-factor sign-in is not required of anyone until an admin turns it on (ADR 0115).
      twoFactorSetupRequired: false,
    })
  })

  it('resolve to every field of the user’s profile', async () => {
    const em = t.current.em()
    const user = await createUser(em, {
      username: 'ed',
      password: 'a long enough password',
      isAdmin: false,
      displayName: 'Ed Ames',
      email: 'ed@example.edu',
      firstName: 'Ed',
      lastName: 'Ames',
      bio: 'Writes about campus events.',
    })
    const { token } = await createSession(em, user.id, settings)
    expect(await findSessionUser(em, token, settings)).toEqual({
      id: user.id,
      username: 'ed',
      displayName: 'Ed Ames',
      email: 'ed@example.edu',
      firstName: 'Ed',
      lastName: 'Ames',
      bio: 'Writes about campus events.',
      role: null,
      isAdmin: false,
      twoFactorSetupRequired: false,
    })
  })

  it('end after the idle timeout, and activity within it keeps them alive', async () => {
    const user = await newUser('bo')
    const { token } = await createSession(t.current.em(), user.id, settings, at('2026-01-01T10:00:00Z'))
    expect(await findSessionUser(t.current.em(), token, settings, at('2026-01-01T10:25:00Z'))).not.toBeNull()
    expect(await findSessionUser(t.current.em(), token, settings, at('2026-01-01T10:50:00Z'))).not.toBeNull()
    expect(await findSessionUser(t.current.em(), token, settings, at('2026-01-01T11:30:00Z'))).toBeNull()
    // An expired session is deleted, not merely ignored.
    expect(await t.current.em().count(SessionEntity, { user: user.id })).toBe(0)
  })

  it('end at the absolute limit however active', async () => {
    const user = await newUser('cy')
    const { token } = await createSession(t.current.em(), user.id, settings, at('2026-01-01T00:00:00Z'))
    for (let hour = 0; hour < 24; hour += 0.25) {
      const when = new Date(Date.parse('2026-01-01T00:00:00Z') + hour * 3_600_000)
      expect(await findSessionUser(t.current.em(), token, settings, when)).not.toBeNull()
    }
    expect(await findSessionUser(t.current.em(), token, settings, at('2026-01-02T00:00:01Z'))).toBeNull()
  })

  it('end on logout, and all of a user’s sessions can be ended at once', async () => {
    const user = await newUser('di')
    const first = await createSession(t.current.em(), user.id, settings)
    const second = await createSession(t.current.em(), user.id, settings)
    await deleteSession(t.current.em(), first.token)
    expect(await findSessionUser(t.current.em(), first.token, settings)).toBeNull()
    expect(await findSessionUser(t.current.em(), second.token, settings)).not.toBeNull()
    await deleteUserSessions(t.current.em(), user.id)
    expect(await findSessionUser(t.current.em(), second.token, settings)).toBeNull()
  })

  it('ignore unknown and absurd tokens', async () => {
    expect(await findSessionUser(t.current.em(), 'nope', settings)).toBeNull()
    expect(await findSessionUser(t.current.em(), 'x'.repeat(5000), settings)).toBeNull()
  })
})
