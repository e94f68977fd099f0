import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server/harness'

/**
 * The stored schema of the spec (section 3), checked at the database itself through the committed migrations:
 * defaults, limits, unique constraints and what deleting a row does to the rows that point at it. Runs on PGlite
 * and, with TEST_DATABASE_URL, on the PostgreSQL server: the same migration files on both.
 */
const t = useTestApp()
const sql = async <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  (await t.current.em().getConnection().execute(query, params)) as T[]
const one = async <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  (await sql<T>(query, params))[0]!

async function insertUser(username: string, email: string | null = null) {
  return one<{ id: number; role: string | null }>(
    `insert into users (username, display_name, email, password) values (?, ?, ?, 'x') returning id, role`,
    [username, username, email],
  )
}
async function insertSchool(name = 'Duke University') {
  return one<{ id: number; is_active: boolean }>(
    `insert into schools (name, slug) values (?, ?) returning id, is_active`,
    [name, `${name.toLowerCase().replace(/ /g, '-')}-${Math.random()}`],
  )
}

async function failure(query: string, params: unknown[] = []) {
  try {
    await sql(query, params)
  } catch (error) {
    return String((error as Error).message)
  }
  return 'succeeded'
}

describe('defaults', () => {
  it('users have no staff role, schools are active, programs are planned with a hidden budget, articles are drafts', async () => {
    expect((await insertUser('default-user')).role).toBeNull()
    const school = await insertSchool()
    expect(school.is_active).toBe(true)
    const program = await one<{ status: string; created_at: Date | string; show_budget_publicly: boolean }>(
      `insert into campus_programs (school_id, name) values (?, 'Welcome Week')
       returning status, created_at, show_budget_publicly`,
      [school.id],
    )
    expect(program.status).toBe('planned')
    // A budget is staff-only unless chosen (ADR 0018).
    expect(program.show_budget_publicly).toBe(false)
    // Raw rows carry timestamps as Date (PGlite) or text (pg driver); either way the default filled one in.
    expect(Number.isNaN(new Date(program.created_at).getTime())).toBe(false)
    const article = await one<{ published: boolean }>(
      `insert into blog_articles (title, slug, content) values ('Hello', 'hello-defaults', 'Body text') returning published`,
    )
    expect(article.published).toBe(false)
  })
})

describe('column limits', () => {
  it.each([
    ['users', 'email', 255],
    ['users', 'first_name', 100],
    ['users', 'display_name', 100],
    ['users', 'company', 100],
    ['contact_submissions', 'job_title', 100],
    ['schools', 'name', 255],
    ['schools', 'state', 2],
    ['schools', 'city', 100],
    ['schools', 'type', 50],
    ['campus_programs', 'name', 255],
    ['campus_programs', 'status', 50],
    ['brand_profiles', 'industry', 100],
    ['brand_profiles', 'budget_range', 100],
    ['blog_articles', 'title', 255],
    ['blog_articles', 'slug', 255],
    ['blog_categories', 'name', 100],
    ['blog_categories', 'slug', 100],
    ['blog_tags', 'name', 50],
    ['blog_tags', 'slug', 50],
  ])('%s.%s holds at most %i characters', async (table, column, limit) => {
    const [info] = await sql<{ character_maximum_length: number }>(
      `select character_maximum_length from information_schema.columns where table_name = ? and column_name = ?`,
      [table, column],
    )
    expect(info?.character_maximum_length).toBe(limit)
  })

  it('refuses a value past the limit instead of truncating it', async () => {
    expect(
      await failure(
        `insert into schools (name, slug, state) values ('Too Long State', 'too-long-state', 'CAL')`,
      ),
    ).toMatch(/too long/i)
  })
})

describe('required fields', () => {
  it.each([
    ['contact_submissions', ['email', 'first_name', 'last_name', 'job_title', 'company']],
    ['brand_profiles', ['name', 'industry', 'target_audience', 'values', 'marketing_goals', 'budget_range']],
    ['campus_programs', ['school_id', 'name']],
    ['schools', ['name', 'slug']],
    ['users', ['username', 'display_name', 'password']],
    ['blog_articles', ['title', 'slug', 'content']],
  ])('%s requires %j, and nothing else the spec leaves optional', async (table, required) => {
    const columns = await sql<{ column_name: string; is_nullable: string; column_default: string | null }>(
      `select column_name, is_nullable, column_default from information_schema.columns where table_name = ?`,
      [table],
    )
    const requiredWithoutDefault = columns
      .filter((column) => column.is_nullable === 'NO' && column.column_default === null)
      .map((column) => column.column_name)
      .sort()
    expect(requiredWithoutDefault).toEqual([...required].sort())
  })
})

