import { z } from 'zod'
import { emptyToNull, idParamSchema, optionalText } from '@/shared/fields'
import { textField } from '@/shared/text-field'
import { SLUG_PATTERN } from '@/shared/blog/slug'

/**
 * A case study as staff write it and as the pages read it (issue 36, ADR 0154): one schema for the REST handlers,
 * the procedures, the staff form and the demo seed. The sections are the ones every /cs/… page has (issue 18,
 * ADR 0067): a lead, four headline figures, the challenge, the approach, what it delivered, what was learned and
 * the client's words. `{partner}` and `{brand}` in any text stand for the site's PARTNER_NAME and BRAND_NAME.
 */
const text = (label: string, max: number, min = 1) =>
  textField({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)

/** A picture: a path on this site (shipped artwork, an upload) or an https address; empty text is none. */
const imageAddress = (label: string) =>
  textField()
    .trim()
    .max(2048, `${label} must be at most 2,048 characters`)
    .refine(
      (value) => value === '' || /^https:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
      `${label} must be a path on this site (/images/...) or an https:// address`,
    )
    .transform(emptyToNull)
    .nullable()
    .optional()

const list = <T extends z.ZodType>(label: string, item: T, min: number, max: number) =>
  z
    .array(item, { error: `${label} must be a list` })
    .min(min, min === 1 ? `${label} needs at least one entry` : `${label} needs at least ${min} entries`)
    .max(max, `${label} takes at most ${max} entries`)

export const figureSchema = z.object({
  value: text('A figure’s value', 40).meta({
    description: 'The figure as stated (1-40 characters)',
    examples: ['62,000'],
  }),
  label: text('A figure’s label', 120).meta({
    description: 'What it measures, after the value (1-120 characters)',
    examples: ['Premium Student sign-ups'],
  }),
})
export type CaseStudyFigure = z.output<typeof figureSchema>

const titledTextSchema = (label: string) =>
  z.object({
    title: text(`${label} title`, 120).meta({ description: 'Its title (1-120 characters)' }),
    text: text(`${label} text`, 1000).meta({ description: 'What it says (1-1,000 characters)' }),
  })

export const quoteSchema = z.object({
  text: text('Quote', 1000).meta({ description: 'The client’s words (1-1,000 characters)' }),
  role: text('Quote role', 120).meta({ description: 'The speaker’s role at the organization' }),
  organization: text('Quote organization', 120).meta({ description: 'The speaker’s organization' }),
  illustrativeName: optionalText(120, 'Illustrative name').meta({
    description: 'A fictional person’s name, shown as illustrative; null: the role alone',
  }),
})
export type CaseStudyQuote = z.output<typeof quoteSchema>

/** The long copy of a study's page, stored as one document (the `body` column). */
export const caseStudyBodySchema = z.object({
  lead: text('Lead', 1000).meta({
    description: 'One or two sentences under the title',
    examples: ['How listening lounges at move-in turned first-years into subscribers.'],
  }),
  headline: list('Headline figures', figureSchema, 4, 4).meta({
    description: 'Exactly four figures: the headline-number row',
    examples: [
      [
        { value: '62,000', label: 'sign-ups' },
        { value: '40', label: 'campuses' },
        { value: '3.1x', label: 'conversion' },
        { value: '340%', label: 'ROI' },
      ],
    ],
  }),
  challenge: list(
    'Challenge',
    text('A challenge paragraph', 2000).meta({ description: 'A paragraph' }),
    1,
    8,
  ).meta({
    description: 'What stood in the way: 1-8 paragraphs',
    examples: [['Students arrive with a free account.']],
  }),
  approach: z
    .object({
      intro: text('Approach introduction', 2000).meta({ description: 'The approach in a paragraph' }),
      steps: list('Approach steps', titledTextSchema('A step’s'), 1, 10).meta({
        description: 'What was done, in order: 1-10 steps',
      }),
    })
    .meta({
      description: 'What was done on campus',
      examples: [
        { intro: 'We met first-years at move-in.', steps: [{ title: 'Lounges', text: 'At 40 sites.' }] },
      ],
    }),
  delivered: list('What it delivered', text('A result', 500).meta({ description: 'A result' }), 1, 10).meta({
    description: 'Outcomes the headline figures do not already state: 1-10',
    examples: [['A per-campus report the brand kept using']],
  }),
  learned: list('What we learned', titledTextSchema('A lesson’s'), 1, 6).meta({
    description: 'Lessons: 1-6',
    examples: [[{ title: 'Timing beats volume', text: 'Early sign-ups cost a third.' }]],
  }),
  quote: quoteSchema.meta({
    description: 'The client’s words, always attributed',
    examples: [
      {
        text: 'It worked.',
        role: 'Head of Student Marketing',
        organization: 'Spotify',
        illustrativeName: null,
      },
    ],
  }),
})
export type CaseStudyBody = z.output<typeof caseStudyBodySchema>
/** The long copy as it is written (the demo studies' modules), before the schema's defaults. */
export type CaseStudyBodyInput = z.input<typeof caseStudyBodySchema>

/** Every field staff edit. */
export const caseStudyFieldsSchema = caseStudyBodySchema.extend({
  slug: textField({ error: 'Slug is required' })
    .trim()
    .min(1, 'Slug is required')
    .max(80, 'Slug must be at most 80 characters')
    .regex(SLUG_PATTERN, 'Slug may only contain lower-case letters, numbers and single hyphens')
    .meta({ description: 'The address: /cs/{slug}; unique', examples: ['spotify'] }),
  title: text('Title', 200, 5).meta({
    description: 'The page’s heading (5-200 characters)',
    examples: ['Spotify: 62,000 Premium Student sign-ups in six weeks'],
  }),
  client: text('Client', 120).meta({ description: 'Who the work was for', examples: ['Spotify'] }),
  industry: text('Industry', 80).meta({
    description: 'The client’s industry',
    examples: ['Music streaming'],
  }),
  summary: text('Summary', 400).meta({
    description: 'The card text and the page’s meta description (1-400 characters)',
    examples: ['Listening lounges at move-in turned first-years into subscribers on 40 campuses.'],
  }),
  metric: figureSchema.meta({
    description: 'The one figure the study’s card shows',
    examples: [{ value: '62,000', label: 'Premium Student sign-ups' }],
  }),
  keywords: list('Keywords', text('A keyword', 80).meta({ description: 'A keyword' }), 0, 10)
    .default([])
    .meta({ description: 'Search keywords for the page head (up to 10)', examples: [['campus marketing']] }),
  logoUrl: imageAddress('Logo').meta({
    description: 'The client’s wordmark; null: the client’s name as text',
  }),
  imageUrl: imageAddress('Image').meta({
    description: 'The page’s picture: an upload (`POST /api/media/images`) or shipped artwork',
    examples: ['/images/illustrations/music.webp'],
  }),
  imageAlt: optionalText(300, 'Image alt text').meta({
    description: 'The picture described for people who cannot see it; null: decorative',
  }),
  sortOrder: z
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(10_000, 'Order must be at most 10,000')
    .default(0)
    .meta({ description: 'Lists show the lowest first (ties: the oldest first)', examples: [10] }),
  published: z
    .boolean({ error: 'Published must be true or false' })
    .default(false)
    .meta({ description: 'Whether visitors see it (false: a draft only staff see)' }),
  confirmed: z.boolean({ error: 'Confirmed must be true or false' }).default(false).meta({
    description:
      'True: the agency confirms the study as its own work; false: the pages mark it as example content',
  }),
})
export type CaseStudyFields = z.input<typeof caseStudyFieldsSchema>
export type CaseStudyValues = z.output<typeof caseStudyFieldsSchema>

export const caseStudyUpdateSchema = caseStudyFieldsSchema.extend({
  id: idParamSchema.shape.id,
  expectedVersion: z
    .number({ error: 'Expected version must be a number' })
    .int('Expected version must be a whole number')
    .min(1, 'Expected version must be 1 or more')
    .meta({
      description: 'The `version` the edit was made from; a save from an older one is refused with 409',
      examples: [1],
    }),
})
export type CaseStudyUpdate = z.input<typeof caseStudyUpdateSchema>

export const caseStudySlugSchema = z.object({
  slug: textField()
    .trim()
    .toLowerCase()
    .min(1, 'Slug is required')
    .max(80, 'Slug is too long')
    .meta({ description: 'The study’s slug, as in /cs/{slug}', examples: ['spotify'] }),
})

const cardShape = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  client: z.string(),
  industry: z.string(),
  summary: z.string(),
  metric: z.object({ value: z.string(), label: z.string() }),
  logoUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  confirmed: z.boolean().meta({ description: 'False: demo content, marked as an example on every page' }),
}

