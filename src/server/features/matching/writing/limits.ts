import type { BriefLimits } from '@/shared/matching/matching.schema'
import type { Ranking } from '@/server/features/matching/scoring/scorer'
import { formatWholeNumber } from '@/shared/us-format'
import type { BudgetTier } from '@/server/features/matching/scoring/budget'
import { budgetBounds, dollars } from './campus-facts'
import { numberWord } from './text'

/**
 * The brief's hard limits for the stored result, and the plain notice when fewer campuses meet them than the
 * request and the budget asked for (ADR 0054): the list is then shorter, never padded with campuses outside.
 */
export function briefLimits({ signals, recommended, requested, eligible }: Ranking): BriefLimits {
  const { rules, unread } = signals.constraints
  const wanted = Math.min(requested, signals.budget.maxCampuses)
  const found = recommended.length
  let notice: string | undefined
  if (found < wanted) {
    const what = rules.length
      ? `every requirement of your brief (${rules.join('; ')})`
      : 'your brief in the database'
    notice =
      found === 0
        ? `No campus matches ${what}, so this result lists none. Loosen a requirement to see campuses.`
        : `Only ${numberWord(found)} ${found === 1 ? 'campus matches' : 'campuses match'} ${what}, so this list has ${numberWord(found)} rather than ${numberWord(wanted)}.`
  }
  return {
    rules,
    eligible,
    wanted,
    ...(notice ? { notice } : {}),
    ...(unread.length ? { unread } : {}),
    ...(requested > wanted ? { budgetCap: budgetCap(signals.budget, requested) } : {}),
  }
}

/** Why the list stops below the count asked for: the budget covers only so many campuses well (issue 39). */
function budgetCap(budget: BudgetTier, requested: number): string {
  const [low] = budgetBounds(budget.range)
  return `You asked for ${formatWholeNumber(requested)} campuses; a ${budget.range} budget covers at most ${numberWord(budget.maxCampuses)} well (about ${dollars(low / budget.maxCampuses)} each at its low end), so this list stops at ${numberWord(budget.maxCampuses)}.`
}
