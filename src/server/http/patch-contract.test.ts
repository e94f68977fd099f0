/**
 * Every PATCH is a merge (RFC 7396): a field the caller leaves out stays as it is, and `null` clears a field that
 * may be empty. The test walks every PATCH operation in the served OpenAPI document, so a new one without a
 * subject below fails here; for each property its body documents, it changes that one property on a fresh row
 * and reads the row back through its own GET: nothing else may have moved. The same walk then calls each
 * operation's tRPC procedure with one field, since the procedures take the same partial values.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../tests/server/harness'
import { createContactSubmission } from '@/server/features/contact/contact.factory'
import { allOperations } from '@/server/operations'
import type { AnyOperation, RestBinding } from '@/server/operations/define'
import { restSchemasOf } from './rest-operations'

const API_KEY = 'patch-contract-api-key-0123456789'
type Row = Record<string, unknown>
type Doc = {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: { content: Row } }>>
}

interface Subject {
  /** Makes a fresh row with every field filled; answers the path parameters. */
  create(): Promise<Record<string, string>>
  /** The row as its own GET answers it. */
  read(params: Record<string, string>): Promise<Row>
  /** For each property of the body: a valid value that differs from what `create` stored. */
  changes: Row
  /** What else a property moves by design (a new name moves the slug; an id answers as its object). */
  moves?: Record<string, string[]>
  /** The session that makes the change (the profile is the caller's own). */
  cookie?: () => string
}

/** Fields every write moves (the row's own clock, and an article's count of saves: ADR 0135). */
const CLOCKS = ['updatedAt', 'version']

let t: TestApp
let doc: Doc
let admin = ''
let adminUser: Awaited<ReturnType<TestApp['signIn']>>['user']
let profileOwner: Awaited<ReturnType<TestApp['signIn']>>
let otherAuthorId = 0
let made = 0

const call = async (method: string, path: string, body?: unknown, cookie = admin) => {
  const response = await t.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-API-Key': API_KEY },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = (await response.json()) as { data?: unknown }
  expect(response.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300)
  return json.data as Row & Row[]
}
const unique = () => `${Date.now().toString(36)}${++made}`
const created = async (path: string, body: Row) => ({ id: String((await call('POST', path, body)).id) })
const listed = (rows: Row[], id: string) => rows.find((row) => String(row.id) === id)!

const newSchool = () =>
  created('/api/schools', {
    name: `Contract College ${unique()}`,
    city: 'Madison',
    state: 'WI',
    type: 'Community College',
    studentPopulation: 4200,
    websiteUrl: 'https://contract.example.edu',
    imageUrl: '/images/contract.webp',
    logoUrl: 'https://contract.example.edu/logo.png',
    isActive: true,
  })

