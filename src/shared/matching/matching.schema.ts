import { z } from 'zod'
import { optionalText } from '@/shared/fields'
import { textField } from '@/shared/text-field'
import { BUDGET_RANGES, DEFAULT_RECOMMENDATION_COUNT, MAX_RECOMMENDATION_COUNT } from './matching-fields'

/**
 * Campus matching (spec "Campus matching", sections 3 and 5; decisions D18-D19): the brand profile a visitor
 * sends, the recommendation request, and the recommendation as every reader sees it. One schema for REST,
 * tRPC and the React form; the spec's messages live here, once.
 */

const required = (message: string, max: number, description: string, example: string) =>
  textField(message)
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .meta({ description: `${description} (1-${max} characters)`, examples: [example] })

export const brandProfileInputSchema = z.object({
  name: required('Brand name is required', 255, 'The brand’s name', 'Northwind Energy'),
  industry: required('Industry is required', 100, 'Its industry', 'Beverages'),
  targetAudience: required(
    'Target audience is required',
    5000,
    'Who the brand wants to reach on campus',
    'Students at large public universities who play sports',
  ),
  values: required(
    'Brand values are required',
    5000,
    'What the brand stands for',
    'Healthy energy, sustainability, community',
  ),
  marketingGoals: required(
    'Marketing goals are required',
    5000,
    'What the campaign should achieve',
    'Sample 10,000 cans during the fall semester',
  ),
  budgetRange: z
    .enum(BUDGET_RANGES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'Budget range is required'
          : `Budget range must be one of: ${BUDGET_RANGES.join(', ')}`,
    })
    .meta({
      description: 'The campaign’s budget, one of the listed ranges',
      examples: ['$25,000 - $50,000'],
    }),
  additionalInfo: optionalText(5000).meta({
    description: 'Anything else the matcher should know (up to 5000 characters; optional)',
    examples: ['Prefer campuses in the Midwest.'],
  }),
})
/** What the form holds and what clients send. */
export type BrandProfileInput = z.input<typeof brandProfileInputSchema>
export type BrandProfileData = z.output<typeof brandProfileInputSchema>

export const recommendationRequestSchema = z.object({
  count: z.coerce
    .number('Count must be a number')
    .int('Count must be a whole number')
    .min(1, 'Count must be between 1 and 20')
    .max(MAX_RECOMMENDATION_COUNT, 'Count must be between 1 and 20')
    .default(DEFAULT_RECOMMENDATION_COUNT)
    .meta({
      description: `How many campuses to recommend (1-${MAX_RECOMMENDATION_COUNT}, default ${DEFAULT_RECOMMENDATION_COUNT})`,
      examples: [5],
    }),
})
export type RecommendationRequest = z.input<typeof recommendationRequestSchema>

/**
 * A profile's or recommendation's id in a path or a procedure's input (ADR 0053). Any string is accepted here:
 * one that is not a public id (a number, a guess) is answered 404 like an unknown one, never 400, so a
 * malformed id says nothing more than a wrong one.
 */
export const publicIdParamSchema = z.object({
  id: z.string('Must be a string').meta({
    description: 'The public id (22 characters) the create call answered',
    examples: ['pQ8vX2mK4nR7sT1uW3yZ5a'],
  }),
})

/** One recommended campus: the spec's fields, plus the school's own facts from the database for the card. */
export const recommendedCampusSchema = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  matchScore: z.number().int().min(0).max(100),
  matchReason: z.string(),
  targetStudentProfile: z.string(),
  suggestedMarketingApproach: z.string(),
  potentialChallenges: z.string(),
  /** Facts as stored when the recommendation was made (never from model text). */
  school: z.object({
    slug: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    type: z.string().nullable(),
    studentPopulation: z.number().int().nullable(),
    hbcu: z.boolean(),
    /** A partner school: the agency had a program planned or running there (not the directory's open flag). */
    isActive: z.boolean(),
  }),
  /** The scorer's reasons, strongest first: what produced the score (their points add up to it). */
  factors: z.array(z.object({ label: z.string(), points: z.number() })),
  /** Another campus of this result has the same score (results stored before ADR 0054 lack it). */
  tied: z.boolean().optional(),
  /**
   * Which writer wrote each of the four fields, when the model wrote any (issue 39): a field whose model text
   * stated what the row does not hold, or was left too thin once such sentences were dropped, is the
   * deterministic writer's. Absent when one engine wrote everything (the result's `generation.engine`).
   */
  engines: z
    .object({
      matchReason: z.enum(['ollama', 'deterministic']),
      targetStudentProfile: z.enum(['ollama', 'deterministic']),
      suggestedMarketingApproach: z.enum(['ollama', 'deterministic']),
      potentialChallenges: z.enum(['ollama', 'deterministic']),
    })
    .optional(),
})
export type RecommendedCampus = z.infer<typeof recommendedCampusSchema>

export const brandInsightsSchema = z.object({
  strengthsForCampusMarketing: z.array(z.string()),
  suggestedMessaging: z.array(z.string()),
  strategicConsiderations: z.array(z.string()),
})
export type BrandInsights = z.infer<typeof brandInsightsSchema>

