import { milesAway, milesBetween } from '@/server/features/matching/scoring/distance'
import type { BudgetRange } from '@/shared/matching/matching-fields'
import { aboutStudents } from '@/server/features/matching/scoring/explain'
import { themeFit } from '@/server/features/matching/scoring/fits'
import type { Ranking, ScoredSchool } from '@/server/features/matching/scoring/scorer'
import { describeKind } from '@/server/features/matching/scoring/kind-evidence'
import { LOCALE_PHRASE, numberWord, placeOf, stateName } from './text'
import { formatWholeNumber } from '@/shared/us-format'

/**
 * What the writers may say about one campus of a result: its own row (place, size, class, flags, setting, the
 * agency's programs there) and what follows from the row and the rest of the list (its size rank, the nearest
 * other campus, its share of the budget). Nothing else: a sentence built from these is true of this school.
 */
export interface CampusFacts {
  entry: ScoredSchool
  name: string
  city: string | null
  /** "Athens, Georgia", or "" when neither is known. */
  where: string
  state: string
  /** "about 38,000 students", or null when the row has no enrollment (or it is online). */
  size: string | null
  /** "the fourth-largest of the ten campuses on this list", or null. */
  rank: string | null
  /** The closest other campus of the list, by the IPEDS coordinates. */
  nearest: { name: string; miles: number } | null
  kindPhrase: string
  kindBase: string
  /** "a city setting", or null. */
  setting: string | null
  programs: { active: string[]; planned: string[] }
  /** An even split of the budget over the list, per campus and per student here. */
  share: { perCampus: string; perStudent: string | null; campuses: number } | null
  /**
   * The shortest words that tell this campus from the others of the list: "students in Athens", or, when
   * another campus of the list is in the same city, "its about 3,650 students in Chicago".
   */
  anchor: string
  /** The same as a place: "in Athens", or "in Chicago, among its about 3,650 students". */
  at: string
  /** Another campus of the list is in the same city (or the city is unknown). */
  shared: boolean
}