/** A study in a list (the /case-studies cards, the home page's wordmarks, a service page's card). */
export const caseStudyCardSchema = z.object(cardShape)
export type CaseStudyCard = z.output<typeof caseStudyCardSchema>

const storedBody = z.object({
  lead: z.string(),
  headline: z.array(z.object({ value: z.string(), label: z.string() })),
  challenge: z.array(z.string()),
  approach: z.object({
    intro: z.string(),
    steps: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  delivered: z.array(z.string()),
  learned: z.array(z.object({ title: z.string(), text: z.string() })),
  quote: z.object({
    text: z.string(),
    role: z.string(),
    organization: z.string(),
    illustrativeName: z.string().nullable(),
  }),
})

/** A study's page. */
export const caseStudySchema = z.object({
  ...cardShape,
  ...storedBody.shape,
  keywords: z.array(z.string()),
  published: z.boolean(),
})
export type CaseStudy = z.output<typeof caseStudySchema>

/** A study as staff edit it: its page, its order, its version and who saved it last. */
export const staffCaseStudySchema = caseStudySchema.extend({
  sortOrder: z.number().int(),
  version: z.number().int(),
  updatedAt: z.date(),
  updatedBy: z
    .string()
    .nullable()
    .meta({ description: 'Who saved it last (display name); null: nobody named' }),
})
export type StaffCaseStudy = z.output<typeof staffCaseStudySchema>
