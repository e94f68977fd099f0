import { z } from 'zod'
import { idParamSchema } from '@/shared/fields'
import { articlePageViewSchema } from './article.schema'

/**
 * Preview links (issue 36, ADR 0148): an unguessable link that shows an article's saved state to anyone holding
 * it, until it expires or staff revoke it.
 */

/** How long a link lives, in hours: an hour at least, 30 days at most, 3 days unless chosen. */
export const PREVIEW_LINK_HOURS = { min: 1, max: 720, default: 72 } as const

/** What the editor offers: 1, 3, 7 and 30 days. */
export const PREVIEW_LINK_LIFETIMES = [
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
  { hours: 720, label: '30 days' },
] as const

/** The one answer for a link that is unknown, expired or revoked: they cannot be told apart. */
export const PREVIEW_LINK_GONE = 'This preview link has expired or was revoked.'

export const previewLinkCreateSchema = idParamSchema.extend({
  expiresInHours: z.coerce
    .number({ error: 'expiresInHours must be a number' })
    .int('expiresInHours must be a whole number of hours')
    .min(PREVIEW_LINK_HOURS.min, `expiresInHours must be at least ${PREVIEW_LINK_HOURS.min}`)
    .max(PREVIEW_LINK_HOURS.max, `expiresInHours must be at most ${PREVIEW_LINK_HOURS.max} (30 days)`)
    .default(PREVIEW_LINK_HOURS.default)
    .meta({ description: 'How long the link works, in hours (1 to 720; 72 unless given)', examples: [72] }),
})

export const previewLinkKeySchema = z.object({
  id: idParamSchema.shape.id,
  linkId: idParamSchema.shape.id.meta({ description: 'The preview link’s id', examples: [3] }),
})

/** A live link as the editor lists it: never its token, which only its creation answer holds. */
export const previewLinkSchema = z.object({
  id: z.number().int(),
  createdAt: z.date(),
  expiresAt: z.date(),
  /** Null: the account was removed since. */
  createdBy: z.object({ displayName: z.string() }).nullable(),
})
export type PreviewLink = z.infer<typeof previewLinkSchema>

/** A link just made: the only answer that holds its full URL. */
export const createdPreviewLinkSchema = previewLinkSchema.extend({
  url: z.string().meta({ description: 'The link to share, shown this once: only its hash is kept' }),
})
export type CreatedPreviewLink = z.infer<typeof createdPreviewLinkSchema>

export const previewTokenSchema = z.object({
  token: z
    .string()
    .max(200, 'token is too long')
    .meta({ description: 'The token of a preview link, as in /blog/preview/{token}' }),
})

/** The page a preview link opens: the article as readers see it, and when the link stops working. */
export const articlePreviewSchema = z.object({
  article: articlePageViewSchema,
  expiresAt: z.date(),
})
export type ArticlePreview = z.infer<typeof articlePreviewSchema>