const SUBJECTS: Record<string, Subject> = {
  'schools.update': {
    create: newSchool,
    read: ({ id }) => call('GET', `/api/schools/${id}`),
    changes: {
      name: 'Renamed Contract College',
      city: 'Green Bay',
      state: 'MN',
      type: 'Research University',
      studentPopulation: 9100,
      websiteUrl: 'https://renamed.example.edu',
      imageUrl: '/images/renamed.webp',
      logoUrl: 'https://renamed.example.edu/logo.png',
      isActive: false,
    },
    moves: { name: ['slug'] },
  },
  'programs.update': {
    create: async () => {
      const school = await newSchool()
      return created('/api/campus-programs', {
        schoolId: Number(school.id),
        name: 'Welcome Week',
        description: 'Tables on the quad',
        status: 'planned',
        startDate: '2026-09-01',
        endDate: '2026-12-01',
        budget: 5000,
        showBudgetPublicly: false,
      })
    },
    read: ({ id }) => call('GET', `/api/campus-programs/${id}`),
    changes: {
      schoolId: 0, // replaced by a second school in `valueFor`
      name: 'Career Fair',
      description: 'Booths in the gym',
      status: 'active',
      startDate: '2026-10-01',
      endDate: '2026-12-15',
      budget: 9000,
      showBudgetPublicly: true,
    },
    moves: { schoolId: ['school'] },
  },
  'blog.update': {
    create: async () => {
      const category = await created('/api/blog/categories', { name: `Contract ${unique()}` })
      const tag = await created('/api/blog/tags', { name: `contract ${unique()}` })
      return created('/api/blog/articles', {
        title: 'A contract article',
        slug: `contract-article-${unique()}`,
        content: 'Twenty characters at least, so the article is valid.',
        excerpt: 'The short version.',
        imageUrl: '/images/contract.webp',
        imageAlt: 'A contract on a desk',
        imageCaption: 'The contract, signed',
        metaTitle: 'A contract article for search',
        metaDescription: 'The description search results show.',
        socialImageUrl: '/images/contract-card.webp',
        // A draft with a date, so clearing the date leaves it cleared (a published article always has one).
        published: false,
        publishedAt: '2026-01-02T03:04:05.000Z',
        authorId: adminUser.id,
        categoryId: Number(category.id),
        tagIds: [Number(tag.id)],
      })
    },
    read: ({ id }) => call('GET', `/api/blog/articles/${id}`),
    changes: {
      title: 'A renamed contract article',
      slug: 'x', // replaced by a fresh slug in `valueFor`
      content: 'Other content, still twenty characters long.',
      excerpt: 'Another short version.',
      imageUrl: 'https://images.example.com/other.webp',
      imageAlt: 'Another picture, described',
      imageCaption: 'Another caption',
      metaTitle: 'Another meta title',
      metaDescription: 'Another description for search results.',
      socialImageUrl: 'https://images.example.com/card.webp',
      published: true,
      publishedAt: '2026-02-03T04:05:06.000Z',
      authorId: 0, // another staff member, in `valueFor`
      categoryId: 0, // a second category, in `valueFor`
      tagIds: [], // a second tag, in `valueFor`
    },
    moves: { authorId: ['author'], categoryId: ['category'], tagIds: ['tags'] },
  },
  'blog.categories.rename': {
    create: () =>
      created('/api/blog/categories', { name: `Guides ${unique()}`, description: 'How-to articles' }),
    read: async ({ id }) => listed(await call('GET', '/api/blog/categories'), id!),
    changes: { name: 'x', description: 'Longer how-to articles' },
    moves: { name: ['slug'] },
  },
  'blog.tags.rename': {
    create: () => created('/api/blog/tags', { name: `sampling ${unique()}` }),
    read: async ({ id }) => listed(await call('GET', '/api/blog/tags'), id!),
    changes: { name: 'x' },
    moves: { name: ['slug'] },
  },
  'auth.updateProfile': {
    create: async () => {
      await call(
        'PATCH',
        '/api/auth/me',
        { displayName: 'Before', bio: 'Writes about campuses.' },
        profileOwner.cookie,
      )
      return {}
    },
    read: () => call('GET', '/api/auth/me', undefined, profileOwner.cookie),
    changes: { displayName: 'After', bio: 'Writes about students.' },
    cookie: () => profileOwner.cookie,
  },
  'contact.setStatus': {
    create: async () => ({ id: String((await createContactSubmission(t.em(), { status: 'new' })).id) }),
    read: async ({ id }) => listed(await call('GET', '/api/admin/contact'), id!),
    changes: { status: 'contacted' },
  },
}

/** A value for `property` that differs from the row's: fresh names and slugs, other rows to point at. */
async function valueFor(subject: string, property: string): Promise<unknown> {
  if (property === 'name' && subject.startsWith('blog.')) return `Renamed ${unique()}`
  if (property === 'slug') return `renamed-${unique()}`
  if (property === 'schoolId') return Number((await newSchool()).id)
  if (property === 'categoryId') return Number((await created('/api/blog/categories', { name: unique() })).id)
  if (property === 'tagIds') return [Number((await created('/api/blog/tags', { name: unique() })).id)]
  if (property === 'authorId') return otherAuthorId
  return SUBJECTS[subject]!.changes[property]
}

/** Every PATCH operation the document lists, with its body's properties and which of them take null. */
function patchOperations() {
  return Object.entries(doc.paths).flatMap(([path, methods]) => {
    const patch = methods.patch
    if (!patch) return []
    const schema = (patch.requestBody?.content['application/json'] as { schema?: Row } | undefined)?.schema
    const properties = (schema?.properties ?? {}) as Record<string, Row>
    const nullable = Object.keys(properties).filter((name) =>
      JSON.stringify(properties[name]).includes('"null"'),
    )
    return [{ path, name: patch.operationId!, properties: Object.keys(properties), nullable }]
  })
}

const urlOf = (path: string, params: Record<string, string>) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name]!)

/** The keys of `after` whose values differ from `before`'s. */
const changedKeys = (before: Row, after: Row) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )

beforeAll(async () => {
  t = await startTestApp({ ADMIN_API_KEY: API_KEY, OLLAMA_HOST: 'off' })
  const signedIn = await t.signIn({ isAdmin: true })
  admin = signedIn.cookie
  adminUser = signedIn.user
  profileOwner = await t.signIn({ isAdmin: true })
  otherAuthorId = (await t.signIn({ isAdmin: true })).user.id
  doc = (await (await t.request('/api/openapi.json')).json()) as Doc
  return () => t.close()
}, 120_000)

