import type { Em } from '@/server/db/orm'
import { createBlogArticle, createBlogCategory, createBlogTag } from './blog.factory'

/** A JSON request as a browser on the site would send it, optionally signed in. */
export function jsonRequest(method: string, body?: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }
}

export const asCookie = (cookie: string): RequestInit => ({ headers: { Cookie: cookie } })

const DAY = 86_400_000

/**
 * A small blog for a test file: three live articles (two in Strategy, one tagged Sampling), a draft, a scheduled
 * one and a published one without a date in the past. Names carry a suffix so files can share a database.
 */
export async function arrangeBlog(em: Em, suffix = '') {
  const now = Date.now()
  const strategy = await createBlogCategory(em, `Strategy${suffix}`)
  const events = await createBlogCategory(em, `Events${suffix}`)
  const sampling = await createBlogTag(em, `Sampling${suffix}`)
  const genZ = await createBlogTag(em, `Gen Z${suffix}`)
  const live = [
    await createBlogArticle(em, {
      title: `Welcome week planning${suffix}`,
      excerpt: 'Plan the first six weeks.',
      content: 'Welcome week is when **habits** form. Book tables early and bring water.',
      category: strategy,
      tags: [genZ],
      publishedAt: new Date(now - 3 * DAY),
    }),
    await createBlogArticle(em, {
      title: `Sampling that converts${suffix}`,
      content: `Sampling works at the moment of need: ${'coffee at the library during midterms. '.repeat(8)}`,
      category: events,
      tags: [sampling, genZ],
      publishedAt: new Date(now - 2 * DAY),
    }),
    await createBlogArticle(em, {
      title: `Commuter students 100%${suffix}`,
      content: 'Meet commuters at transit stops and parking structures, morning and evening.',
      category: strategy,
      publishedAt: new Date(now - 1 * DAY),
    }),
  ]
  const draft = await createBlogArticle(em, {
    title: `Secret draft about finals${suffix}`,
    content: 'Finals week content that is not ready for readers yet.',
    category: strategy,
    tags: [sampling],
    published: false,
  })
  const scheduled = await createBlogArticle(em, {
    title: `Scheduled spring playbook${suffix}`,
    content: 'Spring semester content that goes live next week, not before.',
    category: strategy,
    tags: [sampling],
    publishedAt: new Date(now + 7 * DAY),
  })
  return { strategy, events, sampling, genZ, live, draft, scheduled }
}
