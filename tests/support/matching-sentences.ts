import type { RecommendedCampus } from '@/shared/matching/matching.schema'
import { CAMPUS_FIELDS } from '@/server/features/matching/writing/distinct'

/**
 * Sentences of the per-school fields that would read the same on another card of one result (issue 15: "no two
 * schools share a paragraph", taken at its intent). A sentence counts as the same when it differs only in the
 * school's own name: swapping the name into a stock sentence does not make it about the school. The name is
 * replaced before the text is cut into sentences, so a name with a full stop ("St. John's") cannot split one.
 */
export function sentencesOf(campus: RecommendedCampus): string[] {
  return CAMPUS_FIELDS.flatMap((field) =>
    campus[field]
      .split(campus.schoolName)
      .join('{school}')
      // Not after an initial or an abbreviation inside another school's name ("Thomas M. Cooley", "St. Paul").
      .split(/(?<![\s.][A-Z]\.|\b(?:St|Mt|Ft|Dr|Jr)\.)(?<=[.!?]["”)]?)\s+(?=["“(]?[A-Z{])/)
      .map((sentence) => sentence.trim())
      .filter(Boolean),
  )
}

/**
 * Sentences a result may repeat across its cards, each for a stated reason. Kept empty on purpose: every
 * sentence the deterministic writer produces carries a fact of its school; add an entry here only with the
 * reason it cannot.
 */
export const ALLOWED_REPEATS: ReadonlyArray<{ pattern: RegExp; reason: string }> = []

export interface SentenceCount {
  total: number
  distinct: number
  /** Sentences found on more than one card of the result, outside the allow-list. */
  repeated: string[]
}

export function countSentences(campuses: readonly RecommendedCampus[]): SentenceCount {
  const cardsOf = new Map<string, Set<number>>()
  let total = 0
  campuses.forEach((campus, index) => {
    for (const sentence of sentencesOf(campus)) {
      total++
      const cards = cardsOf.get(sentence) ?? new Set<number>()
      cards.add(index)
      cardsOf.set(sentence, cards)
    }
  })
  const repeated = [...cardsOf]
    .filter(
      ([sentence, cards]) =>
        cards.size > 1 && !ALLOWED_REPEATS.some((allowed) => allowed.pattern.test(sentence)),
    )
    .map(([sentence]) => sentence)
  return { total, distinct: cardsOf.size, repeated }
}
