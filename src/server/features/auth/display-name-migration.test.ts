import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'

/**
 * The display-name migration on rows that existed before it (issue 16, ADR 0019): it is undone on this file's own
 * database, users are inserted as the old schema had them, and it is applied again.
 */
const t = useTestApp()
const BEFORE = 'Migration20261124152000_program_budget_visibility'

describe('Migration20261124152100_user_display_name', () => {
  it('gives existing users the name their bylines showed: full name when both exist, else the username', async () => {
    const { orm } = t.current.db
    await orm.migrator.down({ to: BEFORE })
    const sql = (query: string) => orm.em.fork().getConnection().execute(query)
    expect(
      await sql(
        `select 1 from information_schema.columns where table_name = 'users' and column_name = 'display_name'`,
      ),
    ).toHaveLength(0)
    await sql(`insert into users (username, password, first_name, last_name) values
      ('uxadmin', 'x', null, null),
      ('jordan.ellis', 'x', 'Jordan', 'Ellis'),
      ('half.named', 'x', 'Only', '  '),
      ('spaced', 'x', '  Sam ', ' Lee ')`)

    await orm.migrator.up()
    const rows = (await sql(`select username, display_name from users order by username`)) as {
      username: string
      display_name: string
    }[]
    expect(Object.fromEntries(rows.map((row) => [row.username, row.display_name]))).toEqual({
      'half.named': 'half.named',
      'jordan.ellis': 'Jordan Ellis',
      spaced: 'Sam Lee',
      uxadmin: 'uxadmin',
    })
    // And from now on it is required.
    await expect(sql(`insert into users (username, password) values ('no-name', 'x')`)).rejects.toThrow(
      /display_name/,
    )
  })
})
