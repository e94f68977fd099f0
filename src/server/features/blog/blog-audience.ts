import type { FilterQuery } from '@mikro-orm/core'
import { hasRole } from '@/shared/auth/roles'
import type { CurrentUser } from '@/server/features/auth/public'
import type { BlogArticle } from './blog-article.entity'
import { MANAGE_ALL_ARTICLES } from './blog-authoring'

/**
 * Who is reading decides what exists (decision D12): the public sees published articles whose publication
 * date has come, whatever it asks for; admins and editors see every article, drafts and scheduled ones
 * included; an author sees what the public sees and their own articles (ADR 0091).
 */
export type Audience = 'public' | 'staff' | { authorId: number }
export const audienceOf = (user: CurrentUser | null): Audience =>
  hasRole(user, MANAGE_ALL_ARTICLES) ? 'staff' : user?.role === 'author' ? { authorId: user.id } : 'public'

export const liveAt = (now: Date): FilterQuery<BlogArticle> => ({
  published: true,
  publishedAt: { $lte: now },
})

/** What this audience may see, as a filter (none for staff). */
export const visibleTo = (audience: Audience, now: Date): FilterQuery<BlogArticle> | undefined =>
  audience === 'public'
    ? liveAt(now)
    : audience === 'staff'
      ? undefined
      : { $or: [liveAt(now), { author: audience.authorId }] }
