import type { BudgetRange } from '@/shared/matching/matching-fields'

/**
 * What a budget buys on campus (the services page: about $5,000 for one campus, $50,000+ for a national
 * program): how many campuses make sense, and the campus size it can cover well. A small budget spread over
 * many or very large campuses buys visibility nowhere.
 */
export interface BudgetTier {
  range: BudgetRange
  /** The most campuses worth recommending at this budget (the request's count is capped by it). */
  maxCampuses: number
  /** Enrollment this budget covers well, in students. */
  idealMin: number
  idealMax: number
  /** Enrollment at which reach stops mattering more (small budgets gain nothing from huge campuses). */
  reachFull: number
  /** The plan this budget supports, for the writers. */
  plan: string
  /** The same plan for a brief that names its places (followed by "in <places>"). */
  regionalPlan: string
}

export const BUDGET_TIERS: Record<BudgetRange, BudgetTier> = {
  '$5,000 - $10,000': {
    range: '$5,000 - $10,000',
    maxCampuses: 3,
    idealMin: 1000,
    idealMax: 10_000,
    reachFull: 3000,
    plan: 'one or two campuses, chosen from the three below: about $5,000 runs one focused campus activation',
    regionalPlan: 'one or two campuses',
  },
  '$10,000 - $25,000': {
    range: '$10,000 - $25,000',
    maxCampuses: 5,
    idealMin: 2000,
    idealMax: 20_000,
    reachFull: 6000,
    plan: 'three to five campuses for one activation each, or one large campus for a full semester',
    regionalPlan: 'three to five campuses for one activation each',
  },
  '$25,000 - $50,000': {
    range: '$25,000 - $50,000',
    maxCampuses: 10,
    idealMin: 5000,
    idealMax: 35_000,
    reachFull: 12_000,
    plan: 'a regional program of five to ten campuses',
    regionalPlan: 'a regional program of five to ten campuses',
  },
  '$50,000 - $100,000': {
    range: '$50,000 - $100,000',
    maxCampuses: 15,
    idealMin: 10_000,
    idealMax: 60_000,
    reachFull: 20_000,
    plan: 'a national program across ten to fifteen campuses',
    regionalPlan: 'a program across ten to fifteen campuses',
  },
  '$100,000+': {
    range: '$100,000+',
    maxCampuses: 20,
    idealMin: 15_000,
    idealMax: Number.POSITIVE_INFINITY,
    reachFull: 30_000,
    plan: 'a national, semester-long program at up to twenty campuses, led by the largest',
    regionalPlan: 'a semester-long program at up to twenty campuses, led by the largest',
  },
}

/**
 * 1 inside the ideal range, falling off with the log of how far outside: steeply above it (a budget cannot
 * cover a campus far too big for it: double the size scores about 0.55), gently below it (a larger budget can
 * still use a small campus, only less efficiently: half the size scores about 0.75).
 */
export function sizeFit(population: number | null, min: number, max: number): number {
  if (population === null) return 0.4
  if (population > max) return Math.max(0, 1 - Math.log10(population / max) * 1.5)
  if (population < min) return Math.max(0, 1 - Math.log10(min / population) * 0.8)
  return 1
}
