/**
 * Campus-matching constants without zod, so the brand-profile form can import them without putting the
 * validation library on /brand-matching's first load (the schema, matching.schema.ts, loads on first use).
 */

/** product §5, in this order (the select lists them so). */
export const BUDGET_RANGES = [
  '$5,000 - $10,000',
  '$10,000 - $25,000',
  '$25,000 - $50,000',
  '$50,000 - $100,000',
  '$100,000+',
] as const
export type BudgetRange = (typeof BUDGET_RANGES)[number]

export const DEFAULT_RECOMMENDATION_COUNT = 10
export const MAX_RECOMMENDATION_COUNT = 20
