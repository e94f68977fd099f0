import type { BrandInsights, BrandProfileData } from '@/shared/matching/matching.schema'
import { aboutStudents } from '@/server/features/matching/scoring/explain'
import { formatWholeNumber } from '@/shared/us-format'
import { isPartner } from '@/server/features/matching/scoring/school-traits'
import type { Ranking } from '@/server/features/matching/scoring/scorer'
import { satisfies } from '@/server/features/matching/scoring/constraints'
import { capitalize, excerpt, numberWord, plural, stateName } from './text'

/**
 * The deterministic writer's brand insights (three lists), from the profile's themes, its own words (quoted,
 * not paraphrased), the budget and the shortlist's facts.
 */
export function writeInsights(profile: BrandProfileData, ranking: Ranking): BrandInsights {
  const { signals, recommended } = ranking
  const themes = signals.themes.map((entry) => entry.theme)
  const states = new Set(recommended.map((entry) => entry.school.state).filter(Boolean))
  const totalStudents = recommended.reduce((sum, entry) => sum + (entry.traits.population ?? 0), 0)
  const kinds = new Set(recommended.map((entry) => entry.traits.kindKey))

  const strengths = [
    ...themes.slice(0, 2).map((theme) => theme.strength),
    `Your values ("${excerpt(profile.values, 80)}") give students a reason to choose ${profile.name} beyond the product, when campaigns show them in action.`,
  ]
  if (recommended.length)
    strengths.push(
      `The shortlist reaches ${totalStudents ? aboutStudents(totalStudents) : 'students'} across ${plural(states.size, 'state')} and ${plural(kinds.size, 'kind')} of campus.`,
    )
  if (!themes.length)
    strengths.unshift(
      `${profile.industry} is not tied to one kind of campus, so ${profile.name} can choose campuses for reach and budget.`,
    )

  const messaging = [
    ...themes.slice(0, 2).map((theme) => theme.messaging),
    `Speak to "${excerpt(profile.targetAudience, 70)}" in their own words: short video, students on camera and references to their own campus.`,
    `Tie every message to one action that serves your goal ("${excerpt(profile.marketingGoals, 70)}"): a sign-up, a sample or a follow.`,
  ]

  const considerations = [budgetNote(ranking), placeNote(ranking), listFacts(ranking)]
  // Partners are facts: a program planned or running at the school, as its page counts it (issue 39).
  const partners = recommended.filter((entry) => isPartner(entry.school)).length
  if (recommended.length)
    considerations.push(
      partners === recommended.length
        ? `All ${numberWord(partners)} campuses are partner schools, where the agency has a program planned or running, so campaigns can launch within days.`
        : partners
          ? `${capitalize(numberWord(partners))} of the ${numberWord(recommended.length)} campuses ${partners === 1 ? 'is a partner school' : 'are partner schools'}, where the agency has a program planned or running, and can launch fastest; allow 2-4 weeks of approvals for the others.`
          : `The agency has no program at any of these campuses yet: allow 2-4 weeks of approvals at each.`,
    )
  const field = fieldNote(ranking)
  if (field) considerations.push(field)
  considerations.push(
    calendarNote(profile),
    'Track results per campus (sign-ups, redemptions, follows) so the next semester’s budget goes to the campuses that performed.',
  )

  return {
    strengthsForCampusMarketing: strengths,
    suggestedMessaging: messaging,
    strategicConsiderations: considerations.filter((note): note is string => Boolean(note)),
  }
}

function budgetNote({ signals, recommended, requested }: Ranking): string {
  const { budget } = signals
  const capped =
    requested > budget.maxCampuses && recommended.length === budget.maxCampuses
      ? ` That is why this list has ${numberWord(recommended.length)} campuses rather than ${formatWholeNumber(requested)}.`
      : ''
  // A brief that names its places gets a program there, not a national one.
  const limited = signals.constraints.includePlaces
  const named = limited.length ? limited : signals.places.filter((place) => !place.negated)
  const plan =
    named.length && !signals.national
      ? `${budget.regionalPlan} in ${joinOr(named.map((place) => place.label))}`
      : budget.plan
  // Fewer campuses meet the brief than the budget could cover: say where the rest of the budget goes.
  const short =
    recommended.length && recommended.length < Math.min(requested, budget.maxCampuses)
      ? ` Only ${numberWord(recommended.length)} ${recommended.length === 1 ? 'campus meets' : 'campuses meet'} every requirement of your brief, so spend it on longer, deeper programs there, or loosen a requirement to add campuses.`
      : ''
  return `With a ${budget.range} budget, plan for ${plan}.${capped}${short}`
}

