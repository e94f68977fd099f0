import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { SESSION_COOKIE } from './session-cookie'
import { sessionIdOf } from './session.service'

/**
 * The roles migration on rows that existed before it (issue 35, ADR 0091): it is undone on this file's own
 * database, users are inserted as the old schema had them (an admin flag), and it is applied again. Nobody is
 * locked out: the admin's session, opened before the migration, still reaches an admin-only screen after it.
 */
const t = useTestApp()
const BEFORE = 'Migration20261127120000_school_directory_facts'

describe('Migration20261128100000_staff_roles', () => {
  it('makes every admin an admin and leaves everyone else without staff rights', async () => {
    const { orm } = t.current.db
    await orm.migrator.down({ to: BEFORE })
    const sql = (query: string) => orm.em.fork().getConnection().execute(query)
    const [admin] = (await sql(`insert into users (username, display_name, password, is_admin) values
      ('founder', 'Founder', 'x', true) returning id`)) as { id: number }[]
    await sql(`insert into users (username, display_name, password, is_admin) values
      ('byline', 'Byline', 'x', false)`)
    // The session as that schema stored it (today's entity has columns the old table lacks).
    const token = randomBytes(32).toString('base64url')
    await sql(`insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
      values ('${sessionIdOf(token)}', ${admin!.id}, now(), now(), now() + interval '1 hour')`)

    await orm.migrator.up()
    const rows = (await sql(`select username, role from users order by username`)) as {
      username: string
      role: string | null
    }[]
    expect(Object.fromEntries(rows.map((row) => [row.username, row.role]))).toEqual({
      byline: null,
      founder: 'admin',
    })
    const staffHome = await t.current.request('/api/staff/overview', {
      headers: { Cookie: `${SESSION_COOKIE}=${token}` },
    })
    expect(staffHome.status).toBe(200)
    // Only the four roles can be stored.
    await expect(sql(`update users set role = 'owner' where username = 'byline'`)).rejects.toThrow(
      /users_role_check/,
    )
  })
})