describe('unique constraints', () => {
  it.each([
    [`insert into users (username, display_name, password) values ('same-name', 'Same', 'x')`],
    [
      `insert into users (username, display_name, email, password) values ('u-' || md5(random()::text), 'U', 'same@example.com', 'x')`,
    ],
    [`insert into blog_articles (title, slug, content) values ('T', 'same-slug', 'Body text')`],
    [`insert into blog_categories (name, slug) values ('Same', 'same-' || md5(random()::text))`],
    [`insert into blog_categories (name, slug) values ('C-' || md5(random()::text), 'same-category')`],
    [`insert into blog_tags (name, slug) values ('Same Tag', 'same-tag-' || md5(random()::text))`],
    [`insert into blog_tags (name, slug) values ('T-' || md5(random()::text), 'same-tag')`],
  ])('refuses a second row like %s', async (insert) => {
    await sql(insert)
    expect(await failure(insert)).toMatch(/unique|duplicate/i)
  })
})

describe('deleting rows', () => {
  it('a school takes its programs with it', async () => {
    const school = await insertSchool('Cascade College')
    await sql(`insert into campus_programs (school_id, name) values (?, 'A'), (?, 'B')`, [
      school.id,
      school.id,
    ])
    await sql(`delete from schools where id = ?`, [school.id])
    expect(
      await one(`select count(*)::int as n from campus_programs where school_id = ?`, [school.id]),
    ).toEqual({ n: 0 })
  })

  it('a brand profile takes its recommendations with it', async () => {
    const profile = await one<{ id: number }>(
      `insert into brand_profiles (name, industry, target_audience, values, marketing_goals, budget_range)
       values ('Brand', 'Beverages', 'Students', 'Fun', 'Awareness', '$5,000 - $10,000') returning id`,
    )
    await sql(
      `insert into brand_campus_recommendations (brand_profile_id, recommendation_data) values (?, '{}')`,
      [profile.id],
    )
    await sql(`delete from brand_profiles where id = ?`, [profile.id])
    expect(
      await one(`select count(*)::int as n from brand_campus_recommendations where brand_profile_id = ?`, [
        profile.id,
      ]),
    ).toEqual({ n: 0 })
  })

  it('a user leaves their contact submissions behind, with userId set to null', async () => {
    const user = await insertUser('leaver')
    const submission = await one<{ id: number }>(
      `insert into contact_submissions (email, first_name, last_name, job_title, company, user_id)
       values ('a@b.co', 'A', 'B', 'CMO', 'Acme', ?) returning id`,
      [user.id],
    )
    await sql(`delete from users where id = ?`, [user.id])
    expect(await one(`select user_id from contact_submissions where id = ?`, [submission.id])).toEqual({
      user_id: null,
    })
  })

  it('an article or a tag removes only their links, never the other side', async () => {
    const article = await one<{ id: number }>(
      `insert into blog_articles (title, slug, content) values ('Tagged', 'tagged', 'Body text') returning id`,
    )
    const [kept, dropped] = await sql<{ id: number }>(
      `insert into blog_tags (name, slug) values ('Kept', 'kept'), ('Dropped', 'dropped') returning id`,
    )
    await sql(`insert into blog_articles_tags (article_id, tag_id) values (?, ?), (?, ?)`, [
      article.id,
      kept!.id,
      article.id,
      dropped!.id,
    ])

    await sql(`delete from blog_tags where id = ?`, [dropped!.id])
    expect(await sql(`select tag_id from blog_articles_tags where article_id = ?`, [article.id])).toEqual([
      { tag_id: kept!.id },
    ])

    await sql(`delete from blog_articles where id = ?`, [article.id])
    expect(
      await one(`select count(*)::int as n from blog_articles_tags where tag_id = ?`, [kept!.id]),
    ).toEqual({ n: 0 })
    expect(await one(`select count(*)::int as n from blog_tags where id = ?`, [kept!.id])).toEqual({ n: 1 })
  })
})