const joinOr = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`

/** Where the list is, counted from the list itself: "Georgia (3), Florida (2) and Alabama (1)". */
function stateCounts(recommended: Ranking['recommended']): string {
  const counts = new Map<string, number>()
  for (const { school } of recommended) {
    const name = stateName(school.state) || 'an unreported state'
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  const parts = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => `${name} (${count})`)
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

function placeNote(ranking: Ranking): string | null {
  const { signals, recommended } = ranking
  if (!recommended.length) return null
  const named = signals.places.filter((place) => !place.negated)
  const { constraints } = signals
  const notes: string[] = []
  const where = stateCounts(recommended)
  if (constraints.includePlaces.length) {
    const inside = recommended.filter((entry) => satisfies(entry.school, entry.traits, constraints)).length
    notes.push(
      inside === recommended.length
        ? `Every campus meets your profile's limit to ${joinOr(constraints.includePlaces.map((place) => place.label))}: ${where}.`
        : `${capitalize(numberWord(inside))} of the ${numberWord(recommended.length)} campuses meet your profile's limits: ${where}.`,
    )
  } else if (named.length) {
    const inside = recommended.filter((entry) => entry.fits.place >= 1).length
    const labels = joinOr(named.map((place) => place.label))
    notes.push(
      inside === recommended.length
        ? `Every campus on the list is in ${labels}, which your profile names: ${where}.`
        : `${capitalize(numberWord(inside))} of the ${numberWord(recommended.length)} campuses are in ${labels}; your profile names ${named.length === 1 ? 'it' : 'them'} without "only", so the best matches elsewhere fill the list: ${where}.`,
    )
  } else {
    const states = new Set(recommended.map((entry) => entry.school.state)).size
    notes.push(
      signals.national
        ? `For national reach the list spreads across ${plural(states, 'state')}: ${where}.`
        : `Your profile names no region, so the list spreads across ${plural(states, 'state')}: ${where}. Name states or cities to focus it.`,
    )
  }
  if (constraints.excludePlaces.length)
    notes.push(
      `No campus is in ${constraints.excludePlaces.map((place) => place.label).join(' or ')}, as your profile asks.`,
    )
  return notes.join(' ')
}

/** Control and size of the list, counted from the list. */
function listFacts({ recommended }: Ranking): string | null {
  if (recommended.length < 2) return null
  const publicCount = recommended.filter((entry) => entry.school.control === 'public').length
  const sizes = recommended
    .map((entry) => (entry.traits.online ? null : entry.traits.population))
    .filter((size): size is number => size !== null)
  const average = sizes.length ? sizes.reduce((sum, size) => sum + size, 0) / sizes.length : null
  const control =
    publicCount === recommended.length
      ? `All ${numberWord(recommended.length)} are public`
      : publicCount === 0
        ? `None of the ${numberWord(recommended.length)} is public`
        : `${capitalize(numberWord(publicCount))} of the ${numberWord(recommended.length)} are public`
  return `${control}${average === null ? '' : `; the average campus has ${aboutStudents(average)}`}.`
}

/** The academic calendar as the brief's goal needs it: a finals goal plans around finals, not away from them. */
function calendarNote(profile: BrandProfileData): string {
  const goal = `${profile.marketingGoals} ${profile.additionalInfo ?? ''}`.toLowerCase()
  if (/\b(finals?|exams?|midterms?|study (week|days|season)|dead week|reading (week|days))\b/.test(goal))
    return 'Your goal is built around exams: schedule it for the study days and finals weeks themselves (late April to mid May, early to mid December), at libraries and study spaces in the evening, and confirm each campus’s exam dates and sampling rules weeks ahead.'
  if (
    /\b(welcome week|move-in|orientation|back to school|fall semester|start of (the )?semester)\b/.test(goal)
  )
    return 'Your goal is built around the start of term: book welcome-week and move-in space early (spring for late August, October for January), when every campus fills up with brands.'
  return 'Plan around the academic calendar: welcome weeks (late August and January) reach the most students; avoid midterms and finals.'
}

/**
 * How many campuses of the brief's field of study the list holds, and why not more (issue 39): "3 of the 10
 * campuses are nursing and health schools, by their Carnegie class or name: all the campuses of that kind that meet
 * your brief. The others are the closest general fits."
 */
function fieldNote({ field, recommended }: Ranking): string | null {
  if (!field || !recommended.length) return null
  const of = recommended.filter((entry) => entry.traits[field.kind] >= 0.75).length
  if (of === recommended.length) return null
  const head = `${capitalize(numberWord(of))} of the ${numberWord(recommended.length)} campuses ${of === 1 ? 'is' : 'are'} of the kind your brief implies (${field.label}), by Carnegie class, name or flag`
  return of >= field.eligible
    ? `${head}: every campus of that kind that meets your brief. The others are the closest general fits.`
    : `${head}; the others rank higher on the rest of your brief.`
}
