/**
 * The subjects of patch-contract.test.ts: for each PATCH operation, how to make a fresh row with every field
 * filled, how to read it back through its own GET, and a value for each property of its body that differs from
 * the stored one.
 */
import { expect } from 'vitest'
import type { TestApp } from '../../../tests/server/harness'
import { createContactSubmission } from '@/server/features/contact/contact.factory'

export type Row = Record<string, unknown>
type Doc = {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: { content: Row } }>>
}
type SignedIn = Awaited<ReturnType<TestApp['signIn']>>
type Call = (method: string, path: string, body?: unknown, cookie?: string) => Promise<Row & Row[]>

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

interface Staff {
  t: TestApp
  call: Call
  adminUser: SignedIn['user']
  /** The staff member whose own profile `auth.updateProfile` changes. */
  profileOwner: SignedIn
  /** Another staff member, to become an article's author. */
  otherAuthorId: number
}

/**
 * Signs in the staff the subjects need and reads the served OpenAPI document, whose PATCH operations the test
 * walks. REST calls carry an admin's session and the app's API key.
 */
export async function openPatchContract(t: TestApp, apiKey: string) {
  const admin = await t.signIn({ isAdmin: true })
  const profileOwner = await t.signIn({ isAdmin: true })
  const otherAuthorId = (await t.signIn({ isAdmin: true })).user.id
  const doc = (await (await t.request('/api/openapi.json')).json()) as Doc
  const call: Call = async (method, path, body, cookie = admin.cookie) => {
    const response = await t.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-API-Key': apiKey },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json = (await response.json()) as { data?: unknown }
    expect(response.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300)
    return json.data as Row & Row[]
  }
  const staff = { t, call, adminUser: admin.user, profileOwner, otherAuthorId }
  return { ...staff, ...patchSubjects(staff), patchOperations: () => patchOperationsOf(doc) }
}

let made = 0
const unique = () => `${Date.now().toString(36)}${++made}`

function patchSubjects({ t, call, adminUser, profileOwner, otherAuthorId }: Staff) {
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

  const subjects: Record<string, Subject> = {
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
    if (property === 'categoryId')
      return Number((await created('/api/blog/categories', { name: unique() })).id)
    if (property === 'tagIds') return [Number((await created('/api/blog/tags', { name: unique() })).id)]
    if (property === 'authorId') return otherAuthorId
    return subjects[subject]!.changes[property]
  }

  return { subjects, valueFor }
}

/** Every PATCH operation the document lists, with its body's properties and which of them take null. */
function patchOperationsOf(doc: Doc) {
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
