import type { ProfileSignals } from './profile-signals'
import type { ScoringSchool, Traits } from './school-traits'

export interface Candidate {
  school: ScoringSchool
  traits: Traits
  score: number
  tier: number
}

/** Best first: lower tier, higher score, more students, then id, so equal inputs always give equal output. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    a.tier - b.tier ||
    b.score - a.score ||
    (b.traits.population ?? 0) - (a.traits.population ?? 0) ||
    a.school.id - b.school.id
  )
}

/**
 * Picks `wanted` candidates, best first, but not ten schools from one state or one city when the profile
 * does not ask for that: each pick lowers the value of further picks from the same state, city and kind of
 * campus (points off the score, for choosing only; the scores shown are not changed). A profile that names one
 * state is not spread across states; one that names several is spread among them.
 */
export function selectDiverse<T extends Candidate>(
  candidates: readonly T[],
  signals: ProfileSignals,
  wanted: number,
): T[] {
  if (wanted <= 0 || candidates.length === 0) return []
  const pool = topK(candidates, Math.max(wanted * 8, 80))

  const namedStates = new Set(
    signals.places.filter((place) => !place.negated).flatMap((place) => place.states),
  )
  const statePenalty = namedStates.size === 0 || signals.national ? 7 : namedStates.size === 1 ? 0 : 3
  const cityPenalty = 5
  // Variety of kinds only when the profile gives no lead on kinds at all (no kind named, no theme).
  const kindPenalty = signals.kinds.some((kind) => !kind.negated) || signals.themes.length ? 0 : 2

  const perState = new Map<string, number>()
  const perCity = new Map<string, number>()
  const perKind = new Map<string, number>()
  const picked: T[] = []
  const used = new Set<number>()
  while (picked.length < wanted && used.size < pool.length) {
    let best = -1
    let bestValue = Number.NEGATIVE_INFINITY
    for (let index = 0; index < pool.length; index++) {
      if (used.has(index)) continue
      const { school, traits, score, tier } = pool[index]!
      const value =
        -tier * 1000 +
        score -
        statePenalty * (perState.get(school.state ?? '') ?? 0) -
        cityPenalty * (perCity.get(`${school.state}|${school.city}`) ?? 0) -
        kindPenalty * (perKind.get(traits.kindKey) ?? 0)
      if (value > bestValue) {
        bestValue = value
        best = index
      }
    }
    used.add(best)
    const choice = pool[best]!
    picked.push(choice)
    const { school, traits } = choice
    perState.set(school.state ?? '', (perState.get(school.state ?? '') ?? 0) + 1)
    perCity.set(`${school.state}|${school.city}`, (perCity.get(`${school.state}|${school.city}`) ?? 0) + 1)
    perKind.set(traits.kindKey, (perKind.get(traits.kindKey) ?? 0) + 1)
  }
  return picked.sort(compareCandidates)
}

/** The k best candidates, sorted, without sorting them all (a bounded insertion into a sorted list). */
function topK<T extends Candidate>(candidates: readonly T[], k: number): T[] {
  const top: T[] = []
  for (const candidate of candidates) {
    if (top.length === k && compareCandidates(candidate, top[k - 1]!) >= 0) continue
    let low = 0
    let high = top.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (compareCandidates(top[middle]!, candidate) <= 0) low = middle + 1
      else high = middle
    }
    top.splice(low, 0, candidate)
    if (top.length > k) top.pop()
  }
  return top
}