/**
 * The brief's hard limits as the scorer read them (ADR 0054): every recommended campus meets all of them. When
 * fewer campuses than wanted do, the list is shorter and `notice` says so; it is never padded.
 */
export const briefLimitsSchema = z.object({
  rules: z.array(z.string()),
  /** Campuses in the database meeting every rule. */
  eligible: z.number().int(),
  /** How many campuses the request and the budget asked for. */
  wanted: z.number().int(),
  notice: z.string().optional(),
  /** What the brief seemed to limit but the scorer could not read (issue 39): said, never silently dropped. */
  unread: z.array(z.string()).optional(),
  /** Why the list is shorter than the count asked for when the budget capped it (issue 39). */
  budgetCap: z.string().optional(),
})
export type BriefLimits = z.infer<typeof briefLimitsSchema>

export const recommendationDataSchema = z.object({
  recommendedCampuses: z.array(recommendedCampusSchema),
  brandInsights: brandInsightsSchema,
  /** Results stored before ADR 0054 lack it. */
  limits: briefLimitsSchema.optional(),
})
export type RecommendationData = z.infer<typeof recommendationDataSchema>

/** Which writer produced the text, and how long the whole generation took (decision D18). */
export const generationSchema = z.object({
  engine: z.enum(['ollama', 'deterministic']),
  /** The Ollama model, when it wrote the text. */
  model: z.string().optional(),
  /** Why the deterministic writer wrote it: Ollama off, unreachable, too slow, or its answer was unusable. */
  reason: z.enum(['disabled', 'unreachable', 'timeout', 'invalid-output', 'model-error']).optional(),
  /** Fields the model left empty or got wrong, filled by the deterministic writer. */
  filledFields: z.number().int().optional(),
  durationMs: z.number().int(),
  /**
   * The text is an identical profile's recent result, reused (decision D19). Only a flag: naming the source
   * would hand out another visitor's result (ADR 0053).
   */
  reused: z.literal(true).optional(),
})
export type Generation = z.infer<typeof generationSchema>

export const RECOMMENDATION_STATUSES = ['pending', 'complete', 'failed'] as const
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number]

/** While generation runs: which stage, and the shortlist as soon as the scorer has it. */
export const progressSchema = z.object({
  stage: z.enum(['queued', 'ranking', 'writing']),
  writer: z.enum(['ollama', 'deterministic']),
  model: z.string().optional(),
  schoolsConsidered: z.number().int().optional(),
  shortlist: z.array(
    z.object({ schoolId: z.number().int(), schoolName: z.string(), matchScore: z.number() }),
  ),
  startedAt: z.date(),
})
export type Progress = z.infer<typeof progressSchema>

export const brandProfileSummarySchema = z.object({
  /** The profile's public id (ADR 0053): what asks for new recommendations for it. */
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  budgetRange: z.string(),
  /**
   * The rest of the brief, so "Adjust this brief" can open the form filled with it (ADR 0056). Whoever holds
   * the link could already read the brief through the result's text (ADR 0053).
   */
  targetAudience: z.string(),
  values: z.string(),
  marketingGoals: z.string(),
  additionalInfo: z.string().nullable(),
})

/**
 * `GET /api/brand/recommendations/{id}` → `{ data: Recommendation }`. Once complete, `recommendationData` holds
 * the documented shape; while pending it is null and `progress` says how far generation is.
 */
export const recommendationSchema = z.object({
  /** The public id (ADR 0053), as in the results URL. */
  id: z.string(),
  status: z.enum(RECOMMENDATION_STATUSES),
  brandProfile: brandProfileSummarySchema,
  recommendationData: recommendationDataSchema.nullable(),
  generation: generationSchema.nullable(),
  progress: progressSchema.nullable(),
  createdAt: z.date(),
  completedAt: z.date().nullable(),
})
export type Recommendation = z.infer<typeof recommendationSchema>

/** The staff list of every result (ADR 0055): a page at a time, newest first. */
export const STAFF_RESULTS_PAGE_SIZE = 50
export const staffResultsQuerySchema = z.object({
  page: z.coerce
    .number('Page must be a number')
    .int('Page must be a whole number')
    .min(1)
    .default(1)
    .meta({ description: 'Which page of results, from 1', examples: [1] }),
})
export type StaffResultsQuery = z.input<typeof staffResultsQuerySchema>

/** One result as staff see it in the list: which brand, when, how far, which writer, and its link's id. */
export const staffResultSchema = z.object({
  id: z.string(),
  brandName: z.string(),
  industry: z.string(),
  status: z.enum(RECOMMENDATION_STATUSES),
  /** The writer that wrote it, or that will write it while pending (null for a failed job that never ran). */
  writer: z.enum(['ollama', 'deterministic']).nullable(),
  model: z.string().optional(),
  reason: generationSchema.shape.reason,
  campuses: z.number().int().nullable(),
  createdAt: z.date(),
})
export type StaffResult = z.infer<typeof staffResultSchema>

export const staffResultsSchema = z.object({
  results: z.array(staffResultSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type StaffResults = z.infer<typeof staffResultsSchema>
