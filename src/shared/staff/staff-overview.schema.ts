import { z } from 'zod'
import { contactSubmissionSchema } from '@/shared/contact/contact.schema'
import { staffResultSchema } from '@/shared/matching/matching.schema'
import { programSchema } from '@/shared/programs/program.schema'

/** How many of each the staff home lists; the counts are of all of them. */
export const STAFF_OVERVIEW_LIST_SIZE = 5

/** A scheduled article: published, with a publication date still to come (what visitors cannot see yet). */
export const scheduledArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  publishedAt: z.date(),
})

/**
 * The staff home, /staff (ADR 0009): what needs staff now, each a count and the first few. Leads are the new
 * ones, newest first; articles the scheduled ones, soonest first; programs the active ones; matching results the
 * newest. A section the reader's role may not open is null (ADR 0091: sales never see drafts, editors never see
 * leads). Dates are Dates through tRPC, ISO strings through REST.
 */
export const staffOverviewSchema = z.object({
  newLeads: z.object({ total: z.number().int(), items: z.array(contactSubmissionSchema) }).nullable(),
  scheduledArticles: z.object({ total: z.number().int(), items: z.array(scheduledArticleSchema) }).nullable(),
  activePrograms: z.object({ total: z.number().int(), items: z.array(programSchema) }).nullable(),
  matchingResults: z.object({ total: z.number().int(), items: z.array(staffResultSchema) }).nullable(),
})
export type StaffOverview = z.infer<typeof staffOverviewSchema>
export type ScheduledArticle = z.infer<typeof scheduledArticleSchema>
