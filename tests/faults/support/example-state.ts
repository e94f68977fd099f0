/**
 * What a valid call needs that only state can give: an emailed link's token, an authenticator app's code, a
 * session's reference, a call booked to move or cancel. Each `prepare` makes it fresh for the tests that send the
 * valid example and expect it accepted (the fault suite's walk, the API contract test); the fuzzers derive their
 * inputs from the static example, whose placeholders reach the same code and are refused with a 4xx.
 */
import { generate } from 'otplib'
import { createSession, sessionIdOf } from '@/server/features/auth/session.service'
import { ContactSubmissionEntity } from '@/server/features/contact/contact-submission.entity'
import { PasswordResetEntity } from '@/server/features/team/password-reset.entity'
import { RESET_LIFETIME_MS } from '@/server/features/team/password-reset.service'
import { issueToken } from '@/server/lib/tokens/single-use-token'
import { PAGE_COPY } from '@/shared/site-copy/page-copy.schema'
import type { PagePart } from '@/shared/site-copy/page-parts'
import type { TestApp } from '../../server/harness'
import { openStarts } from '../../support/open-starts'

/** The app, and an admin's session cookie to make the state with. */
export interface ExampleState {
  t: TestApp
  cookie: string
}

/** The parts of an example a `prepare` replaces (the rest of the example stays). */
export interface PreparedExample {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  /** Sent as well: a `Cookie` here is the session the call is made with, instead of the admin's. */
  headers?: Record<string, string>
}

/** Every staff account the harness makes has this password (tests/server/harness.ts). */
const STAFF_PASSWORD = 'correct horse battery staple'