const ORDINALS = ['', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth']
const ordinal = (index: number) => ORDINALS[index] ?? `${index + 1}th`

export function campusFacts(entry: ScoredSchool, ranking: Ranking): CampusFacts {
  const { school, traits } = entry
  const population = traits.online ? null : traits.population
  const size = sizeWords(entry, ranking.recommended)
  const where = placeOf(school)
  const kind = describeKind(school)
  const active = school.programNames?.active ?? []
  const planned = school.programNames?.planned ?? []
  return {
    entry,
    name: school.name,
    city: school.city,
    where,
    state: stateName(school.state),
    size,
    rank: sizeRank(entry, ranking.recommended),
    nearest: nearest(entry, ranking.recommended),
    kindPhrase: kind.kindPhrase,
    kindBase: kind.kindBase,
    setting: school.locale ? LOCALE_PHRASE[school.locale]! : null,
    programs: { active, planned },
    share: budgetShare(ranking, population),
    ...anchors(entry, ranking.recommended, size),
  }
}

const roundedSize = ({ traits }: ScoredSchool) =>
  traits.online || traits.population === null ? null : aboutStudents(traits.population)

/** "about 3,650 students", with its city when another campus of the list rounds to the same figure. */
function sizeWords(entry: ScoredSchool, list: readonly ScoredSchool[]): string | null {
  const size = roundedSize(entry)
  if (!size || !entry.school.city) return size
  const shared = list.some((other) => other !== entry && roundedSize(other) === size)
  return shared ? `${size} in ${entry.school.city}` : size
}

function anchors(entry: ScoredSchool, list: readonly ScoredSchool[], size: string | null) {
  const { city, state } = entry.school
  const shared =
    !city ||
    list.some((other) => other !== entry && other.school.city === city && other.school.state === state)
  const place = city ?? stateName(state)
  if (!shared) return { anchor: `students in ${city}`, at: `in ${city}`, shared }
  return size
    ? { anchor: `its ${size} in ${place}`, at: `in ${place}, among its ${size}`, shared }
    : { anchor: `students at this campus in ${place}`, at: `on this campus in ${place}`, shared }
}

/** Where the campus stands by enrollment among the list's campuses with a known one. */
function sizeRank(entry: ScoredSchool, list: readonly ScoredSchool[]): string | null {
  const known = list.filter((other) => !other.traits.online && other.traits.population !== null)
  if (known.length < 2 || !known.includes(entry)) return null
  const order = [...known].sort(
    (a, b) => b.traits.population! - a.traits.population! || a.school.id - b.school.id,
  )
  const index = order.indexOf(entry)
  const of = `of the ${numberWord(known.length)} campuses on this list${known.length < list.length ? ' with a known enrollment' : ''}`
  if (index === 0) return `the largest ${of}`
  if (index === order.length - 1) return `the smallest ${of}`
  return `the ${ordinal(index)}-largest ${of}`
}

export { milesAway, milesBetween }

const coordinates = ({ school }: ScoredSchool): [number, number] | null =>
  typeof school.latitude === 'number' && typeof school.longitude === 'number'
    ? [school.latitude, school.longitude]
    : null

function nearest(entry: ScoredSchool, list: readonly ScoredSchool[]): CampusFacts['nearest'] {
  const here = coordinates(entry)
  if (!here) return null
  let best: CampusFacts['nearest'] = null
  for (const other of list) {
    const there = other === entry ? null : coordinates(other)
    if (!there) continue
    const miles = milesBetween(here, there)
    if (!best || miles < best.miles) best = { name: other.school.name, miles }
  }
  return best
}

/** "$50,000 - $100,000" → [50000, 100000]; "$100,000+" → [100000, null]. */
export function budgetBounds(range: BudgetRange): [number, number | null] {
  const [low, high] = range.match(/[\d,]+/g)!.map((figure) => Number(figure.replaceAll(',', '')))
  return [low!, high ?? null]
}

export const dollars = (value: number) =>
  `$${formatWholeNumber(value >= 1000 ? Math.round(value / 100) * 100 : value)}`
export const perStudent = (value: number) => {
  if (value >= 1) return `$${value.toFixed(2)}`
  const cents = Math.max(1, Math.round(value * 100))
  // 99.6 cents rounds to a dollar: said as money, not as "100 cents".
  return cents >= 100 ? '$1.00' : `${cents} cent${cents === 1 ? '' : 's'}`
}

function budgetShare(ranking: Ranking, population: number | null): CampusFacts['share'] {
  const campuses = ranking.recommended.length
  if (!campuses) return null
  const [low, high] = budgetBounds(ranking.signals.budget.range)
  return {
    campuses,
    perCampus: moneyRange(low / campuses, high === null ? null : high / campuses, dollars),
    perStudent: population
      ? moneyRange(
          low / campuses / population,
          high === null ? null : high / campuses / population,
          perStudent,
        )
      : null,
  }
}

/**
 * A range of money, always well formed (issue 39): "63-90 cents", "$1.25-$2.50", "63 cents to $1.25" (never
 * "63-$1.25"), "$5,000 or more" without an upper bound, one figure when both ends read alike.
 */
export function moneyRange(low: number, high: number | null, say: (value: number) => string): string {
  const from = say(low)
  if (high === null) return `${from} or more`
  const to = say(high)
  if (from === to) return from
  const cents = (text: string) => / cents?$/.test(text)
  if (cents(from) && cents(to)) return `${from.replace(/ cents?$/, '')}-${to}`
  if (cents(from) || cents(to)) return `${from} to ${to}`
  return `${from}-${to}`
}

/** The theme this campus fits best, with the kind of campus that made it fit. */
export function bestTheme({ entry }: CampusFacts, { context }: Ranking) {
  const { best } = themeFit(entry.traits, context)
  const theme = best ? context.signals.themes[best.themeIndex]!.theme : context.signals.themes[0]?.theme
  return theme ? { theme, archetype: best?.archetype ?? null } : null
}
