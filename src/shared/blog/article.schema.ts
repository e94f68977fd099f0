import { z } from 'zod'
import { blankToUndefined, emptyToNull, optionalText } from '@/shared/fields'
import { textField } from '@/shared/text-field'
import { ARTICLE_OFFSET_MAX } from './list-limits'
import { RESERVED_SLUGS, SLUG_PATTERN } from './slug'

/**
 * The article as staff write it (product §5 "Article form"), shared by the REST handlers, the tRPC
 * procedures and the React form. The spec's messages live here, once.
 */
const positiveId = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be a positive number`)

/** A picture's address: a web address or a path on this site; empty text stored as none. */
const imageAddress = (label: string) =>
  textField()
    .trim()
    .max(2048, `${label} must be at most 2,048 characters`)
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
      `${label} must be a web address (https://...) or a path on this site (/images/...)`,
    )
    .transform(emptyToNull)
    .nullable()
    .optional()

export const articleFieldsSchema = z.object({
  title: textField({ error: 'Title is required' })
    .trim()
    .min(5, 'Title must be at least 5 characters')
    .max(255, 'Title must be at most 255 characters')
    .meta({ description: 'The headline (5-255 characters)', examples: ['How to win welcome week'] }),
  slug: textField({ error: 'Slug is required' })
    .trim()
    .min(1, 'Slug is required')
    .max(255, 'Slug must be at most 255 characters')
    .regex(SLUG_PATTERN, 'Slug may only contain lower-case letters, numbers and single hyphens')
    .refine(
      (slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug),
      'This slug is taken by a blog page; choose another',
    )
    .meta({
      description: 'The address: /blog/{slug}. Lower-case letters, digits and single hyphens; unique',
      examples: ['how-to-win-welcome-week'],
    }),
  content: textField({ error: 'Content is required' })
    .trim()
    .min(20, 'Content must be at least 20 characters')
    .max(100_000, 'Content must be at most 100,000 characters')
    .meta({
      description: 'The article in Markdown (20-100,000 characters); rendered and sanitized for readers',
      examples: ['Welcome week is when **habits** form. Book tables early and bring water.'],
    }),
  excerpt: optionalText(1000, 'Excerpt').meta({
    description: 'The summary on cards and in feeds (up to 1,000 characters); null: the opening words',
    examples: ['Plan the first six weeks.'],
  }),
  imageUrl: imageAddress('Image URL').meta({
    description: 'The cover picture: a web address or a path on this site; empty text or null removes it',
    format: 'uri-reference',
    examples: ['/uploads/4f1c2e/960.webp'],
  }),
  imageAlt: optionalText(500, 'Image alt text').meta({
    description:
      'The featured image described for people who cannot see it (up to 500 characters); null: decorative',
    examples: ['Students crowd a sampling table on the quad'],
  }),
  imageCaption: optionalText(300, 'Image caption').meta({
    description: 'A line shown under the featured image on the article page (up to 300 characters)',
    examples: ['Welcome week at Ohio State, 2025'],
  }),
  metaTitle: optionalText(300, 'Meta title').meta({
    description: 'The title search results and share cards show (up to 300 characters); null: the title',
    examples: ['Welcome week marketing: a six-week plan'],
  }),
  metaDescription: optionalText(500, 'Meta description').meta({
    description:
      'The description search results and share cards show (up to 500 characters); null: the excerpt or the opening words',
    examples: ['What to book, when, and how to measure it in the first six weeks of term.'],
  }),
  socialImageUrl: imageAddress('Social image URL').meta({
    description: 'The picture share cards show (1200×630 is best); null: the featured image',
    format: 'uri-reference',
    examples: ['/uploads/9a7d10/1200.webp'],
  }),
  published: z
    .boolean({ error: 'Published must be true or false' })
    .optional()
    .meta({ description: 'Whether visitors may read it (default false: a draft)', examples: [true] }),
  /** ISO 8601 with an offset (what `Date.toISOString()` gives), or null when cleared. */
  publishedAt: z.iso
    .datetime({ offset: true, error: 'Publication date must be a valid date and time' })
    .nullable()
    .optional()
    .meta({
      description:
        'When it goes live (ISO 8601 with an offset); a future time schedules it. Publishing without one means now',
      examples: ['2026-09-01T13:00:00.000Z'],
    }),
  authorId: positiveId('Author')
    .nullable()
    .optional()
    .meta({
      description: 'The staff member in the byline (a user id); left out on create: whoever saves it',
      examples: [1],
    }),
  categoryId: positiveId('Category')
    .nullable()
    .optional()
    .meta({ description: 'Its category (`GET /api/blog/categories`); null: uncategorized', examples: [3] }),
  tagIds: z
    .array(positiveId('Tag'), { error: 'Tags must be a list of tag ids' })
    .max(50, 'An article may have at most 50 tags')
    .transform((ids) => [...new Set(ids)])
    .optional()
    .meta({
      description: 'Its tags (`GET /api/blog/tags`), at most 50; the list replaces the article’s tags',
      examples: [[2, 5]],
    }),
})