let unique = 0
/** A name no other prepared example or earlier run has used. */
const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++unique}`

async function send(
  state: ExampleState,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string },
) {
  const response = await state.t.request(path, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', Cookie: init.cookie ?? state.cookie },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const text = await response.text()
  if (response.status >= 300)
    throw new Error(`preparing an example: ${path} answered ${response.status} ${text}`)
  return (JSON.parse(text) as { data: unknown }).data
}

/** A staff member of their own (an editor), so what the example changes about its account touches nobody else. */
async function colleague(state: ExampleState) {
  return state.t.signIn({ username: uniqueName('colleague'), role: 'editor' })
}

/** The team's operations act on a colleague: the suite's admin is the last admin, whom none may demote. */
export const prepareColleague = async (state: ExampleState): Promise<PreparedExample> => ({
  params: { id: String((await colleague(state)).user.id) },
})

const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) })

/** A colleague in the middle of setting up two-factor sign-in: the secret their app would have scanned. */
async function enrolling(state: ExampleState) {
  const { cookie, user } = await colleague(state)
  const { secret } = (await send(state, '/api/auth/two-factor/enrolment', { method: 'POST', cookie })) as {
    secret: string
  }
  return { cookie, user, secret }
}

/** A colleague with two-factor sign-in on, and the recovery codes they were shown. */
async function enrolled(state: ExampleState) {
  const { cookie, user, secret } = await enrolling(state)
  const { recoveryCodes } = (await send(state, '/api/auth/two-factor/enrolment/confirm', {
    method: 'POST',
    cookie,
    body: { code: await codeNow(secret) },
  })) as { recoveryCodes: string[] }
  return { cookie, user, recoveryCodes }
}

export const prepareTwoFactorConfirm = async (state: ExampleState): Promise<PreparedExample> => {
  const { cookie, secret } = await enrolling(state)
  return { headers: { Cookie: cookie }, body: { code: await codeNow(secret) } }
}

/** A staff member with two-factor sign-in on, and their password: the proof that turning it off and new recovery codes ask for. */
export const prepareTwoFactorProof = async (state: ExampleState): Promise<PreparedExample> => {
  const { cookie } = await enrolled(state)
  return { headers: { Cookie: cookie }, body: { password: STAFF_PASSWORD } }
}

/**
 * The second step of a sign-in the password step began, with a recovery code (the app's code for this half
 * minute was spent confirming the set-up, and a code is good once).
 */
export const prepareSecondStep = async (state: ExampleState): Promise<PreparedExample> => {
  const { user, recoveryCodes } = await enrolled(state)
  const { pendingToken } = (await send(state, '/api/auth/login', {
    method: 'POST',
    cookie: '',
    body: { username: user.username, password: STAFF_PASSWORD },
  })) as { pendingToken: string }
  return { body: { pendingToken, code: recoveryCodes[0] } }
}

/** Another session of the admin's, to end by its reference. */
export const prepareEndSession = async (state: ExampleState): Promise<PreparedExample> => {
  const admin = (await send(state, '/api/auth/me', {})) as { id: number }
  const { token } = await createSession(state.t.em(), admin.id, state.t.config)
  return { params: { id: sessionIdOf(token) } }
}

/** A colleague's session that ends their others (the admin's sessions, which the tests go on with, stay). */
export const prepareEndOtherSessions = async (state: ExampleState): Promise<PreparedExample> => {
  const { cookie, user } = await colleague(state)
  await createSession(state.t.em(), user.id, state.t.config)
  return { headers: { Cookie: cookie } }
}

/** A call of its own, booked at the latest open time by a visitor of its own: its lead's id. */
async function bookedCall(state: ExampleState) {
  const start = (await openStarts(state.t)).at(-1)!
  const visitor = uniqueName('visitor')
  await send(state, '/api/booking/calls', {
    method: 'POST',
    cookie: '',
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `${visitor}@example.com`,
      jobTitle: 'Brand manager',
      company: 'Analytical Engines',
      start,
      timeZone: 'America/Chicago',
    },
  })
  const lead = await state.t.em().findOneOrFail(ContactSubmissionEntity, {
    email: `${visitor}@example.com`,
    callStartsAt: new Date(start),
  })
  return lead
}

export const prepareMoveCall = async (state: ExampleState): Promise<PreparedExample> => {
  const lead = await bookedCall(state)
  return { params: { id: String(lead.id) }, body: { start: (await openStarts(state.t)).at(-1) } }
}

export const prepareCancelCall = async (state: ExampleState): Promise<PreparedExample> => {
  const lead = await bookedCall(state)
  return { params: { id: String(lead.id) }, body: { reason: 'The visitor asked by phone.' } }
}

/** A call that has taken place (moved two hours back in the database, as nobody can book the past). */
export const prepareCallOutcome = async (state: ExampleState): Promise<PreparedExample> => {
  const lead = await bookedCall(state)
  const length = lead.callEndsAt!.getTime() - lead.callStartsAt!.getTime()
  const start = new Date(Date.now() - 2 * 60 * 60_000)
  await state.t
    .em()
    .nativeUpdate(
      ContactSubmissionEntity,
      { id: lead.id },
      { callStartsAt: start, callEndsAt: new Date(start.getTime() + length) },
    )
  return { params: { id: String(lead.id) }, body: { outcome: 'held' } }
}

/** The admin's calendar feed URL, made now: its secret is the path's token. */
export const prepareCalendarFeed = async (state: ExampleState): Promise<PreparedExample> => {
  const { url } = (await send(state, '/api/admin/calls/feed/reset', { method: 'POST' })) as { url: string }
  return { params: { token: new URL(url).pathname.split('/')[3]! } }
}

/** An article of its own with one earlier revision (its first save): the article's and the revision's ids. */
async function revisedArticle(state: ExampleState) {
  const slug = uniqueName('revised')
  const article = (await send(state, '/api/blog/articles', {
    method: 'POST',
    body: { title: 'Campus marketing in the fall', slug, content: 'Street teams on campus.' },
  })) as { id: number }
  await send(state, `/api/blog/articles/${article.id}`, {
    method: 'PATCH',
    body: { title: 'Campus marketing in the spring' },
  })
  const revisions = (await send(state, `/api/blog/articles/${article.id}/revisions`, {})) as { id: number }[]
  return { id: String(article.id), revisionId: String(revisions.at(-1)!.id) }
}

export const prepareRevision = async (state: ExampleState): Promise<PreparedExample> => ({
  params: await revisedArticle(state),
})

/** A draft of its own with a preview link (ADR 0148): the article's and the link's ids, and the link's token. */
async function sharedDraft(state: ExampleState) {
  const article = (await send(state, '/api/blog/articles', {
    method: 'POST',
    body: { title: 'A draft to share', slug: uniqueName('shared'), content: 'Street teams on campus.' },
  })) as { id: number }
  const link = (await send(state, `/api/blog/articles/${article.id}/preview-links`, {
    method: 'POST',
    body: { expiresInHours: 24 },
  })) as { id: number; url: string }
  return { id: String(article.id), linkId: String(link.id), token: new URL(link.url).pathname.split('/')[3]! }
}

export const preparePreviewLink = async (state: ExampleState): Promise<PreparedExample> => {
  const { id, linkId } = await sharedDraft(state)
  return { params: { id, linkId } }
}

export const preparePreviewToken = async (state: ExampleState): Promise<PreparedExample> => ({
  params: { token: (await sharedDraft(state)).token },
})

/** A fresh invitation's link token (answered, as there is no SMTP in the tests), for each use. */
async function invitationToken(state: ExampleState) {
  const { link } = (await send(state, '/api/admin/team/invitations', {
    method: 'POST',
    body: { email: `${uniqueName('invitee')}@example.com`, role: 'editor' },
  })) as { link: string }
  return new URL(link).searchParams.get('token')!
}

export const prepareInvitationLookup = async (state: ExampleState): Promise<PreparedExample> => ({
  query: { token: await invitationToken(state) },
})

export const prepareInvitationAccept = async (state: ExampleState): Promise<PreparedExample> => ({
  body: {
    token: await invitationToken(state),
    username: uniqueName('joiner'),
    displayName: 'Joiner',
    password: 'a long joining passphrase',
  },
})

/** A colleague's password-reset link token, as the emailed link would carry it. */
export const preparePasswordReset = async (state: ExampleState): Promise<PreparedExample> => {
  const { user } = await colleague(state)
  const issued = issueToken(RESET_LIFETIME_MS)
  await state.t.em().insert(PasswordResetEntity, {
    tokenHash: issued.hash,
    user: user.id,
    expiresAt: issued.expiresAt,
  })
  return { body: { token: issued.token, password: 'a long fuzzing passphrase' } }
}

/** A save of a figure from the version it holds now (ADR 0150): the example's values, never refused as stale. */
export const prepareFigureSave = async (state: ExampleState): Promise<PreparedExample> => {
  const figures = (await send(state, '/api/site/figures/staff', {})) as { key: string; version: number }[]
  const version = figures.find((figure) => figure.key === 'brandsServed')?.version ?? 0
  return {
    params: { key: 'brandsServed' },
    body: { value: '500+', label: 'brands served', note: null, confirmed: false, expectedVersion: version },
  }
}

/** A save of a part's copy from the version it holds now (ADR 0155): its demo copy, never refused as stale. */
export const preparePageSave =
  (part: PagePart) =>
  async (state: ExampleState): Promise<PreparedExample> => {
    const stored = (await send(state, `/api/site/pages/${part}/staff`, {})) as { version: number }
    return { body: { copy: PAGE_COPY[part].defaults, expectedVersion: stored.version } }
  }
/** A figure saved once more, so the history has a revision to read: its key and the version that save made. */
export const prepareFigureRevision = async (state: ExampleState): Promise<PreparedExample> => {
  const save = await prepareFigureSave(state)
  const saved = (await send(state, '/api/site/figures/brandsServed', { method: 'PUT', body: save.body })) as {
    version: number
  }
  return { params: { kind: 'figure', key: 'brandsServed', version: String(saved.version) } }
}
