import { z } from 'zod'
import type { BrandInsights } from '@/shared/matching/matching.schema'
import type { CampusTexts } from './campus-texts'

/**
 * The model's answer, checked field by field: a usable field is kept, anything else (missing, empty, wrong
 * type, absurdly long) is dropped and later filled by the deterministic writer. Entries for ids that were not
 * candidates are dropped: the model cannot add a school.
 */
const field = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(12).max(1500))
  .optional()
  .catch(undefined)

const list = z
  .array(z.unknown())
  .transform((items) =>
    items
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.replace(/\s+/g, ' ').trim())
      .filter((item) => item.length >= 8 && item.length <= 600)
      .slice(0, 6),
  )
  .transform((items) => (items.length ? items : undefined))
  .optional()
  .catch(undefined)

const campusSchema = z.object({
  schoolId: z.coerce.number().int(),
  matchReason: field,
  targetStudentProfile: field,
  suggestedMarketingApproach: field,
  potentialChallenges: field,
})

const answerSchema = z.object({
  campuses: z.array(z.unknown()).catch([]),
  brandInsights: z
    .object({ strengthsForCampusMarketing: list, suggestedMessaging: list, strategicConsiderations: list })
    .partial()
    .catch({}),
})

export interface ModelAnswer {
  campuses: Map<number, Partial<CampusTexts>>
  insights: Partial<BrandInsights>
  /** Entries the model wrote for schools that were not candidates (dropped). */
  unknownIds: number[]
  /** Usable fields in total: 0 means the answer is unusable. */
  usableFields: number
}

/** Parses the model's message. Throws when it is not a JSON object at all. */
export function readModelAnswer(content: string, candidateIds: readonly number[]): ModelAnswer {
  const json: unknown = JSON.parse(content)
  const parsed = answerSchema.safeParse(json)
  if (!parsed.success) throw new Error('The answer is not a JSON object')
  const allowed = new Set(candidateIds)
  const campuses = new Map<number, Partial<CampusTexts>>()
  const unknownIds: number[] = []
  let usableFields = 0
  for (const raw of parsed.data.campuses) {
    const entry = campusSchema.safeParse(raw)
    if (!entry.success) continue
    const { schoolId, ...texts } = entry.data
    if (!allowed.has(schoolId)) {
      unknownIds.push(schoolId)
      continue
    }
    if (campuses.has(schoolId)) continue
    const kept = Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined))
    usableFields += Object.keys(kept).length
    campuses.set(schoolId, kept)
  }
  const insights = Object.fromEntries(
    Object.entries(parsed.data.brandInsights).filter(([, value]) => value !== undefined),
  ) as Partial<BrandInsights>
  usableFields += Object.keys(insights).length
  return { campuses, insights, unknownIds, usableFields }
}