/** Create (POST) and the form: every rule of section 5. */
export const articleInputSchema = articleFieldsSchema
export type ArticleInput = z.input<typeof articleInputSchema>
export type ArticleValues = z.output<typeof articleInputSchema>

/** Update (PATCH): any subset of the form values, e.g. `{ published, publishedAt }` for the toggle. */
export const articlePatchSchema = articleFieldsSchema.partial()
export type ArticlePatch = z.output<typeof articlePatchSchema>

/** The version a save was made from (ADR 0135): a save from an older one is refused (409), never overwrites. */
export const expectedVersionSchema = z
  .number({ error: 'Expected version must be a number' })
  .int('Expected version must be a whole number')
  .positive('Expected version must be a positive number')
  .optional()
  .meta({
    description:
      'The article’s `version` the edit was made from; a save from an older one is refused with 409. Left out: the save wins whatever was saved since',
    examples: [3],
  })

const queryId = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive number')

/** `GET /api/blog/articles` and the list procedures: paging, search and filters (query strings or values). */
export const articleListQuerySchema = z.object({
  limit: z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int('Must be a whole number')
        .min(1, 'Must be at least 1')
        .max(100, 'Must be at most 100'),
    )
    .optional()
    .meta({ description: 'Articles to answer (1-100)', examples: [10] }),
  offset: z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int('Must be a whole number')
        .min(0, 'Cannot be negative')
        .max(ARTICLE_OFFSET_MAX, 'Too large'),
    )
    .optional()
    .meta({ description: 'Articles to skip first (for the next page)', examples: [0] }),
  search: z
    .preprocess(blankToUndefined, textField().trim().max(200, 'Search must be at most 200 characters'))
    .optional()
    .meta({ description: 'Words to find in the title, excerpt or text', examples: ['welcome week'] }),
  published: z
    .preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : blankToUndefined(value)),
      z.boolean({ error: 'Must be true or false' }),
    )
    .optional()
    .meta({
      description:
        'Staff only: true for published articles, false for drafts (visitors always get published ones)',
      examples: [true],
    }),
  categoryId: z
    .preprocess(blankToUndefined, queryId)
    .optional()
    .meta({ description: 'Only articles in this category (its id)', examples: [3] }),
  tagId: z
    .preprocess(blankToUndefined, queryId)
    .optional()
    .meta({ description: 'Only articles with this tag (its id)', examples: [2] }),
})
export type ArticleListQuery = z.output<typeof articleListQuerySchema>

export const slugParamSchema = z.object({
  slug: textField()
    .trim()
    .toLowerCase()
    .min(1, 'Slug is required')
    .max(255, 'Slug is too long')
    .meta({ description: 'The article’s slug, as in /blog/{slug}', examples: ['how-to-win-welcome-week'] }),
})

/** The editor's preview: markdown in, sanitized HTML out. */
export const previewInputSchema = z.object({
  content: textField().max(100_000, 'Content must be at most 100,000 characters'),
})