describe('PATCH merges', () => {
  it('every PATCH operation in the document has a subject here, and every body property a change', () => {
    const operations = patchOperations()
    expect(operations.length).toBeGreaterThanOrEqual(7)
    expect(operations.map((op) => op.name).sort()).toEqual(Object.keys(SUBJECTS).sort())
    for (const op of operations)
      expect(op.properties.sort(), op.name).toEqual(Object.keys(SUBJECTS[op.name]!.changes).sort())
  })

  it('one field sent changes that field and leaves every other one as it was (REST)', async () => {
    for (const op of patchOperations()) {
      const subject = SUBJECTS[op.name]!
      for (const property of op.properties) {
        const params = await subject.create()
        const before = await subject.read(params)
        await call(
          'PATCH',
          urlOf(op.path, params),
          { [property]: await valueFor(op.name, property) },
          subject.cookie?.(),
        )
        const after = await subject.read(params)
        const allowed = [property, ...(subject.moves?.[property] ?? []), ...CLOCKS]
        const changed = changedKeys(before, after)
        expect(
          changed.filter((key) => !allowed.includes(key)),
          `${op.name} { ${property} }`,
        ).toEqual([])
        expect(
          changed.filter((key) => !CLOCKS.includes(key)),
          `${op.name} { ${property} } changed nothing`,
        ).not.toEqual([])
      }
    }
  }, 120_000)

  it('null clears a field that may be empty, and only that field (REST)', async () => {
    const cleared = patchOperations().flatMap((op) => op.nullable.map((property) => ({ op, property })))
    expect(cleared.length).toBeGreaterThan(10)
    for (const { op, property } of cleared) {
      const subject = SUBJECTS[op.name]!
      const params = await subject.create()
      const before = await subject.read(params)
      await call('PATCH', urlOf(op.path, params), { [property]: null }, subject.cookie?.())
      const after = await subject.read(params)
      const shownAs = subject.moves?.[property]?.[0] ?? property
      expect(after[shownAs], `${op.name} { ${property}: null }`).toBeNull()
      const allowed = [property, ...(subject.moves?.[property] ?? []), ...CLOCKS]
      expect(
        changedKeys(before, after).filter((key) => !allowed.includes(key)),
        `${op.name} { ${property}: null }`,
      ).toEqual([])
    }
  }, 120_000)

  it('the empty change `{}` changes nothing', async () => {
    for (const op of patchOperations()) {
      const subject = SUBJECTS[op.name]!
      const params = await subject.create()
      const before = await subject.read(params)
      await call('PATCH', urlOf(op.path, params), {}, subject.cookie?.())
      expect(
        changedKeys(before, await subject.read(params)).filter((key) => !CLOCKS.includes(key)),
        op.name,
      ).toEqual([])
    }
  })
})

/** The procedure's input as the REST edge assembles it: path parameters, then the body (under `values`). */
function procedureInput(op: AnyOperation & { rest: RestBinding }, params: Record<string, string>, body: Row) {
  const schemas = restSchemasOf(op)
  const renamed = Object.fromEntries(
    schemas.names.map((name) => [schemas.fieldOf(name), Number(params[name])]),
  )
  return op.rest.body === 'values' ? { ...renamed, values: body } : { ...renamed, ...body }
}

describe('the procedures merge too (tRPC)', () => {
  it('one field given to each PATCH operation’s procedure leaves every other field as it was', async () => {
    const byName = new Map(allOperations().map(({ name, op }) => [name, op]))
    const procedures = patchOperations().filter((op) => byName.get(op.name)?.trpc !== false)
    expect(procedures.length).toBe(patchOperations().length)
    for (const op of procedures) {
      const subject = SUBJECTS[op.name]!
      const bound = byName.get(op.name) as AnyOperation & { rest: RestBinding }
      const caller = t.caller(op.name === 'auth.updateProfile' ? profileOwner.user : adminUser)
      for (const property of op.properties) {
        const params = await subject.create()
        const before = await subject.read(params)
        const input = procedureInput(bound, params, { [property]: await valueFor(op.name, property) })
        const procedure = op.name.split('.').reduce<unknown>((node, key) => (node as Row)[key], caller)
        await (procedure as (input: unknown) => Promise<unknown>)(input)
        const allowed = [property, ...(subject.moves?.[property] ?? []), ...CLOCKS]
        const changed = changedKeys(before, await subject.read(params))
        expect(
          changed.filter((key) => !allowed.includes(key)),
          `${op.name} { ${property} }`,
        ).toEqual([])
        expect(changed.length, `${op.name} { ${property} } changed nothing`).toBeGreaterThan(0)
      }
    }
  }, 120_000)
})
