import { findPlaces } from '@/server/features/matching/scoring/places'
import type { Ranking } from '@/server/features/matching/scoring/scorer'

/**
 * Whether a model's text stays inside the result (ADR 0054): it names no campus beyond the shortlist, and no
 * place the brief's limits leave out (a state outside "Georgia and Florida only", a region wider than them,
 * "national" for a regional brief, a place the brief rules out). A text that fails is dropped and the
 * deterministic writer's text takes its place.
 */
export function modelTextCheck(ranking: Ranking): (text: string) => boolean {
  const shortlist = ranking.recommended.map((entry) => entry.school.name.toLowerCase())
  // Short names ("Union College") and names inside a shortlisted one would match innocent text.
  const others = ranking
    .allNames()
    .map((name) => name.toLowerCase())
    .filter((name) => name.length >= 12 && !shortlist.some((own) => own.includes(name)))
  const { includePlaces, excludePlaces } = ranking.signals.constraints
  const allowed = includePlaces.length ? new Set(includePlaces.flatMap((place) => place.states)) : null
  // A ruled-out city rules out that city, not its state; a ruled-out state or region rules out all within it.
  const ruledOutLabels = new Set(excludePlaces.map((place) => place.label))
  const ruledOutStates = new Set(
    excludePlaces.filter((place) => place.kind !== 'city').flatMap((place) => place.states),
  )

  return (text) => {
    const lower = text.toLowerCase()
    for (const name of others) if (lower.includes(name)) return false
    const { places, national } = findPlaces(text)
    if (allowed && national) return false
    for (const place of places) {
      if (place.negated) continue
      if (allowed && place.states.some((state) => !allowed.has(state))) return false
      if (ruledOutLabels.has(place.label)) return false
      if (place.kind !== 'region' && ruledOutStates.has(place.states[0]!)) return false
    }
    return true
  }
}