// What readers receive (section 3 "Blog article"). Dates are Dates through tRPC, ISO strings through REST.
export const articleAuthorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The byline (RSS and structured data too): the author's display name. */
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** A sentence or two about the author, shown under the article; null when they wrote none. */
  bio: z.string().nullable(),
})
export type ArticleAuthor = z.infer<typeof articleAuthorSchema>

export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() })
export type NamedRef = z.infer<typeof namedRefSchema>

/**
 * What an article says about its featured image and to search engines and share cards, beyond its words
 * (issue 36, ADR 0147). Each one null means derived: no alt text is a decorative image, no meta title is the title.
 */
export const articleDisplaySchema = z.object({
  imageAlt: z.string().nullable(),
  imageCaption: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  socialImageUrl: z.string().nullable(),
})
export type ArticleDisplay = z.infer<typeof articleDisplaySchema>
export const ARTICLE_DISPLAY_FIELDS = articleDisplaySchema.keyof().options

/** The display fields of a stored row, an input or a revision, with what is absent as null. */
export const displayOf = (source: { [Field in keyof ArticleDisplay]?: string | null }): ArticleDisplay =>
  Object.fromEntries(ARTICLE_DISPLAY_FIELDS.map((field) => [field, source[field] ?? null])) as ArticleDisplay

export const articleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  /** Markdown. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  ...articleDisplaySchema.shape,
  published: z.boolean(),
  publishedAt: z.date().nullable(),
  /** When its author submitted this draft for review (an author cannot publish); null otherwise. */
  reviewRequestedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  /** Counts the saves; an update names the one it was made from (`expectedVersion`, or REST's If-Match). */
  version: z.number().int(),
  author: articleAuthorSchema.nullable(),
  category: namedRefSchema.nullable(),
  tags: z.array(namedRefSchema),
})
export type Article = z.infer<typeof articleSchema>

/**
 * A list entry (the blog's cards, related articles, the feed): what they show, with the excerpt or its
 * 120-character fallback as the summary and the byline's name alone. The page's data travels in its HTML as a
 * script the phone compiles before the page can hydrate, so a card carries nothing it does not show (issue 19).
 */
export const articleCardSchema = articleSchema
  .pick({ id: true, slug: true, title: true, imageUrl: true, publishedAt: true, category: true, tags: true })
  .extend({
    summary: z.string(),
    author: articleAuthorSchema.pick({ displayName: true }).nullable(),
  })
export type ArticleCard = z.infer<typeof articleCardSchema>

/**
 * A row of the staff management table: what it shows, searches (title, excerpt), sorts and acts on (slug, id),
 * without the byline, the tags or a summary, which a card needs and the table does not (issue 19).
 */
export const articleTableRowSchema = articleSchema.pick({
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  published: true,
  publishedAt: true,
  reviewRequestedAt: true,
  createdAt: true,
  category: true,
})
export type ArticleTableRow = z.infer<typeof articleTableRowSchema>

/** The editor's preview: the content rendered and sanitized on the server, and its reading time. */
export const renderedArticleSchema = z.object({ html: z.string(), readingMinutes: z.number().int() })

/** The article page: the article with its summary and its content already rendered. */
export const articleViewSchema = articleSchema
  .omit({ content: true, version: true })
  .extend({ summary: z.string(), ...renderedArticleSchema.shape })
export type ArticleView = z.infer<typeof articleViewSchema>

/** `blog.bySlug`: the article page plus up to three related live articles (shared tags, category, recency). */
export const articlePageViewSchema = articleViewSchema.extend({ related: z.array(articleCardSchema) })
export type ArticlePageView = z.infer<typeof articlePageViewSchema>

/** A page of articles and how many match in all. */
export const articlePageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() })
export interface ArticlePage<T> {
  items: T[]
  total: number
}

/** What deleting an article, category or tag answers. */
export const deletedEntrySchema = z.object({ id: z.number().int(), deleted: z.literal(true) })
